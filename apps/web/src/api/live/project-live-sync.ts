import type { ProjectChange, ProjectDetail } from '@plotline/shared';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { baselineKeys } from '@/api/baselines';
import { planningMutationKey } from '@/api/planning/planning-queries';
import { projectLoader } from '@/api/planning/project-loader';
import { projectKeys } from '@/api/projects/projects-queries';
import { applyProjectChange, LIST_KINDS } from './apply-project-change';

export interface ProjectLiveSync {
  /** A hello: without a replay to follow, a cache older than `revision` has missed changes. */
  hello: (revision: number, willReplay: boolean) => void;
  receive: (change: ProjectChange) => void;
  /** The server could not replay what was missed. */
  refetch: () => void;
  /** Access is gone: whatever is cached for the project is no longer to be trusted. */
  revoked: () => void;
  dispose: () => void;
}

type Pending = { type: 'change'; change: ProjectChange } | { type: 'refetch' };

/**
 * Keeps the cached project in step with its stream. While a change of ours is on its way
 * (a mutation of planningMutationKey) or the project (or a page of it) is being fetched, incoming changes wait:
 * applied at once they would be overwritten by the rollback, the settle or the fetch, or would
 * tear through an optimistic overlay. They are applied in order when both are done; the version
 * check in applyProjectChange makes the echo of our own change, and anything the fetch already
 * holds, a no-op.
 */
export function createProjectLiveSync(queryClient: QueryClient, projectId: string): ProjectLiveSync {
  const detailKey = projectKeys.detail(projectId);
  const detailHash = hashKey(detailKey);
  const mutationKey = planningMutationKey(projectId);
  let queue: Pending[] = [];
  let isFlushing = false;
  /** A reload was asked for and has neither landed nor failed yet. */
  let isRefetchOwed = false;
  /**
   * An optimistic mutation cancels running fetches of the project (and TanStack Query reverts
   * the query), which would silently drop an owed reload: it is asked for again once idle.
   */
  let isRefetchCancelled = false;

  // A page of the project on its way counts as a fetch (docs/decisions.md D60).
  const loader = projectLoader(queryClient, projectId);
  const isBusy = () =>
    queryClient.isMutating({ mutationKey }) > 0 ||
    queryClient.isFetching({ queryKey: detailKey }) > 0 ||
    loader.isPageInFlight;

  function invalidateDetail() {
    isRefetchOwed = true;
    void queryClient.invalidateQueries({ queryKey: detailKey });
  }

  /** Applies one queued item; false when it asked for a reload (which covers the rest). */
  function applyOne(item: Pending): boolean {
    if (item.type === 'change') {
      const detail = queryClient.getQueryData<ProjectDetail>(detailKey);
      // Nothing cached: the first fetch will bring the project as it is now.
      if (!detail) return true;
      const result = applyProjectChange(detail, item.change);
      if (!result.needsRefetch) {
        if (result.detail !== detail) queryClient.setQueryData(detailKey, result.detail);
        return true;
      }
    }
    invalidateDetail();
    return false;
  }

  function flush() {
    if (isFlushing) return;
    isFlushing = true;
    try {
      if (isRefetchCancelled && !isBusy()) {
        isRefetchCancelled = false;
        // Everything queued was received before this reload starts, so the reload holds it.
        queue = [];
        invalidateDetail();
      }
      while (queue.length > 0 && !isBusy()) {
        const item = queue.shift()!;
        if (!applyOne(item)) queue = [];
      }
    } finally {
      isFlushing = false;
    }
  }

  const unsubscribeMutations = queryClient.getMutationCache().subscribe(() => flush());
  const unsubscribePages = loader.subscribe(() => flush());
  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== detailHash) return;
    if (event.type === 'updated' && isRefetchOwed) {
      const { action } = event;
      // A fetch that landed (setQueryData is `manual`) or failed ends the owed reload, unless
      // it was an older one whose news comes late (notifications are batched) while ours runs.
      const hasLanded = (action.type === 'success' && !action.manual) || action.type === 'error';
      if (hasLanded && event.query.state.fetchStatus === 'idle') isRefetchOwed = false;
      // The revert of a cancelled fetch.
      if (action.type === 'setState') isRefetchCancelled = true;
    }
    flush();
  });

  function enqueue(item: Pending) {
    queue.push(item);
    flush();
  }

  return {
    hello(revision, willReplay) {
      if (willReplay) return;
      const detail = queryClient.getQueryData<ProjectDetail>(detailKey);
      // Cached from before the stream opened (or from before a reconnect that replays nothing).
      if (detail && detail.revision < revision) enqueue({ type: 'refetch' });
    },
    receive(change) {
      if (change.projectId !== projectId) return;
      if (LIST_KINDS.has(change.kind)) void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
      // Someone saved, renamed or deleted a baseline (docs/decisions.md D49).
      if (change.kind.startsWith('baseline.')) void queryClient.invalidateQueries({ queryKey: baselineKeys.project(projectId) });
      enqueue({ type: 'change', change });
    },
    refetch() {
      enqueue({ type: 'refetch' });
    },
    revoked() {
      queue = [];
      isRefetchOwed = false;
      isRefetchCancelled = false;
      void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
      void queryClient.invalidateQueries({ queryKey: detailKey });
    },
    dispose() {
      queue = [];
      unsubscribeMutations();
      unsubscribeQueries();
      unsubscribePages();
    },
  };
}
