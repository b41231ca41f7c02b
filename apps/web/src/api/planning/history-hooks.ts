import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useIsFirstPaintDone } from '@/lib/after-first-paint';
import { toast } from '@/lib/toast';
import { HISTORY_MESSAGES, type HistoryOperation, type HistoryPage, type ProjectDetail } from '@plotline/shared';
import { useCurrentUser } from '@/api/auth';
import { projectKeys } from '@/api/projects';
import { ApiError } from '@/lib/api-client';
import { serverFirst, toastFailure } from '@/lib/failure-toast';
import { postUndoRedo, type HistoryFilters } from './history-fetchers';
import { historyKeys, historyQueryOptions, undoStatusQueryOptions } from './history-queries';
import { planningMutationKey } from './planning-queries';

/*
 * The History panel's pages and the Undo/Redo calls (docs/decisions.md D47), for the toolbar's
 * HistoryTools (components/planning/history). An undo is not shown optimistically: the server may
 * refuse it (409 UNDO_CONFLICT) and then nothing may move. Its changes reach the views through the
 * live stream; the project is read again as well.
 */

export type UndoDirection = 'undo' | 'redo';

const NOTHING_LEFT: Record<UndoDirection, string> = {
  undo: HISTORY_MESSAGES.nothingToUndo,
  redo: HISTORY_MESSAGES.nothingToRedo,
};
const NOTHING_CODE: Record<UndoDirection, string> = { undo: 'NOTHING_TO_UNDO', redo: 'NOTHING_TO_REDO' };
const REFUSED: Record<UndoDirection, string> = { undo: 'Could not undo', redo: 'Could not redo' };
const DONE: Record<UndoDirection, string> = { undo: 'Undone', redo: 'Redone' };

/**
 * Resolves once no change of the project is on its way: an undo pressed right after a drag undoes
 * that drag, not the change before it.
 */
export function settledSaves(queryClient: QueryClient, projectId: string): Promise<void> {
  const filters = { mutationKey: planningMutationKey(projectId), status: 'pending' as const };
  if (queryClient.isMutating(filters) === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (queryClient.isMutating(filters) > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

export interface UndoRedo {
  run: (direction: UndoDirection) => void;
  isPending: boolean;
  /**
   * Nothing left at the project's present revision: the history answer's canUndo/canRedo said so, or
   * a press found nothing (404). The button is off until the next change.
   */
  isExhausted: Record<UndoDirection, boolean>;
  /** Why a button is off, per direction. */
  nothingLeft: Record<UndoDirection, string>;
}

/**
 * Undo and Redo of the signed-in user's own operations in the project (`revision`: the cached
 * project's). For an editor (`canEdit`) the server is asked at each revision whether either has
 * something, so a button is off before anyone presses it (docs/decisions.md D57).
 */
export function useUndoRedo(projectId: string, revision: number | undefined, canEdit = true): UndoRedo {
  const queryClient = useQueryClient();
  // Undo and Redo wait for the first paint: the buttons are there, only their state is asked later.
  const isPainted = useIsFirstPaintDone();
  const status = useQuery({
    ...undoStatusQueryOptions(projectId, revision),
    enabled: isPainted && canEdit && Boolean(projectId) && revision !== undefined,
  });
  // The revision each direction was found empty at; any newer change may give it something again.
  const [emptyAt, setEmptyAt] = useState<Record<UndoDirection, number | null | undefined>>({ undo: null, redo: null });

  const { mutate, isPending } = useMutation({
    mutationKey: ['undo', projectId],
    mutationFn: async (direction: UndoDirection): Promise<HistoryOperation> => {
      await settledSaves(queryClient, projectId);
      return (await postUndoRedo(projectId, direction)).operation;
    },
    onSuccess: (operation, direction) => {
      toast.success(DONE[direction], { description: operation.summary });
    },
    onError: (error, direction) => {
      if (error instanceof ApiError && error.code === NOTHING_CODE[direction]) {
        setEmptyAt((current) => ({ ...current, [direction]: revision }));
        toast.info(serverFirst(NOTHING_LEFT[direction], error));
        return;
      }
      toastFailure(REFUSED[direction], error, 'reason-below');
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
        queryClient.invalidateQueries({ queryKey: historyKeys.project(projectId) }),
      ]),
  });
  const run = useCallback(
    (direction: UndoDirection) => {
      // One at a time: a held-down Ctrl+Z sends one request per answer, not one per key repeat.
      if (!isPending) mutate(direction);
    },
    [mutate, isPending],
  );
  const isExhausted = {
    undo: emptyAt.undo === revision || status.data?.undo === false,
    redo: emptyAt.redo === revision || status.data?.redo === false,
  };
  return { run, isPending, isExhausted, nothingLeft: NOTHING_LEFT };
}

export interface Named {
  id: string;
  name: string;
}

/** Oneself (marked) and everyone whose change any loaded history page of the project shows. */
function historyPeople(queryClient: QueryClient, projectId: string, me: Named): Named[] {
  const people = new Map([[me.id, `${me.name} (you)`]]);
  for (const [, data] of queryClient.getQueriesData<InfiniteData<HistoryPage>>({ queryKey: historyKeys.project(projectId) })) {
    for (const entry of data?.pages.flatMap((page) => page.entries) ?? []) {
      if (!people.has(entry.actor.id)) people.set(entry.actor.id, entry.actor.name);
    }
  }
  return [...people].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The History panel's state: open or not, its filters and the pages under them. */
export function useHistoryList(projectId: string, project: ProjectDetail | undefined) {
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const [isOpen, setIsOpen] = useState(false);
  const [filters, setFilters] = useState<HistoryFilters>({});
  const query = useInfiniteQuery({ ...historyQueryOptions(projectId, filters), enabled: isOpen && Boolean(projectId) });

  // Each new revision (anyone's change, by the live stream) shows at the top of an open panel.
  const revision = project?.revision;
  const shownRevision = useRef(revision);
  useEffect(() => {
    if (shownRevision.current === revision) return;
    shownRevision.current = revision;
    void queryClient.invalidateQueries({ queryKey: historyKeys.project(projectId) });
  }, [queryClient, projectId, revision]);

  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.entries) ?? [], [query.data]);
  const people = useMemo(
    () => (isOpen ? historyPeople(queryClient, projectId, me) : []),
    // The cache's other pages count too; they change together with what is shown.
    [isOpen, queryClient, projectId, me, entries], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const events = useMemo<Named[]>(
    () =>
      isOpen
        ? (project?.timelines ?? [])
            .flatMap((timeline) => timeline.events.map((event) => ({ id: event.id, name: event.title })))
            .sort((a, b) => a.name.localeCompare(b.name))
        : [],
    [isOpen, project],
  );
  const setOpen = useCallback((open: boolean) => {
    // Every open starts unfiltered.
    if (open) setFilters({});
    setIsOpen(open);
  }, []);

  return {
    isOpen,
    setOpen,
    filters,
    setFilters,
    entries,
    isLoading: query.isPending && isOpen,
    error: query.isError && entries.length === 0 ? query.error : null,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    people,
    events,
  };
}

/** Everything the toolbar's Undo, Redo and History need for the open project (`canEdit`: Undo and Redo are shown). */
export function useHistoryTools(projectId: string, project: ProjectDetail | undefined, canEdit = true) {
  return {
    undoRedo: useUndoRedo(projectId, project?.revision, canEdit),
    history: useHistoryList(projectId, project),
    hasProject: project !== undefined,
  };
}
