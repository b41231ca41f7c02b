import {
  type CreatePublicLinkBody,
} from '@plotline/shared';
import { api } from '@/lib/api-client';
import { lazySchema } from '@/api/response-schemas';

const calendarFeedListParser = lazySchema((schemas) => schemas.calendarFeedSchema.array());
const createdCalendarFeedParser = lazySchema((schemas) => schemas.createdCalendarFeedSchema);
const revokedPublishedItemParser = lazySchema((schemas) => schemas.revokedPublishedItemSchema);
const publicLinkListParser = lazySchema((schemas) => schemas.publicLinkSchema.array());
const createdPublicLinkParser = lazySchema((schemas) => schemas.createdPublicLinkSchema);
const publicProjectParser = lazySchema((schemas) => schemas.publicProjectSchema);

/* Calendar feeds and public links (docs/api.md, "Calendar feeds and public links"). */

const projectPath = (projectId: string, rest: string) => `/api/v1/projects/${encodeURIComponent(projectId)}/${rest}`;

export function fetchCalendarFeeds(projectId: string, signal?: AbortSignal) {
  return api.get(projectPath(projectId, 'calendar-feeds'), { schema: calendarFeedListParser, signal });
}

export function createCalendarFeed(projectId: string) {
  return api.post(projectPath(projectId, 'calendar-feeds'), undefined, { schema: createdCalendarFeedParser });
}

export function revokeCalendarFeed(projectId: string, feedId: string) {
  return api.delete(projectPath(projectId, `calendar-feeds/${encodeURIComponent(feedId)}`), { schema: revokedPublishedItemParser });
}

export function fetchPublicLinks(projectId: string, signal?: AbortSignal) {
  return api.get(projectPath(projectId, 'public-links'), { schema: publicLinkListParser, signal });
}

export function createPublicLink(projectId: string, body: CreatePublicLinkBody) {
  return api.post(projectPath(projectId, 'public-links'), body, { schema: createdPublicLinkParser });
}

export function revokePublicLink(projectId: string, linkId: string) {
  return api.delete(projectPath(projectId, `public-links/${encodeURIComponent(linkId)}`), { schema: revokedPublishedItemParser });
}

/** What a public link shows; no session is involved, so a 401 or 410 never ends one. */
export function fetchPublicProject(secret: string, signal?: AbortSignal) {
  return api.get(`/api/v1/public/${encodeURIComponent(secret)}`, { schema: publicProjectParser, signal, skipSessionHandling: true });
}
