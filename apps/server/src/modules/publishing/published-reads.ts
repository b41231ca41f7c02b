import { createHash } from 'node:crypto';
import {
  eventDays,
  PLANNING_MESSAGES,
  PUBLISHING_MESSAGES,
  type ObjectiveMap,
  type ProjectDetail,
  type PublicProject,
  withoutPeople,
} from '@plotline/shared';
import { toAuthUser } from '../../auth/auth.service.js';
import type { AuthUser } from '../../auth/context.js';
import type { Db } from '../../db/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { hashSecret } from '../../lib/ids.js';
import { getObjectiveMap } from '../objectives/objectives.service.js';
import { isAllowed, requireProjectAccess } from '../projects/project-access.js';
import type { ProjectDetailCache } from '../projects/project-detail-cache.js';
import { getProjectDetail } from '../projects/projects.service.js';
import { writeCalendar, type IcsEvent } from './ics.js';
import * as queries from './publishing.queries.js';

/*
 * What a feed or a public link shows to someone who never signs in (docs/decisions.md D42). Both act
 * for the person who made them and are worth no more than that person's rights *now*, checked on
 * every request like a session: a feed serves what its maker may read (404 once they cannot), a
 * link what its maker may administer (410 once they cannot, it was revoked or it expired).
 */

const MINUTE_MS = 60_000;

/** The maker of a feed or link as a caller, or null when their account (or organization) no longer acts. */
async function findPublisher(db: Db, userId: string, viaId: string): Promise<AuthUser | null> {
  const row = await queries.findPublisher(db, userId);
  if (!row || row.status !== 'active' || row.organizationStatus === 'suspended') return null;
  return toAuthUser(row, { kind: 'published', id: viaId });
}

/** The project as its maker would read it (project-detail-cache.ts; access checked by getProjectDetail). */
async function readDetail(db: Db, user: AuthUser, projectId: string, cache: ProjectDetailCache): Promise<ProjectDetail> {
  const detail = await getProjectDetail({ db, user, projectId, cache });
  const { bytes } = await detail.body(null);
  return (JSON.parse(bytes.toString('utf8')) as { data: ProjectDetail }).data;
}

export interface CalendarText {
  text: string;
  /** A strong tag of the bytes: the feed is deterministic (ics.ts). */
  etag: string;
}

function toIcsEvents(project: ProjectDetail, objectives: ObjectiveMap): IcsEvent[] {
  return project.timelines.flatMap((timeline) =>
    timeline.events.map((event) => {
      const days = eventDays(event);
      return {
        uid: `${event.id}@plotline`,
        start: days.start,
        end: days.end ?? days.start,
        summary: event.title,
        description: event.description,
        category: objectives[event.objective]?.name ?? event.objective,
        lastModified: event.updatedAt,
        sequence: Math.max(0, event.version - 1),
      };
    }),
  );
}

/** `GET /ics/{secret}.ics`: 404 for an unknown secret, a revoked feed, or a maker who lost access. */
export async function readCalendarFeed(options: { db: Db; secret: string; cache: ProjectDetailCache }): Promise<CalendarText> {
  const { db, cache } = options;
  const feed = await queries.findCalendarFeedByHash(db, hashSecret(options.secret));
  const user = feed ? await findPublisher(db, feed.userId, feed.id) : null;
  if (!feed || !user) throw notFound(PUBLISHING_MESSAGES.feedNotFound);
  const project = await readDetail(db, user, feed.projectId, cache).catch((error: unknown) => {
    // No read access any more reads as a feed that does not exist.
    throw error instanceof AppError && error.statusCode === 404 ? notFound(PUBLISHING_MESSAGES.feedNotFound) : error;
  });
  const now = Date.now();
  // Calendar apps poll; note the use at most once a minute.
  if (!feed.lastUsedAt || now - Date.parse(feed.lastUsedAt) > MINUTE_MS) {
    await queries.touchCalendarFeed(db, feed.id, new Date(now).toISOString());
  }
  const text = writeCalendar({ name: project.name, events: toIcsEvents(project, await getObjectiveMap({ db })) });
  return { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` };
}

const gone = () => new AppError('GONE', PUBLISHING_MESSAGES.linkGone);

/**
 * The link's state and the caller it acts for: unknown secrets are 404, revoked or expired links
 * (or a maker who can no longer administer the project) 410.
 */
async function resolvePublicLink(db: Db, secret: string): Promise<{ user: AuthUser; projectId: string; expiresAt: string }> {
  const link = await queries.findPublicLinkByHash(db, hashSecret(secret));
  if (!link) throw notFound(PUBLISHING_MESSAGES.linkUnknown);
  if (link.revokedAt || Date.parse(link.expiresAt) <= Date.now() || !link.createdBy) throw gone();
  const user = await findPublisher(db, link.createdBy, link.id);
  if (!user) throw gone();
  try {
    const { access } = await requireProjectAccess({ db, user, projectId: link.projectId, action: 'read' });
    if (!isAllowed(access, 'admin')) throw gone();
  } catch (error) {
    throw error instanceof AppError && error.statusCode === 404 ? gone() : error;
  }
  return { user, projectId: link.projectId, expiresAt: link.expiresAt };
}

/** Whether `/p/{secret}` may open: 'ok', 'gone' (410) or 'unknown' (404). */
export async function publicLinkState(db: Db, secret: string): Promise<'ok' | 'gone' | 'unknown'> {
  try {
    await resolvePublicLink(db, secret);
    return 'ok';
  } catch (error) {
    if (error instanceof AppError && error.code === 'GONE') return 'gone';
    if (error instanceof AppError && error.code === 'NOT_FOUND') return 'unknown';
    throw error;
  }
}

/** `GET /api/v1/public/{secret}`: the project without any of its people (publicProjectSchema). */
export async function readPublicProject(options: { db: Db; secret: string; cache: ProjectDetailCache }): Promise<PublicProject> {
  const { db } = options;
  const { user, projectId, expiresAt } = await resolvePublicLink(db, options.secret);
  const detail = await readDetail(db, user, projectId, options.cache).catch((error: unknown) => {
    throw error instanceof AppError && error.statusCode === 404 ? notFound(PLANNING_MESSAGES.projectNotFound) : error;
  });
  return { ...withoutPeople(detail), expiresAt, objectives: await getObjectiveMap({ db }) };
}
