import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/*
 * The one rule for reading lists again after a change the server has (docs/decisions.md D42, D71).
 * A read still on its way may have been answered before the change (a dialog reads its list and
 * makes a feed at once), and a list without data would take that read as the new one instead of
 * starting another: so every read on its way is cancelled first, then the lists are read again.
 */
export async function readListsAgain(queryClient: QueryClient, lists: readonly QueryKey[]): Promise<void> {
  await Promise.all(lists.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(lists.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

type Lists<TVars> = readonly QueryKey[] | ((vars: TVars) => readonly QueryKey[]);

interface ListChangeOptions {
  /** 'settled' reads the lists again after a failure too (a partly done change shows what landed). */
  after?: 'success' | 'settled';
}

/** A change whose lists are read again once it is done, by readListsAgain. */
export function useListChange<TVars, TResult>(
  lists: Lists<TVars>,
  mutationFn: (vars: TVars) => Promise<TResult>,
  { after = 'success' }: ListChangeOptions = {},
) {
  const queryClient = useQueryClient();
  const readAgain = (vars: TVars) => readListsAgain(queryClient, typeof lists === 'function' ? lists(vars) : lists);
  return useMutation({
    mutationFn,
    onSuccess: after === 'success' ? (_result: TResult, vars: TVars) => readAgain(vars) : undefined,
    onSettled: after === 'settled' ? (_result: TResult | undefined, _error: Error | null, vars: TVars) => readAgain(vars) : undefined,
  });
}
