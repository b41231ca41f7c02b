import type { ApiTokenScope } from '@plotline/shared';
import type { Db } from '../../db/index.js';

/* SQL of the Account screen: the caller's own sessions and API tokens. Every statement is scoped by userId. */

export const listSessions = (db: Db, userId: string) =>
  db
    .selectFrom('sessions')
    .select(['id', 'createdAt', 'lastSeenAt', 'userAgent', 'ipAddress'])
    .where('userId', '=', userId)
    .orderBy('lastSeenAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Deletes one session of the user; the number of rows deleted (0 when it is not theirs or gone). */
export async function deleteSession(db: Db, userId: string, sessionId: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countSessions(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const listApiTokens = (db: Db, userId: string) =>
  db
    .selectFrom('apiTokens')
    .select(['id', 'name', 'createdAt', 'lastUsedAt', 'expiresAt', 'scope'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

export async function insertApiToken(
  db: Db,
  token: {
    id: string;
    userId: string;
    name: string;
    tokenHash: string;
    createdAt: string;
    expiresAt: string;
    scope: ApiTokenScope;
  },
): Promise<void> {
  await db
    .insertInto('apiTokens')
    .values({ ...token, lastUsedAt: null })
    .execute();
}

export async function deleteApiToken(db: Db, userId: string, tokenId: string): Promise<number> {
  const result = await db
    .deleteFrom('apiTokens')
    .where('id', '=', tokenId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The scope of the token that authenticated a request (token-scope.ts); undefined once it is revoked. */
export async function findApiTokenScope(db: Db, tokenId: string): Promise<string | undefined> {
  const row = await db.selectFrom('apiTokens').select('scope').where('id', '=', tokenId).executeTakeFirst();
  return row?.scope;
}
