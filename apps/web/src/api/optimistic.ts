import {
  notifyManager,
  useMutation,
  useQueryClient,
  type Mutation,
  type MutationKey,
  type QueryClient,
  type QueryFilters,
  type QueryKey,
} from '@tanstack/react-query';
import { OVERLAY_CLEANUP_MS } from '@plotline/shared';

/*
 * The one optimistic path of the web app (docs/decisions.md D32). Every change shown before the
 * server answers goes through useOptimisticMutation:
 *
 * - The cache write is synchronous: onMutate never awaits before it writes (the queries it touches
 *   are cancelled without waiting; a cancelled fetch reverts synchronously, before the write, in
 *   TanStack Query v5). query-core calls onMutate inside `mutate()` itself, so the render that
 *   follows the user's keystroke or click already shows the change; no view keeps an overlay.
 * - Views hear of the write before the browser paints: query-core tells its subscribers after a
 *   `setTimeout(0)` by default, which lets a frame show the old value next to a closed editor; here
 *   it tells them in a microtask (`notifyManager.setScheduler(queueMicrotask)`, set once below).
 * - A failure restores the snapshot the change was applied to, then calls `onRollback`.
 * - What is on its way (and what succeeded a moment ago) is read from the mutation cache
 *   (useMutationState over the mutation key), never from component state; `context.settledAt`
 *   stamps when the server answered.
 * - Rows a change created under a temporary id that a rollback brought back after their own create
 *   had already been answered are swept OVERLAY_CLEANUP_MS after the last change settles (`sweep`).
 */

// See the top of this file: a change and the render that closes its editor reach the same frame.
notifyManager.setScheduler(queueMicrotask);

export interface OptimisticContext<TData, TExtra> {
  /** Every touched query as it was before this change. */
  snapshot: Array<[QueryKey, TData | undefined]>;
  /** What `prepare` made for this call (e.g. a temporary id), handed to `apply` and `settle`. */
  extra: TExtra;
  /** When the server answered, yes or no (ms since the epoch); unset until then. */
  settledAt?: number;
}

export interface OptimisticOptions<TData, TVars, TResult, TExtra> {
  /** Groups the mutations whose state views read (`useIsMutating`, `useMutationState`). */
  mutationKey: MutationKey;
  /** The key (a prefix) of every mutation writing the same queries; `sweep` keeps what they own. Default: mutationKey. */
  sharedKey?: MutationKey;
  /** The cached queries the change is applied to. */
  queries: QueryFilters;
  mutationFn: (vars: TVars) => Promise<TResult>;
  /** Made once per call, before `apply`. */
  prepare?: (vars: TVars) => TExtra;
  /** The change shown at once (pure). */
  apply: (data: TData, vars: TVars, extra: TExtra) => TData;
  /** Folds the server's answer into the cache (pure). */
  settle?: (data: TData, result: TResult, vars: TVars, extra: TExtra) => TData;
  /** After the snapshot is back (e.g. reload after a 409). */
  onRollback?: (error: Error, queryClient: QueryClient) => void;
  onSuccess?: (queryClient: QueryClient) => void;
  /** May return a promise (e.g. a reload) the mutation waits for before it counts as settled. */
  onSettled?: (queryClient: QueryClient) => unknown;
  /**
   * Removes what no pending change owns any more (`owned`: every `extra` of this key's pending
   * mutations); returns the same object when nothing is left over.
   */
  sweep?: (data: TData, owned: TExtra[]) => TData;
}

/** The contexts of the mutations under `mutationKey` still on their way. */
function pendingExtras<TExtra>(queryClient: QueryClient, mutationKey: MutationKey): TExtra[] {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey, status: 'pending' })
    .flatMap((mutation) => {
      const context = mutation.state.context as OptimisticContext<unknown, TExtra> | undefined;
      return context ? [context.extra] : [];
    });
}

function scheduleSweep<TData, TExtra>(
  queryClient: QueryClient,
  mutationKey: MutationKey,
  queries: QueryFilters,
  sweep: (data: TData, owned: TExtra[]) => TData,
) {
  setTimeout(() => {
    const owned = pendingExtras<TExtra>(queryClient, mutationKey);
    for (const [key, data] of queryClient.getQueriesData<TData>(queries)) {
      if (data === undefined) continue;
      const swept = sweep(data, owned);
      if (swept === data) continue;
      queryClient.setQueryData(key, swept);
      // The server's version of what was swept shows again.
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    }
  }, OVERLAY_CLEANUP_MS);
}

/**
 * A mutation whose change shows in the same render as the call (see the top of this file).
 * Returns TanStack's useMutation result: `mutate(vars, { onError, onSuccess })` as usual.
 */
export function useOptimisticMutation<TData, TVars, TResult, TExtra = undefined>(
  options: OptimisticOptions<TData, TVars, TResult, TExtra>,
) {
  const queryClient = useQueryClient();
  const { queries } = options;
  return useMutation<TResult, Error, TVars, OptimisticContext<TData, TExtra>>({
    mutationKey: options.mutationKey,
    mutationFn: options.mutationFn,
    // No `async` and no await: the write below must happen inside mutate() (D32).
    onMutate: (vars) => {
      void queryClient.cancelQueries(queries);
      const snapshot = queryClient.getQueriesData<TData>(queries);
      const extra = options.prepare ? options.prepare(vars) : (undefined as TExtra);
      queryClient.setQueriesData<TData>(queries, (data) =>
        data === undefined ? data : options.apply(data, vars, extra),
      );
      return { snapshot, extra };
    },
    onError: (error, _vars, context) => {
      if (context) context.settledAt = Date.now();
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      options.onRollback?.(error, queryClient);
    },
    onSuccess: (result, vars, context) => {
      context.settledAt = Date.now();
      if (options.settle) {
        const settle = options.settle;
        queryClient.setQueriesData<TData>(queries, (data) =>
          data === undefined ? data : settle(data, result, vars, context.extra),
        );
      }
      options.onSuccess?.(queryClient);
    },
    onSettled: () => {
      if (options.sweep) {
        scheduleSweep(queryClient, options.sharedKey ?? options.mutationKey, queries, options.sweep);
      }
      return options.onSettled?.(queryClient);
    },
  });
}

/** One mutation as views read it: what it was asked, how far it got. */
export interface ChangeState<TVars, TExtra> {
  mutationKey: MutationKey;
  status: 'idle' | 'pending' | 'success' | 'error';
  variables: TVars;
  extra: TExtra | undefined;
  submittedAt: number;
  settledAt: number | undefined;
}

export function toChangeState<TVars, TExtra>(mutation: Mutation<unknown, Error, unknown, unknown>): ChangeState<TVars, TExtra> {
  const context = mutation.state.context as OptimisticContext<unknown, TExtra> | undefined;
  return {
    mutationKey: mutation.options.mutationKey ?? [],
    status: mutation.state.status,
    variables: mutation.state.variables as TVars,
    extra: context?.extra,
    submittedAt: mutation.state.submittedAt,
    settledAt: context?.settledAt,
  };
}
