import type { QueryClient } from '@tanstack/react-query';
import { EARLY_READ_PATHS } from '@plotline/shared';
import { peekEarlySessionCheck } from '@/api/auth/early-session';
import { preferenceCategoryQueryOptions } from '@/api/preferences/preferences-queries';
import { projectsQueryOptions } from '@/api/projects/projects-queries';
import { objectivesQueryOptions } from '@/api/planning/objectives-queries';
import { hasEarlyRead } from '@/lib/early-reads';

/*
 * The early reads index.html started (docs/decisions.md D83) read into the query cache as soon as
 * the early session check says signed in, instead of when the shell's hooks first ask: the shell
 * and the view then have the project list and the preferences in their first render, so a view
 * draws its project's name and tools from that render on, not a render later with the page moving
 * under the reader (D94). Only a read index.html started is taken; nothing more is sent.
 */
const EARLY_QUERIES: ReadonlyArray<readonly [string, (queryClient: QueryClient) => Promise<void>]> = [
  [EARLY_READ_PATHS.projects, (queryClient) => queryClient.prefetchQuery(projectsQueryOptions())],
  [EARLY_READ_PATHS.uiPreferences, (queryClient) => queryClient.prefetchQuery({ ...preferenceCategoryQueryOptions('ui'), retry: false })],
  [EARLY_READ_PATHS.timelinePreferences, (queryClient) => queryClient.prefetchQuery(preferenceCategoryQueryOptions('timeline'))],
  [EARLY_READ_PATHS.objectives, (queryClient) => queryClient.prefetchQuery(objectivesQueryOptions())],
];

export async function prefetchEarlyReads(queryClient: QueryClient): Promise<void> {
  if (!(await peekEarlySessionCheck())) return;
  const reads = EARLY_QUERIES.filter(([path]) => hasEarlyRead(path));
  await Promise.all(reads.map(([, prefetch]) => prefetch(queryClient)));
}
