import type { QueryClient } from '@tanstack/react-query';
import type { LandingParams } from '@/features/auth/utils/landing-params';
import { AppRouter } from '@/lib/router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App({ landing, queryClient }: { landing?: LandingParams; queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter>
        <AppRoutes landing={landing} />
      </AppRouter>
    </AppProviders>
  );
}
