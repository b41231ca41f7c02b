import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchHistory, fetchUndoStatus, type HistoryFilters } from './history-fetchers';

/** Every history query of a project starts with ['history', projectId]: an undo invalidates them all. */
export const historyKeys = {
  project: (projectId: string) => ['history', projectId] as const,
  list: (projectId: string, filters: HistoryFilters) =>
    [...historyKeys.project(projectId), filters.actorId ?? '', filters.eventId ?? ''] as const,
  /**
   * Whether Undo and Redo have something, at one revision of the project: outside the project's
   * history pages (whose readers expect pages), and a new revision is a new key anyway.
   */
  status: (projectId: string, revision: number | undefined) => ['history-status', projectId, revision ?? -1] as const,
};

/** The history newest first, a page per "Load more" (the server's cursor). */
export const historyQueryOptions = (projectId: string, filters: HistoryFilters) =>
  infiniteQueryOptions({
    queryKey: historyKeys.list(projectId, filters),
    queryFn: ({ pageParam, signal }) => fetchHistory(projectId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/**
 * What the server's Undo and Redo would find for the caller at this revision (docs/decisions.md
 * D57): each new revision asks again, the last answer standing in meanwhile.
 */
export const undoStatusQueryOptions = (projectId: string, revision: number | undefined) =>
  queryOptions({
    queryKey: historyKeys.status(projectId, revision),
    queryFn: async ({ signal }) => {
      const { canUndo, canRedo } = await fetchUndoStatus(projectId, signal);
      return { undo: canUndo, redo: canRedo };
    },
    placeholderData: keepPreviousData,
  });
