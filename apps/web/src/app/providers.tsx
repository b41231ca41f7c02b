import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { endSession } from '@/api/auth';
import { setApiClientHandlers } from '@/lib/api-client';
import { loadSonner, toast, useToastAsked } from '@/lib/toast';
import { createQueryClient } from './query-client';

/**
 * docs/decisions.md D25.2: a 401 ends the session in the app (the gate then shows the login screen);
 * a 403 shows the server's message and keeps the user signed in.
 */
export function connectApiClient(queryClient: QueryClient): void {
  setApiClientHandlers({
    onUnauthorized: () => endSession(queryClient),
    onForbidden: (error) => {
      toast.error(error.message, { id: `forbidden:${error.message}` });
    },
    // An answer shown before the schemas were in failed their check (docs/decisions.md D82).
    onLateInvalidResponse: (error) => {
      toast.error(error.message, { id: 'late-invalid-response' });
    },
  });
}

/** sonner's toaster, loaded with the first toast (lib/toast.ts; docs/decisions.md D75, D80). */
const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

export function AppProviders({ children, queryClient: givenClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => {
    const client = givenClient ?? createQueryClient();
    // During render, not in an effect: the children's first requests must already see the handlers.
    connectApiClient(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}

function AppToaster() {
  if (!useToastAsked()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" richColors closeButton duration={5000} />
    </Suspense>
  );
}
