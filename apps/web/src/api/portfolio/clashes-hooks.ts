import { useQuery } from '@tanstack/react-query';
import { fetchClashes } from './portfolio-fetchers';
import { portfolioKeys, PORTFOLIO_REFETCH_MS } from './portfolio-keys';
import type { DayWindow } from './portfolio-windows';

/*
 * A module of its own, apart from the portfolio's windowed hooks (portfolio-hooks.ts): the timeline's
 * "Clashes (N)" needs only this, and its first paint does not carry the portfolio's paging and
 * merging (docs/decisions.md D85).
 */

/** The clashes between the projects' events in a window ("Clashes (N)"; `projectIds`: those involving them). */
export function useClashes(window: DayWindow, projectIds: readonly string[], enabled = true) {
  return useQuery({
    queryKey: portfolioKeys.clashes(window, projectIds),
    queryFn: ({ signal }) => fetchClashes({ ...window, projectIds }, signal),
    enabled,
    refetchInterval: PORTFOLIO_REFETCH_MS,
  });
}
