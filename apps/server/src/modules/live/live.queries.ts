import type { Db } from '../../db/index.js';

/* SQL of live updates: the project revision and the stream's access re-check. */

/** Moves the project's revision by one (taking its row lock until commit); undefined when the project is gone. */
export async function bumpRevision(db: Db, projectId: string): Promise<number | undefined> {
  const row = await db
    .updateTable('projects')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', projectId)
    .returning('revision')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.revision);
}

export const findUser = (db: Db, userId: string) =>
  db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();

/** The session row when it still exists and has not expired (read only: an open stream is not activity). */
export const findLiveSession = (db: Db, sessionId: string, now: string) =>
  db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('idleExpiresAt', '>', now)
    .where('absoluteExpiresAt', '>', now)
    .executeTakeFirst();

export const findLiveApiToken = (db: Db, tokenId: string, now: string) =>
  db
    .selectFrom('apiTokens')
    .select('id')
    .where('id', '=', tokenId)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
    .executeTakeFirst();
