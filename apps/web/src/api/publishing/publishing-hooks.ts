import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CreatePublicLinkBody } from '@plotline/shared';
import { createCalendarFeed, createPublicLink, revokeCalendarFeed, revokePublicLink } from './publishing-fetchers';
import { calendarFeedsQueryOptions, publicLinksQueryOptions, publishingKeys } from './publishing-queries';

export function useCalendarFeedsQuery(projectId: string | null) {
  return useQuery({ ...calendarFeedsQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });
}

export function usePublicLinksQuery(projectId: string | null) {
  return useQuery({ ...publicLinksQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });
}

/**
 * A change to one of the lists: the list is read again once the server has it. A read already on its
 * way may have been answered before the change (the dialog reads its list and makes a feed at once):
 * it is cancelled first, since a list without data would otherwise take that read as the new one.
 */
function useListChange<TVars, TResult>(listKey: QueryKey, mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: listKey });
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

export const useCreateCalendarFeed = (projectId: string) =>
  useListChange(publishingKeys.calendarFeeds(projectId), () => createCalendarFeed(projectId));

export const useRevokeCalendarFeed = (projectId: string) =>
  useListChange(publishingKeys.calendarFeeds(projectId), (feedId: string) => revokeCalendarFeed(projectId, feedId));

export const useCreatePublicLink = (projectId: string) =>
  useListChange(publishingKeys.publicLinks(projectId), (body: CreatePublicLinkBody) => createPublicLink(projectId, body));

export const useRevokePublicLink = (projectId: string) =>
  useListChange(publishingKeys.publicLinks(projectId), (linkId: string) => revokePublicLink(projectId, linkId));

/** The caller's feeds of a project with their create and revoke changes. */
export const useCalendarFeeds = (projectId: string) => ({
  list: useCalendarFeedsQuery(projectId),
  create: useCreateCalendarFeed(projectId),
  revoke: useRevokeCalendarFeed(projectId),
});

/** The project's public links with their create and revoke changes. */
export const usePublicLinks = (projectId: string) => ({ list: usePublicLinksQuery(projectId), create: useCreatePublicLink(projectId), revoke: useRevokePublicLink(projectId) });
