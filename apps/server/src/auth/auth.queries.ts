import type { Insertable } from 'kysely';
import type { Db } from '../db/index.js';
import type { AuthFlowsTable, NewUser, PendingRegistrationsTable, UserUpdate } from '../db/schema.js';

/* SQL of sign-in and registration only; rules live in auth.service.ts. */

export const findUserById = (db: Db, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserBySubject = (db: Db, oidcSubject: string) =>
  db.selectFrom('users').selectAll().where('oidcSubject', '=', oidcSubject).executeTakeFirst();

/**
 * Binds a sign-in subject to an account that has none yet. Conditional, so of two sign-ins racing
 * for the same unbound account only one wins; returns whether this one did.
 */
export async function bindSubject(db: Db, id: string, oidcSubject: string, changes: UserUpdate = {}): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ ...changes, oidcSubject })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('oidcSubject', 'is', null), eb('oidcSubject', '=', oidcSubject)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(db: Db, id: string, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export const findApiTokenByHash = (db: Db, tokenHash: string) =>
  db.selectFrom('apiTokens').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();

export async function touchApiToken(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('apiTokens').set({ lastUsedAt: at }).where('id', '=', id).execute();
}

export async function insertAuthFlow(db: Db, flow: Insertable<AuthFlowsTable>): Promise<void> {
  await db.insertInto('authFlows').values(flow).execute();
}

/** Deletes and returns the flow in one statement, so a state can be redeemed once even under a race. */
export const takeAuthFlow = (db: Db, state: string) =>
  db.deleteFrom('authFlows').where('state', '=', state).returningAll().executeTakeFirst();

export async function deleteExpiredAuthFlows(db: Db, now: string): Promise<void> {
  await db.deleteFrom('authFlows').where('expiresAt', '<=', now).execute();
}

export async function insertPendingRegistration(
  db: Db,
  registration: Insertable<PendingRegistrationsTable>,
): Promise<void> {
  await db.insertInto('pendingRegistrations').values(registration).execute();
}

export const findPendingRegistration = (db: Db, tokenHash: string) =>
  db.selectFrom('pendingRegistrations').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();

/** Deletes and returns the registration in one statement: a temp token is redeemed at most once. */
export const takePendingRegistration = (db: Db, tokenHash: string) =>
  db.deleteFrom('pendingRegistrations').where('tokenHash', '=', tokenHash).returningAll().executeTakeFirst();

export async function deletePendingRegistration(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('pendingRegistrations').where('tokenHash', '=', tokenHash).execute();
}

/** A fresh sign-in replaces older unfinished registrations of the same address; expired ones go too. */
export async function deleteStalePendingRegistrations(db: Db, email: string, now: string): Promise<void> {
  await db
    .deleteFrom('pendingRegistrations')
    .where((eb) => eb.or([eb('email', '=', email), eb('expiresAt', '<=', now)]))
    .execute();
}
