import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createTestRouter } from '@/app/router';
import { createTestQueryClient } from './render';

/** Renders the whole app (its providers and real routes) at `path`; returns the router to read the URL from. */
export function renderApp(path: string) {
  const router = createTestRouter(path);
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
