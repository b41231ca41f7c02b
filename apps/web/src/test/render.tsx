import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import type { CurrentUser } from '@plotline/shared';
import { authKeys } from '@/api/auth';
import { AppRouter } from '@/lib/router';
import { makeUser } from './users';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

/** Puts the test at `path` (the router reads jsdom's history, docs/decisions.md D88). */
export function setAddress(path: string): void {
  window.history.replaceState(null, '', path);
}

/** Renders at `route` (the test's address) inside a fresh QueryClient, the app's router and the toaster (toasts are assertable text). */
export function renderWithProviders(ui: ReactElement, options: { queryClient?: QueryClient; route?: string } = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  setAddress(options.route ?? '/');
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AppRouter>{ui}</AppRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Like renderWithProviders, with `user` (makeUser() unless given) already signed in: the current-user query answered. */
export function renderSignedIn(
  ui: ReactElement,
  options: { user?: CurrentUser; route?: string; queryClient?: QueryClient } = {},
) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  queryClient.setQueryData(authKeys.currentUser(), options.user ?? makeUser());
  return renderWithProviders(ui, { queryClient, route: options.route });
}
