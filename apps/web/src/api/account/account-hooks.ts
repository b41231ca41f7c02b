import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken } from '@plotline/shared';
import { endSession } from '@/api/auth';
import { readListsAgain, useListChange } from '../list-change';
import {
  createApiToken,
  revokeAccountSession,
  revokeAllAccountSessions,
  revokeApiToken,
} from './account-fetchers';
import { accountKeys, accountSessionsQueryOptions, apiTokensQueryOptions } from './account-queries';

export function useAccountSessionsQuery() {
  return useQuery(accountSessionsQueryOptions());
}

export function useApiTokensQuery() {
  return useQuery(apiTokensQueryOptions());
}

/** Signs out one session; signing out this very device ends the session in the app too. */
export function useRevokeAccountSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; isCurrent: boolean }) => revokeAccountSession(id),
    onSuccess: (_result, { isCurrent }) => {
      if (isCurrent) endSession(queryClient);
      else void readListsAgain(queryClient, [accountKeys.sessions()]);
    },
  });
}

/** 'Sign out everywhere' includes this device, so the app returns to the login screen. */
export function useRevokeAllAccountSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAllAccountSessions,
    onSuccess: () => endSession(queryClient),
  });
}

export const useCreateApiToken = () => useListChange([accountKeys.apiTokens()], createApiToken);

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: ({ id }) => {
      queryClient.setQueryData<ApiToken[]>(accountKeys.apiTokens(), (tokens) => tokens?.filter((token) => token.id !== id));
      void readListsAgain(queryClient, [accountKeys.apiTokens()]);
    },
  });
}
