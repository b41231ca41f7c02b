import { queryOptions } from '@tanstack/react-query';
import { fetchCurrentUser, fetchPendingRegistration } from './auth-fetchers';

export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
  pendingRegistration: (tempToken: string) => [...authKeys.all, 'pending-registration', tempToken] as const,
};

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    // Re-checked on focus so a suspension or an expired session shows up without a reload.
    staleTime: 60_000,
  });

export const pendingRegistrationQueryOptions = (tempToken: string) =>
  queryOptions({
    queryKey: authKeys.pendingRegistration(tempToken),
    queryFn: ({ signal }) => fetchPendingRegistration(tempToken, signal),
    staleTime: Infinity,
    retry: false,
  });
