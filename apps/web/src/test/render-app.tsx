import { act, render } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { AppRouter, navigateTo } from '@/lib/router';
import type { QueryClient } from '@tanstack/react-query';
import { createTestQueryClient, setAddress } from './render';

/** The address the app shows: path and search. */
export const currentUrl = () => window.location.pathname + window.location.search;

/** Renders the whole app (its providers and real routes) at `path`; `navigate` follows a link to another address. */
export function renderApp(path: string, queryClient: QueryClient = createTestQueryClient()) {
  setAddress(path);
  render(
    <AppProviders queryClient={queryClient}>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </AppProviders>,
  );
  return { navigate: (href: string) => act(() => navigateTo(href)) };
}
