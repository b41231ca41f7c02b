import type { CurrentUser } from '@plotline/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { clearPendingRegistration, completeRegistration, logout } from './auth-fetchers';
import { authKeys, currentUserQueryOptions, pendingRegistrationQueryOptions } from './auth-queries';

export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions());
}

/** The signed-in user; only call below the auth gate, where the user is known to be loaded. */
export function useCurrentUser(): CurrentUser {
  const { data } = useCurrentUserQuery();
  if (!data) throw new Error('useCurrentUser needs a signed-in user (render it inside the app shell)');
  return data;
}

export function usePendingRegistrationQuery(tempToken: string | null) {
  return useQuery({ ...pendingRegistrationQueryOptions(tempToken ?? ''), enabled: Boolean(tempToken) });
}

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration });
}

export function useClearPendingRegistration() {
  return useMutation({ mutationFn: clearPendingRegistration });
}

/** Ends the session in the app: every cached query goes and the current user becomes null. */
export function endSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  queryClient.setQueryData(authKeys.currentUser(), null);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Signed out locally even if the call failed: the user asked to leave.
    onSettled: () => endSession(queryClient),
  });
}
