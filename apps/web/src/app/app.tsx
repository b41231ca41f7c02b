import type { LandingParams } from '@/features/auth/utils/landing-params';
import { AppRouter } from '@/lib/router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App({ landing }: { landing?: LandingParams }) {
  return (
    <AppProviders>
      <AppRouter>
        <AppRoutes landing={landing} />
      </AppRouter>
    </AppProviders>
  );
}
