import { queryOptions } from '@tanstack/react-query';
import { fetchCalendarFeeds, fetchPublicLinks, fetchPublicProject } from './publishing-fetchers';

export const publishingKeys = {
  all: ['publishing'] as const,
  calendarFeeds: (projectId: string) => [...publishingKeys.all, 'calendar-feeds', projectId] as const,
  publicLinks: (projectId: string) => [...publishingKeys.all, 'public-links', projectId] as const,
  publicProject: (secret: string) => [...publishingKeys.all, 'public-project', secret] as const,
};

export const calendarFeedsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: publishingKeys.calendarFeeds(projectId), queryFn: ({ signal }) => fetchCalendarFeeds(projectId, signal) });

export const publicLinksQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: publishingKeys.publicLinks(projectId), queryFn: ({ signal }) => fetchPublicLinks(projectId, signal) });

/**
 * The project behind a public link. Read again whenever the page shows a view again or regains
 * focus, so a revoked or expired link says so on the next request (410).
 */
export const publicProjectQueryOptions = (secret: string) =>
  queryOptions({
    queryKey: publishingKeys.publicProject(secret),
    queryFn: ({ signal }) => fetchPublicProject(secret, signal),
    staleTime: 0,
    retry: false,
  });
