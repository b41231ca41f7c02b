import type { Db } from '../../db/index.js';

/* SQL of calendar feeds and public links (docs/decisions.md D42). Secrets are looked up by hash only. */

export async function insertCalendarFeed(
  db: Db,
  feed: { id: string; projectId: string; userId: string; secretHash: string; createdAt: string },
): Promise<void> {
  await db.insertInto('calendarFeeds').values({ ...feed, lastUsedAt: null }).execute();
}

export const listCalendarFeeds = (db: Db, projectId: string, userId: string) =>
  db
    .selectFrom('calendarFeeds')
    .select(['id', 'projectId', 'createdAt', 'lastUsedAt'])
    .where('projectId', '=', projectId)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Deletes one feed of the user on the project; the number of rows deleted. */
export async function deleteCalendarFeed(db: Db, ids: { feedId: string; projectId: string; userId: string }): Promise<number> {
  const result = await db
    .deleteFrom('calendarFeeds')
    .where('id', '=', ids.feedId)
    .where('projectId', '=', ids.projectId)
    .where('userId', '=', ids.userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const findCalendarFeedByHash = (db: Db, secretHash: string) =>
  db.selectFrom('calendarFeeds').select(['id', 'projectId', 'userId', 'lastUsedAt']).where('secretHash', '=', secretHash).executeTakeFirst();

export async function touchCalendarFeed(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('calendarFeeds').set({ lastUsedAt: at }).where('id', '=', id).execute();
}

export async function insertPublicLink(
  db: Db,
  link: { id: string; projectId: string; createdBy: string; secretHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db.insertInto('publicLinks').values({ ...link, revokedAt: null }).execute();
}

/** The project's links that were not revoked (expired ones included, so they can be tidied away). */
export const listPublicLinks = (db: Db, projectId: string) =>
  db
    .selectFrom('publicLinks')
    .select(['id', 'projectId', 'createdAt', 'expiresAt'])
    .where('projectId', '=', projectId)
    .where('revokedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Marks one live link of the project revoked; the number of rows changed. */
export async function revokePublicLink(db: Db, ids: { linkId: string; projectId: string }, at: string): Promise<number> {
  const result = await db
    .updateTable('publicLinks')
    .set({ revokedAt: at })
    .where('id', '=', ids.linkId)
    .where('projectId', '=', ids.projectId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const findPublicLinkByHash = (db: Db, secretHash: string) =>
  db
    .selectFrom('publicLinks')
    .select(['id', 'projectId', 'createdBy', 'expiresAt', 'revokedAt'])
    .where('secretHash', '=', secretHash)
    .executeTakeFirst();

/** The person a feed or link acts for, with their organization's status (a suspended one suspends them). */
export const findPublisher = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .leftJoin('organizations', 'organizations.id', 'users.organizationId')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.role',
      'users.sysRole',
      'users.status',
      'users.organizationId',
      'users.organizationRole',
      'organizations.status as organizationStatus',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
