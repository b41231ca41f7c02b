import { useQuery } from '@tanstack/react-query';
import type { CreatePublicLinkBody } from '@plotline/shared';
import { useListChange } from '../list-change';
import { createCalendarFeed, createPublicLink, revokeCalendarFeed, revokePublicLink } from './publishing-fetchers';
import { calendarFeedsQueryOptions, publicLinksQueryOptions, publishingKeys } from './publishing-queries';

export function useCalendarFeedsQuery(projectId: string | null) {
  return useQuery({ ...calendarFeedsQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });
}

export function usePublicLinksQuery(projectId: string | null) {
  return useQuery({ ...publicLinksQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });
}

export const useCreateCalendarFeed = (projectId: string) =>
  useListChange([publishingKeys.calendarFeeds(projectId)], () => createCalendarFeed(projectId));

export const useRevokeCalendarFeed = (projectId: string) =>
  useListChange([publishingKeys.calendarFeeds(projectId)], (feedId: string) => revokeCalendarFeed(projectId, feedId));

export const useCreatePublicLink = (projectId: string) =>
  useListChange([publishingKeys.publicLinks(projectId)], (body: CreatePublicLinkBody) => createPublicLink(projectId, body));

export const useRevokePublicLink = (projectId: string) =>
  useListChange([publishingKeys.publicLinks(projectId)], (linkId: string) => revokePublicLink(projectId, linkId));

/** The caller's feeds of a project with their create and revoke changes. */
export const useCalendarFeeds = (projectId: string) => ({
  list: useCalendarFeedsQuery(projectId),
  create: useCreateCalendarFeed(projectId),
  revoke: useRevokeCalendarFeed(projectId),
});

/** The project's public links with their create and revoke changes. */
export const usePublicLinks = (projectId: string) => ({ list: usePublicLinksQuery(projectId), create: useCreatePublicLink(projectId), revoke: useRevokePublicLink(projectId) });
