import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { hashSecret, newId, newSecret } from '../lib/ids.js';

/*
 * Browser sessions (docs/decisions.md D25.7): a random cookie value, stored only as its SHA-256,
 * with idle and absolute expiry. Revocation is a row delete, so it takes effect on the next request.
 */

export const SESSION_COOKIE = 'plotline_session';
/** Under HTTPS the cookie is `__Host-` prefixed (Secure, Path=/, no Domain). */
export const sessionCookieName = (config: Config): string =>
  config.isHttps ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

export const sessionCookieOptions = (config: Config, maxAgeSeconds: number) =>
  ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isHttps,
    maxAge: maxAgeSeconds,
  }) as const;

const MINUTE = 60_000;

export interface SessionMeta {
  userAgent?: string | undefined;
  ipAddress?: string | undefined;
}

/** Creates a session and returns the secret cookie value (never stored). */
export async function createSession(
  db: Db,
  config: Config,
  userId: string,
  meta: SessionMeta = {},
): Promise<{ id: string; token: string; maxAgeSeconds: number }> {
  const token = newSecret();
  const now = Date.now();
  const id = newId();
  const absoluteMs = config.session.absoluteDays * 24 * 60 * MINUTE;
  await db
    .insertInto('sessions')
    .values({
      id,
      userId,
      tokenHash: hashSecret(token),
      createdAt: new Date(now).toISOString(),
      lastSeenAt: new Date(now).toISOString(),
      idleExpiresAt: new Date(now + config.session.idleMinutes * MINUTE).toISOString(),
      absoluteExpiresAt: new Date(now + absoluteMs).toISOString(),
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
      ipAddress: meta.ipAddress?.slice(0, 64) ?? null,
    })
    .execute();
  return { id, token, maxAgeSeconds: Math.floor(absoluteMs / 1000) };
}

/** The live session for a cookie value, extending its idle expiry; null when unknown or expired. */
export async function resolveSession(db: Db, config: Config, token: string) {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('tokenHash', '=', hashSecret(token))
    .executeTakeFirst();
  if (!session) return null;
  const now = Date.now();
  if (Date.parse(session.idleExpiresAt) <= now || Date.parse(session.absoluteExpiresAt) <= now) {
    await db.deleteFrom('sessions').where('id', '=', session.id).execute();
    return null;
  }
  // Touch at most once a minute so reads do not turn into a write per request.
  if (now - Date.parse(session.lastSeenAt) > MINUTE) {
    await db
      .updateTable('sessions')
      .set({
        lastSeenAt: new Date(now).toISOString(),
        idleExpiresAt: new Date(now + config.session.idleMinutes * MINUTE).toISOString(),
      })
      .where('id', '=', session.id)
      .execute();
  }
  return session;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user: sign out everywhere, suspension, deletion. */
export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}
