import { sql } from 'kysely';
import {
  BLOCKED_STATUSES,
  DEFAULT_PLATFORM_ROLE,
  DEFAULT_SYS_ROLE,
  REGISTRATION_MESSAGES,
  TEMP_TOKEN_TTL_MINUTES,
  type AuthUrlError,
  type CompleteRegistrationBody,
  type CompleteRegistrationResult,
  type CurrentUser,
  type OrganizationRole,
  type PendingRegistration,
  type PlatformRole,
  type SysRole,
  type UserStatus,
} from '@plotline/shared';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { nowIso } from '../db/index.js';
import type { UserRow } from '../db/schema.js';
import { badRequest, conflict, forbidden } from '../lib/errors.js';
import { hashSecret, newId, newSecret } from '../lib/ids.js';
import * as queries from './auth.queries.js';
import type { AuthUser } from './context.js';
import { isInSuspendedOrganization } from './organization-suspension.js';
import type { OidcClient, VerifiedIdentity } from './oidc-client.js';
import { createSession, resolveSession, revokeSession, revokeUserSessions, type SessionMeta } from './sessions.js';

const MINUTE = 60_000;
/** How long a started sign-in may take at the provider. */
export const AUTH_FLOW_TTL_MINUTES = 10;

/** Where the callback sends the browser. */
export const AUTH_REDIRECTS = {
  signedIn: '/',
  failed: '/?error=authentication_failed',
  emailUnverified: `/?error=${'email_unverified' satisfies AuthUrlError}`,
  pending: '/?error=user_status_pending',
  deactivated: '/?error=user_status_deactivated',
  register: (tempToken: string) => `/?show_registration_form=true&temp_token=${encodeURIComponent(tempToken)}`,
  registerInvited: (tempToken: string) =>
    `/?show_registration_form=true&invited=true&temp_token=${encodeURIComponent(tempToken)}`,
} as const;

export type NewSession = Awaited<ReturnType<typeof createSession>>;

export const isBlockedStatus = (status: string): boolean => BLOCKED_STATUSES.includes(status as UserStatus);

/** The signed-in user a request carries, from a user row (sessions, tokens and published reads alike). */
export type AuthUserRow = Pick<
  UserRow,
  'id' | 'email' | 'name' | 'role' | 'sysRole' | 'status' | 'organizationId' | 'organizationRole'
>;

export function toAuthUser(row: AuthUserRow, via: AuthUser['via']): AuthUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as PlatformRole,
    sysRole: row.sysRole as SysRole,
    status: row.status as UserStatus,
    organizationId: row.organizationId,
    organizationRole: row.organizationRole as OrganizationRole | null,
    via,
  };
}

/**
 * The caller of a request, from a Bearer API token or else the session cookie. Only active users
 * count; a session of anyone else is deleted on sight, so suspension ends sessions at once.
 * A request that carries an Authorization header is judged by it alone (`bearerToken` is then a
 * string, empty when malformed): a bad token is a 401 even next to a valid session cookie, so a
 * script's mistake never acts with a browser's rights (docs/decisions.md D22).
 */
export async function resolveRequestUser(options: {
  db: Db;
  config: Config;
  sessionToken: string | undefined;
  bearerToken: string | undefined;
}): Promise<AuthUser | null> {
  const { db, config, sessionToken, bearerToken } = options;
  if (bearerToken !== undefined) {
    if (!bearerToken) return null;
    const token = await queries.findApiTokenByHash(db, hashSecret(bearerToken));
    if (!token) return null;
    const now = Date.now();
    if (token.expiresAt && Date.parse(token.expiresAt) <= now) return null;
    const user = await queries.findUserById(db, token.userId);
    if (user?.status !== 'active' || (await isInSuspendedOrganization(db, user))) return null;
    // Record use at most once a minute so a busy script does not turn every read into a write.
    if (!token.lastUsedAt || now - Date.parse(token.lastUsedAt) > MINUTE) {
      await queries.touchApiToken(db, token.id, new Date(now).toISOString());
    }
    return toAuthUser(user, { kind: 'api_token', id: token.id });
  }
  if (sessionToken) {
    const session = await resolveSession(db, config, sessionToken);
    if (session) {
      const user = await queries.findUserById(db, session.userId);
      const isOrganizationSuspended = user ? await isInSuspendedOrganization(db, user) : false;
      if (user?.status === 'active' && !isOrganizationSuspended) return toAuthUser(user, { kind: 'session', id: session.id });
      if (user && (isBlockedStatus(user.status) || isOrganizationSuspended)) await revokeUserSessions(db, user.id);
      else await revokeSession(db, session.id);
    }
  }
  return null;
}

export async function getCurrentUser(options: { db: Db; user: AuthUser }): Promise<CurrentUser> {
  const row = await queries.findUserById(options.db, options.user.id);
  // The row was read moments ago by the request hook; a concurrent deletion reads as signed out.
  if (!row) throw badRequest('Your account no longer exists');
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    name: row.name,
    picture: row.picture,
    role: row.role as PlatformRole,
    sysRole: row.sysRole as SysRole,
    status: row.status as UserStatus,
    organizationId: row.organizationId,
    organizationRole: row.organizationRole as OrganizationRole | null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastLoginAt: row.lastLoginAt,
  };
}

/** Starts a sign-in: remembers the flow secrets server-side and returns where to send the browser. */
export async function startSignIn(options: { db: Db; oidc: OidcClient }): Promise<{ url: string; state: string }> {
  const { url, secrets } = await options.oidc.begin();
  const now = Date.now();
  await queries.deleteExpiredAuthFlows(options.db, new Date(now).toISOString());
  await queries.insertAuthFlow(options.db, {
    state: secrets.state,
    codeVerifier: secrets.codeVerifier,
    nonce: secrets.nonce,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + AUTH_FLOW_TTL_MINUTES * MINUTE).toISOString(),
  });
  return { url, state: secrets.state };
}

export interface SignInOutcome {
  redirectTo: string;
  /** Set when the browser is now signed in: the route sets the cookie. */
  session?: NewSession;
  /** Set when a registration starts: the route binds it to this browser with a cookie. */
  tempToken?: string;
}

type AccountMatch =
  | { user: UserRow | undefined; isLinkedElsewhere: false }
  | { user: undefined; isLinkedElsewhere: true; boundSubject: string };

/**
 * The account a verified identity signs into (docs/decisions.md D22): the one bound to its
 * (issuer, subject); else the one with its e-mail address, but only while no sign-in owns that
 * account yet (an invited or pre-created user). An account bound to another subject is never
 * taken over, whatever e-mail address the other subject's provider vouches for.
 */
async function matchAccount(db: Db, identity: VerifiedIdentity): Promise<AccountMatch> {
  const bySubject = await queries.findUserBySubject(db, identity.subject);
  if (bySubject) return { user: bySubject, isLinkedElsewhere: false };
  const byEmail = await queries.findUserByEmail(db, identity.email);
  if (byEmail?.oidcSubject) return { user: undefined, isLinkedElsewhere: true, boundSubject: byEmail.oidcSubject };
  return { user: byEmail, isLinkedElsewhere: false };
}

/**
 * Finishes a sign-in at the callback. Any doubt (state not bound to this browser, unknown or
 * reused state, provider error, bad token) ends in `authentication_failed`; the reason is logged.
 */
export async function finishSignIn(options: {
  db: Db;
  config: Config;
  oidc: OidcClient;
  callbackUrl: URL;
  stateCookie: string | undefined;
  meta: SessionMeta;
  log: { warn(obj: object, msg: string): void };
}): Promise<SignInOutcome> {
  const { db, config, oidc, callbackUrl, stateCookie, meta, log } = options;
  const state = callbackUrl.searchParams.get('state');
  if (!state || !stateCookie || state !== stateCookie) {
    log.warn({ hasState: Boolean(state), hasCookie: Boolean(stateCookie) }, 'sign-in callback not bound to this browser');
    return { redirectTo: AUTH_REDIRECTS.failed };
  }
  // Deleted as it is read: a replayed callback finds nothing.
  const flow = await queries.takeAuthFlow(db, state);
  if (!flow || Date.parse(flow.expiresAt) <= Date.now()) {
    log.warn({}, 'sign-in callback with an unknown, used or expired state');
    return { redirectTo: AUTH_REDIRECTS.failed };
  }
  let identity;
  try {
    identity = await oidc.finish(callbackUrl, { state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
  } catch (error) {
    log.warn({ err: error }, 'sign-in rejected by the identity provider or failed verification');
    return { redirectTo: AUTH_REDIRECTS.failed };
  }

  // An address the provider has not verified could be anyone's: it opens no account, links to
  // none and never counts for ADMIN_EMAILS (registration starts only past this point).
  if (!identity.isEmailVerified) {
    log.warn({ subject: identity.subject }, 'sign-in refused: the provider has not verified the e-mail address');
    return { redirectTo: AUTH_REDIRECTS.emailUnverified };
  }
  const match = await matchAccount(db, identity);
  if (match.isLinkedElsewhere) {
    // The bound subject tells an operator who changed providers why (docs/operations.md).
    log.warn(
      { subject: identity.subject, boundSubject: match.boundSubject },
      'sign-in refused: the e-mail address belongs to an account of another subject',
    );
    return { redirectTo: AUTH_REDIRECTS.failed };
  }
  const { user } = match;
  if (user && (await isInSuspendedOrganization(db, user))) return { redirectTo: AUTH_REDIRECTS.deactivated };
  if (user?.status === 'active') {
    const now = nowIso();
    const isBound = await queries.bindSubject(db, user.id, identity.subject, {
      lastLoginAt: now,
      updatedAt: now,
      ...(identity.picture ? { picture: identity.picture } : {}),
    });
    if (!isBound) {
      // Another subject linked this account between our read and this write.
      log.warn({ subject: identity.subject }, 'sign-in refused: the account was linked to another subject meanwhile');
      return { redirectTo: AUTH_REDIRECTS.failed };
    }
    // A fresh session at every sign-in: a planted or leaked earlier cookie gains nothing.
    const session = await createSession(db, config, user.id, meta);
    return { redirectTo: AUTH_REDIRECTS.signedIn, session };
  }
  if (user?.status === 'pending') return { redirectTo: AUTH_REDIRECTS.pending };
  if (user && isBlockedStatus(user.status)) return { redirectTo: AUTH_REDIRECTS.deactivated };
  if (user && user.status !== 'invited') return { redirectTo: AUTH_REDIRECTS.failed };

  const isInvited = user?.status === 'invited';
  const tempToken = newSecret();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await queries.deleteStalePendingRegistrations(trx, identity.email, new Date(now).toISOString());
    await queries.insertPendingRegistration(trx, {
      id: newId(),
      tokenHash: hashSecret(tempToken),
      email: identity.email,
      name: identity.name,
      picture: identity.picture,
      oidcSubject: identity.subject,
      isInvited: isInvited ? 1 : 0,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + TEMP_TOKEN_TTL_MINUTES * MINUTE).toISOString(),
    });
  });
  return {
    redirectTo: isInvited ? AUTH_REDIRECTS.registerInvited(tempToken) : AUTH_REDIRECTS.register(tempToken),
    tempToken,
  };
}

/**
 * A temp token counts only in the browser whose sign-in created it: the callback put the same
 * token into an HttpOnly cookie (auth.routes.ts). A link carrying someone else's temp token thus
 * cannot sign a victim into the sender's new account (docs/decisions.md D22).
 */
function assertBoundToBrowser(tempToken: string | undefined, browserToken: string | undefined): void {
  if (!tempToken) return;
  if (!browserToken || hashSecret(browserToken) !== hashSecret(tempToken)) throw forbidden(REGISTRATION_MESSAGES.tokenMissing);
}

async function findLivePendingRegistration(db: Db, tempToken: string | undefined) {
  if (!tempToken) return undefined;
  const pending = await queries.findPendingRegistration(db, hashSecret(tempToken));
  return pending && Date.parse(pending.expiresAt) > Date.now() ? pending : undefined;
}

export async function getPendingRegistration(options: {
  db: Db;
  tempToken: string | undefined;
  /** The registration cookie of the asking browser. */
  browserToken: string | undefined;
}): Promise<PendingRegistration> {
  assertBoundToBrowser(options.tempToken, options.browserToken);
  const pending = await findLivePendingRegistration(options.db, options.tempToken);
  if (!pending || !options.tempToken) throw badRequest(REGISTRATION_MESSAGES.tokenMissing);
  return {
    email: pending.email,
    name: pending.name,
    isInvited: pending.isInvited === 1,
    tempToken: options.tempToken,
  };
}

export async function clearPendingRegistration(options: { db: Db; tempToken: string }): Promise<void> {
  await queries.deletePendingRegistration(options.db, hashSecret(options.tempToken));
}

/** Arbitrary constant naming the PostgreSQL advisory lock that serializes registrations. */
const REGISTRATION_LOCK_KEY = 7_310_001;

/**
 * Completes a registration in one transaction: the temp token is consumed, and the account is
 * activated (invitation), created as an active SysAdmin (empty installation or ADMIN_EMAILS), or
 * created pending approval (the Closed Alpha waiting list).
 */
export async function completeRegistration(options: {
  db: Db;
  config: Config;
  body: CompleteRegistrationBody;
  /** The registration cookie of the asking browser. */
  browserToken: string | undefined;
  meta: SessionMeta;
}): Promise<{ result: CompleteRegistrationResult; session?: NewSession }> {
  const { db, config, body, meta } = options;
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  if (!firstName || !lastName) throw badRequest(REGISTRATION_MESSAGES.namesRequired);
  assertBoundToBrowser(body.tempToken, options.browserToken);

  return db.transaction().execute(async (trx) => {
    // "Is this the first user?" must be answered by one registration at a time, or two people
    // registering at once on an empty installation could both become SysAdmin. SQLite needs
    // nothing more: Kysely runs a SQLite transaction on its single connection, serialized with
    // every other statement. PostgreSQL's READ COMMITTED would let both transactions count zero,
    // so they first take a transaction-scoped advisory lock; the second one waits, and its count
    // (a fresh snapshot taken after the lock) sees the first one's committed user. Only
    // registration can create the first user (invitations need an admin), so serializing
    // registrations is enough; it does not block other writes to users.
    if (config.database.kind === 'postgres') {
      await sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK_KEY})`.execute(trx);
    }
    const pending = await queries.takePendingRegistration(trx, hashSecret(body.tempToken));
    if (!pending || Date.parse(pending.expiresAt) <= Date.now()) throw badRequest(REGISTRATION_MESSAGES.tokenMissing);

    const now = nowIso();
    const name = `${firstName} ${lastName}`;
    const existing = await queries.findUserByEmail(trx, pending.email);
    if (existing) {
      // The account changed since the sign-in (activated, blocked, approved): signing in again
      // sends the person wherever their account now stands.
      if (existing.status !== 'invited' || pending.isInvited !== 1) throw badRequest(REGISTRATION_MESSAGES.tokenMissing);
      const isBound = await queries.bindSubject(trx, existing.id, pending.oidcSubject, {
        firstName,
        lastName,
        name,
        status: 'active',
        picture: pending.picture ?? existing.picture,
        lastLoginAt: now,
        updatedAt: now,
      });
      // Another subject finished this invitation first: never re-bind it (docs/decisions.md D22).
      if (!isBound) throw conflict('This invitation was accepted through another sign-in');
      const session = await createSession(trx, config, existing.id, meta);
      return { result: { wasInvited: true, isSignedIn: true }, session };
    }
    if (await queries.findUserBySubject(trx, pending.oidcSubject)) {
      throw conflict('This sign-in is already linked to another account');
    }

    const isFirstUser = (await queries.countUsers(trx)) === 0;
    const isSysAdmin = isFirstUser || config.adminEmails.includes(pending.email);
    const id = newId();
    await queries.insertUser(trx, {
      id,
      email: pending.email,
      firstName,
      lastName,
      name,
      picture: pending.picture,
      role: isSysAdmin ? 'admin' : DEFAULT_PLATFORM_ROLE,
      sysRole: isSysAdmin ? 'SysAdmin' : DEFAULT_SYS_ROLE,
      status: isSysAdmin ? 'active' : 'pending',
      organizationId: null,
      organizationRole: null,
      oidcSubject: pending.oidcSubject,
      createdAt: now,
      updatedAt: now,
      lastLoginAt: isSysAdmin ? now : null,
    });
    if (!isSysAdmin) return { result: { wasInvited: false, isSignedIn: false } };
    const session = await createSession(trx, config, id, meta);
    return { result: { wasInvited: false, isSignedIn: true }, session };
  });
}

/** Ends the session that made the request (an API token is revoked elsewhere, not by sign-out). */
export async function signOut(options: { db: Db; user: AuthUser | null }): Promise<void> {
  if (options.user?.via.kind === 'session') await revokeSession(options.db, options.user.via.id);
}
