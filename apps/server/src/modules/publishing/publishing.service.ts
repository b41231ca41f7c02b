import {
  PUBLISHING_MESSAGES,
  type CalendarFeed,
  type CreatedCalendarFeed,
  type CreatedPublicLink,
  type PublicLink,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import { nowIso, type Db } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { hashSecret, newId, newSecret } from '../../lib/ids.js';
import { requireProjectAccess } from '../projects/project-access.js';
import * as queries from './publishing.queries.js';

/*
 * Managing calendar feeds and public links (docs/decisions.md D42). A feed is the caller's own: it
 * needs read access to make and is listed and revoked by its maker only. Public links are the
 * project's: its owner and admins make, list and revoke them. The secret is returned once, inside
 * the URL; only its SHA-256 hash is stored.
 */

interface ProjectOptions {
  db: Db;
  user: AuthUser;
  projectId: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `{PUBLIC_URL}/ics/{secret}.ics` */
export const feedUrl = (publicUrl: string, secret: string): string => `${publicUrl}/ics/${secret}.ics`;
/** `{PUBLIC_URL}/p/{secret}` */
export const publicLinkUrl = (publicUrl: string, secret: string): string => `${publicUrl}/p/${secret}`;

export async function createCalendarFeed(options: ProjectOptions & { publicUrl: string }): Promise<CreatedCalendarFeed> {
  const { db, user, projectId } = options;
  await requireProjectAccess({ db, user, projectId, action: 'read' });
  const secret = newSecret();
  const feed = { id: newId(), projectId, userId: user.id, secretHash: hashSecret(secret), createdAt: nowIso() };
  await queries.insertCalendarFeed(db, feed);
  return { id: feed.id, url: feedUrl(options.publicUrl, secret), createdAt: feed.createdAt };
}

export async function listCalendarFeeds({ db, user, projectId }: ProjectOptions): Promise<CalendarFeed[]> {
  await requireProjectAccess({ db, user, projectId, action: 'read' });
  return queries.listCalendarFeeds(db, projectId, user.id);
}

/** Revokes at once: the row goes, so the next fetch of the address is a 404. Anyone else's feed is a 404 too. */
export async function revokeCalendarFeed({ db, user, projectId, feedId }: ProjectOptions & { feedId: string }): Promise<{ id: string }> {
  const deleted = await queries.deleteCalendarFeed(db, { feedId, projectId, userId: user.id });
  if (deleted === 0) throw notFound(PUBLISHING_MESSAGES.feedNotFound);
  return { id: feedId };
}

const requireLinkAdmin = ({ db, user, projectId }: ProjectOptions) =>
  requireProjectAccess({ db, user, projectId, action: 'admin', message: PUBLISHING_MESSAGES.needAdminLinks });

export async function createPublicLink(
  options: ProjectOptions & { publicUrl: string; expiresInDays: number },
): Promise<CreatedPublicLink> {
  const { db, user, projectId } = options;
  await requireLinkAdmin(options);
  const secret = newSecret();
  const now = Date.now();
  const link = {
    id: newId(),
    projectId,
    createdBy: user.id,
    secretHash: hashSecret(secret),
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + options.expiresInDays * DAY_MS).toISOString(),
  };
  await queries.insertPublicLink(db, link);
  return { id: link.id, url: publicLinkUrl(options.publicUrl, secret), expiresAt: link.expiresAt };
}

export async function listPublicLinks(options: ProjectOptions): Promise<PublicLink[]> {
  await requireLinkAdmin(options);
  return queries.listPublicLinks(options.db, options.projectId);
}

/** Revokes at once: the next request through the link is answered 410. */
export async function revokePublicLink(options: ProjectOptions & { linkId: string }): Promise<{ id: string }> {
  await requireLinkAdmin(options);
  const changed = await queries.revokePublicLink(options.db, { linkId: options.linkId, projectId: options.projectId }, nowIso());
  if (changed === 0) throw notFound(PUBLISHING_MESSAGES.linkNotFound);
  return { id: options.linkId };
}
