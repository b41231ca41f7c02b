import {
  API_TOKEN_DEFAULT_EXPIRY_DAYS,
  API_TOKEN_PREFIX,
  type AccountSession,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import type { Db } from '../../db/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { hashSecret, newId, newSecret } from '../../lib/ids.js';
import * as queries from './account.queries.js';

/*
 * The Account screen (issue 7, item 4). Everything here acts on the caller's own rows only; another
 * user's session or token id reads as 404, so ids cannot be probed.
 *
 * Managing sessions and tokens needs a browser session: an API token cannot list, mint or revoke
 * credentials. A leaked token then cannot entrench itself (mint a successor) or lock the owner out
 * (sign out everywhere); the owner revokes it from the browser.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function requireBrowserSession(user: AuthUser): void {
  if (user.via.kind !== 'session') {
    throw forbidden('Sessions and API tokens can only be managed from a signed-in browser, not with an API token');
  }
}

export async function listSessions(options: { db: Db; user: AuthUser }): Promise<AccountSession[]> {
  const { db, user } = options;
  requireBrowserSession(user);
  const rows = await queries.listSessions(db, user.id);
  return rows.map((row) => ({ ...row, isCurrent: row.id === user.via.id }));
}

/** Ends one of the caller's sessions; says whether it was the session of this very request. */
export async function revokeSession(options: {
  db: Db;
  user: AuthUser;
  sessionId: string;
}): Promise<{ id: string; wasCurrent: boolean }> {
  const { db, user, sessionId } = options;
  requireBrowserSession(user);
  const deleted = await queries.deleteSession(db, user.id, sessionId);
  if (deleted === 0) throw notFound('Session not found');
  return { id: sessionId, wasCurrent: sessionId === user.via.id };
}

/** "Sign out everywhere": every session of the caller, this one included. API tokens stay. */
export async function revokeAllSessions(options: { db: Db; user: AuthUser }): Promise<{ revoked: number }> {
  const { db, user } = options;
  requireBrowserSession(user);
  const revoked = await queries.countSessions(db, user.id);
  await revokeUserSessions(db, user.id);
  return { revoked };
}

export async function listApiTokens(options: { db: Db; user: AuthUser }): Promise<ApiToken[]> {
  requireBrowserSession(options.user);
  const rows = await queries.listApiTokens(options.db, options.user.id);
  return rows.map((row) => ({ ...row, scope: row.scope as ApiTokenScope }));
}

export async function createApiToken(options: {
  db: Db;
  user: AuthUser;
  name: string;
  scope: ApiTokenScope;
  expiresInDays?: number | undefined;
  expiresAt?: string | undefined;
}): Promise<CreatedApiToken> {
  const { db, user, name, scope } = options;
  requireBrowserSession(user);
  const now = Date.now();
  // Every token expires (docs/decisions.md D21); the schema keeps both forms within 365 days.
  const expiresAt =
    options.expiresAt !== undefined
      ? new Date(options.expiresAt).toISOString()
      : new Date(now + (options.expiresInDays ?? API_TOKEN_DEFAULT_EXPIRY_DAYS) * DAY_MS).toISOString();
  const token = `${API_TOKEN_PREFIX}${newSecret()}`;
  const row = {
    id: newId(),
    userId: user.id,
    name,
    // The Bearer check hashes the whole header value, prefix included.
    tokenHash: hashSecret(token),
    createdAt: new Date(now).toISOString(),
    expiresAt,
    scope,
  };
  await queries.insertApiToken(db, row);
  return { id: row.id, name: row.name, createdAt: row.createdAt, expiresAt: row.expiresAt, scope, token };
}

/** Deleting the row is the revocation: the next Bearer call finds no hash and gets 401. */
export async function revokeApiToken(options: { db: Db; user: AuthUser; tokenId: string }): Promise<{ id: string }> {
  const { db, user, tokenId } = options;
  requireBrowserSession(user);
  const deleted = await queries.deleteApiToken(db, user.id, tokenId);
  if (deleted === 0) throw notFound('API token not found');
  return { id: tokenId };
}

/** Whether the request's credential may change anything: sessions may, API tokens by their scope. */
export async function canCredentialWrite(options: { db: Db; user: AuthUser }): Promise<boolean> {
  const { db, user } = options;
  if (user.via.kind !== 'api_token') return true;
  return (await queries.findApiTokenScope(db, user.via.id)) === 'read_write';
}
