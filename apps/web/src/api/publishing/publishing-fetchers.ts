import {
  calendarFeedSchema,
  createdCalendarFeedSchema,
  createdPublicLinkSchema,
  publicLinkSchema,
  publicProjectSchema,
  revokedPublishedItemSchema,
  type CreatePublicLinkBody,
} from '@plotline/shared';
import { api } from '@/lib/api-client';

/* Calendar feeds and public links (docs/api.md, "Calendar feeds and public links"). */

const projectPath = (projectId: string, rest: string) => `/api/v1/projects/${encodeURIComponent(projectId)}/${rest}`;

export function fetchCalendarFeeds(projectId: string, signal?: AbortSignal) {
  return api.get(projectPath(projectId, 'calendar-feeds'), { schema: calendarFeedSchema.array(), signal });
}

export function createCalendarFeed(projectId: string) {
  return api.post(projectPath(projectId, 'calendar-feeds'), undefined, { schema: createdCalendarFeedSchema });
}

export function revokeCalendarFeed(projectId: string, feedId: string) {
  return api.delete(projectPath(projectId, `calendar-feeds/${encodeURIComponent(feedId)}`), { schema: revokedPublishedItemSchema });
}

export function fetchPublicLinks(projectId: string, signal?: AbortSignal) {
  return api.get(projectPath(projectId, 'public-links'), { schema: publicLinkSchema.array(), signal });
}

export function createPublicLink(projectId: string, body: CreatePublicLinkBody) {
  return api.post(projectPath(projectId, 'public-links'), body, { schema: createdPublicLinkSchema });
}

export function revokePublicLink(projectId: string, linkId: string) {
  return api.delete(projectPath(projectId, `public-links/${encodeURIComponent(linkId)}`), { schema: revokedPublishedItemSchema });
}

/** What a public link shows; no session is involved, so a 401 or 410 never ends one. */
export function fetchPublicProject(secret: string, signal?: AbortSignal) {
  return api.get(`/api/v1/public/${encodeURIComponent(secret)}`, { schema: publicProjectSchema, signal, skipSessionHandling: true });
}
