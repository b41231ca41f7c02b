import { queryOptions } from '@tanstack/react-query';
import { fetchAccountSessions, fetchApiTokens } from './account-fetchers';

export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  apiTokens: () => [...accountKeys.all, 'api-tokens'] as const,
};

export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => fetchAccountSessions(signal),
    staleTime: 30_000,
  });

export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.apiTokens(),
    queryFn: ({ signal }) => fetchApiTokens(signal),
    staleTime: 30_000,
  });
