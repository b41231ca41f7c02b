import { infiniteQueryOptions } from '@tanstack/react-query';
import { fetchHistory, type HistoryFilters } from './history-fetchers';

/** Every history query of a project starts with ['history', projectId]: an undo invalidates them all. */
export const historyKeys = {
  project: (projectId: string) => ['history', projectId] as const,
  list: (projectId: string, filters: HistoryFilters) =>
    [...historyKeys.project(projectId), filters.actorId ?? '', filters.eventId ?? ''] as const,
};

/** The history newest first, a page per "Load more" (the server's cursor). */
export const historyQueryOptions = (projectId: string, filters: HistoryFilters) =>
  infiniteQueryOptions({
    queryKey: historyKeys.list(projectId, filters),
    queryFn: ({ pageParam, signal }) => fetchHistory(projectId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
