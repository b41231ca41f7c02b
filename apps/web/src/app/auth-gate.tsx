import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { RefreshCw, WifiOff } from 'lucide-react';
import { useCurrentUserQuery } from '@/api/auth';
import type { LandingParams } from '@/features/auth/utils/landing-params';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { LoadingScreen } from './loading-screen';
import { LazyAppShell, LazyLoginScreen } from './lazy-screens';

/**
 * Loading screen while the session is checked, the login screen without a user (also after any
 * 401), the shell with the routed view otherwise.
 */
export function AuthGate({ landing, children }: { landing?: LandingParams; children: ReactNode }) {
  const currentUser = useCurrentUserQuery();
  // Once the session is known, the first screen is drawn in the background, in slices the page
  // answers input between, while the loading screen stays: drawn at once, the shell and its view
  // were the longest task of a signed-in first load (docs/decisions.md D103).
  const isKnown = useDeferredValue(!currentUser.isPending);

  if (!isKnown) return <LoadingScreen />;
  if (currentUser.isError && currentUser.data === undefined) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-gray-50 px-4 text-center">
        <WifiOff className="h-8 w-8 text-gray-400" aria-hidden="true" />
        <p role="alert" className="text-sm text-gray-700">
          Could not reach Plotline: {errorMessage(currentUser.error)}
        </p>
        <Button variant="secondary" onClick={() => void currentUser.refetch()}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Try again
        </Button>
      </main>
    );
  }
  // Each screen is a chunk of its own (lazy-screens.tsx); the loading screen stays until it arrives.
  return (
    <Suspense fallback={<LoadingScreen />}>
      {currentUser.data ? (
        <LazyAppShell user={currentUser.data}>{children}</LazyAppShell>
      ) : (
        <LazyLoginScreen landing={landing} />
      )}
    </Suspense>
  );
}
