import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { LandingParams } from '@/features/auth/utils/landing-params';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App({ landing }: { landing?: LandingParams }) {
  const [router] = useState(() => createAppRouter(landing));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
