import { queryOptions } from '@tanstack/react-query';
import { fetchObjectives } from './planning-fetchers';

/*
 * The objectives' query, apart from the project detail's (planning-queries.ts re-exports it): the
 * entry reads the objectives' early answer into the cache (app/early-queries.ts, docs/decisions.md
 * D106), and taking them from planning-queries.ts brought the project loader and its paging into
 * the entry chunk, which every first load, the login page's too, fetches before it paints.
 */

export const objectiveKeys = { all: ['objectives'] as const };

export const objectivesQueryOptions = () =>
  queryOptions({
    queryKey: objectiveKeys.all,
    queryFn: ({ signal }) => fetchObjectives(signal),
    // Objectives change only by server configuration.
    staleTime: 10 * 60_000,
  });
