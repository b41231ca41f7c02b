import { z } from 'zod';
import { idSchema } from './common.js';
import { objectiveMapSchema, projectDetailSchema, type ProjectDetail } from './planning.js';

/*
 * Plans that leave the app (issue 19, docs/decisions.md D42): per-user calendar feeds (ICS) and
 * read-only public links. A secret is in the create answer's `url` only; the server keeps its hash.
 */

export const PUBLIC_LINK_MAX_DAYS = 365;
export const PUBLIC_LINK_DEFAULT_DAYS = 30;

/** Exact texts the server and the web show. */
export const PUBLISHING_MESSAGES = {
  feedNotFound: 'Calendar feed not found',
  linkNotFound: 'Public link not found',
  /** A public link that was revoked or has expired (410). */
  linkGone: 'This read-only link has expired or was revoked. Ask the person who shared it for a new one.',
  /** A link nobody ever made (or mistyped). */
  linkUnknown: 'This read-only link does not exist. Check that you copied all of it.',
  needAdminLinks: 'Only the project owner or an admin can manage public links.',
  copyOnce: "Copy this link now. You won't be able to see it again.",
  readOnlyBanner: (project: string) => `Read-only view of ${project}`,
} as const;

export const calendarFeedParamsSchema = z.object({ id: idSchema, feedId: idSchema });
export const publicLinkParamsSchema = z.object({ id: idSchema, linkId: idSchema });

/** A secret as it appears in a URL: base64url, nothing else reaches a query. */
export const publishedSecretParamsSchema = z.object({
  secret: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be the secret from the link'),
});

/** A feed as its owner lists it: never the secret. */
export const calendarFeedSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The one answer that carries the feed's secret, inside `url`. */
export const createdCalendarFeedSchema = z.object({ id: z.string(), url: z.string(), createdAt: z.string() });
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;

export const publicLinkSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PublicLink = z.infer<typeof publicLinkSchema>;

/** The one answer that carries the link's secret, inside `url`. */
export const createdPublicLinkSchema = z.object({ id: z.string(), url: z.string(), expiresAt: z.string() });
export type CreatedPublicLink = z.infer<typeof createdPublicLinkSchema>;

export const createPublicLinkBodySchema = z.strictObject(
  {
    expiresInDays: z
      .number({
        error: (issue) =>
          issue.input === undefined ? `is required (1 to ${PUBLIC_LINK_MAX_DAYS} days)` : 'must be a whole number of days',
      })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1')
      .max(PUBLIC_LINK_MAX_DAYS, `must be at most ${PUBLIC_LINK_MAX_DAYS}`),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}` : undefined,
  },
);
export type CreatePublicLinkBody = z.input<typeof createPublicLinkBodySchema>;

export const revokedPublishedItemSchema = z.object({ id: z.string() });

/**
 * What a public link shows: the project with its timelines and events, and none of the people
 * (no owner id or name, no access levels). Objectives come along, since the caller cannot ask.
 */
const PEOPLE_FIELDS = {
  ownerId: true,
  ownerName: true,
  isOwner: true,
  isShared: true,
  userAccessLevel: true,
  effectiveLevel: true,
  limitedBy: true,
} as const;
type PeopleField = keyof typeof PEOPLE_FIELDS;

export const publicProjectSchema = projectDetailSchema
  .omit(PEOPLE_FIELDS)
  .extend({ expiresAt: z.string(), objectives: objectiveMapSchema });
export type PublicProject = z.infer<typeof publicProjectSchema>;

/** The project detail without the people fields a public link never shows (the one list, PEOPLE_FIELDS). */
export function withoutPeople(detail: ProjectDetail): Omit<ProjectDetail, PeopleField> {
  const project: Partial<ProjectDetail> = { ...detail };
  for (const field of Object.keys(PEOPLE_FIELDS) as PeopleField[]) delete project[field];
  return project as Omit<ProjectDetail, PeopleField>;
}
