import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { SEAT_STATUSES } from '@plotline/shared';
import type { Database, OrganizationInvitationsTable, OrganizationsTable } from '../../db/schema.js';

/* SQL on the organizations table; plain functions taking `db` (or a transaction). */

type Db = Kysely<Database>;

function organizationWithCounts(db: Db) {
  return db.selectFrom('organizations').select((eb) => [
    'organizations.id',
    'organizations.name',
    'organizations.description',
    'organizations.domain',
    'organizations.subscription',
    'organizations.status',
    'organizations.maxUserCount',
    'organizations.maxActiveSeats',
    'organizations.createdAt',
    'organizations.updatedAt',
    eb
      .selectFrom('users')
      .select(eb.fn.countAll<number>().as('count'))
      .whereRef('users.organizationId', '=', 'organizations.id')
      .where('users.status', '=', 'active')
      .as('activeUserCount'),
    eb
      .selectFrom('users')
      .select(eb.fn.countAll<number>().as('count'))
      .whereRef('users.organizationId', '=', 'organizations.id')
      .as('totalUserCount'),
    eb
      .selectFrom('users')
      .select(eb.fn.countAll<number>().as('count'))
      .whereRef('users.organizationId', '=', 'organizations.id')
      .where('users.status', 'in', [...SEAT_STATUSES])
      .as('usedSeatCount'),
  ]);
}

export type OrganizationWithCountsRow = Awaited<
  ReturnType<ReturnType<typeof organizationWithCounts>['executeTakeFirstOrThrow']>
>;

export async function listOrganizations(db: Db) {
  return organizationWithCounts(db).orderBy(sql`lower(organizations.name)`).orderBy('organizations.id').execute();
}

export async function findOrganization(db: Db, id: string) {
  return organizationWithCounts(db).where('organizations.id', '=', id).executeTakeFirst();
}

/** Another organization with this name, compared case-insensitively. */
export async function findOrganizationIdByName(db: Db, name: string, exceptId?: string) {
  let query = db
    .selectFrom('organizations')
    .select('id')
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertOrganization(
  db: Db,
  organization: Omit<OrganizationsTable, 'createdAt' | 'updatedAt'> & { now: string },
): Promise<void> {
  const { now, ...values } = organization;
  await db
    .insertInto('organizations')
    .values({ ...values, createdAt: now, updatedAt: now })
    .execute();
}

export async function updateOrganization(db: Db, id: string, changes: Updateable<OrganizationsTable>): Promise<void> {
  await db.updateTable('organizations').set(changes).where('id', '=', id).execute();
}

export async function deleteOrganization(db: Db, id: string): Promise<void> {
  await db.deleteFrom('organizations').where('id', '=', id).execute();
}

// ----------------------------------------------------------------------------- invitations

function invitationRows(db: Db) {
  return db
    .selectFrom('organizationInvitations as i')
    .innerJoin('organizations as o', 'o.id', 'i.organizationId')
    .innerJoin('users as invitee', 'invitee.id', 'i.userId')
    .leftJoin('users as inviter', 'inviter.id', 'i.invitedBy')
    .select([
      'i.id',
      'i.organizationId',
      'o.name as organizationName',
      'o.status as organizationStatus',
      'i.organizationRole',
      'i.userId',
      'invitee.name as userName',
      'invitee.email as userEmail',
      'inviter.name as invitedByName',
      'i.createdAt',
    ]);
}

export type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationRows>['executeTakeFirstOrThrow']>>;

export async function insertInvitation(db: Db, invitation: Insertable<OrganizationInvitationsTable>): Promise<void> {
  await db.insertInto('organizationInvitations').values(invitation).execute();
}

export const findInvitation = (db: Db, id: string) => invitationRows(db).where('i.id', '=', id).executeTakeFirst();

export const findInvitationFor = (db: Db, organizationId: string, userId: string) =>
  invitationRows(db).where('i.organizationId', '=', organizationId).where('i.userId', '=', userId).executeTakeFirst();

/** Open invitations of one account, oldest first. */
export const listInvitationsOfUser = (db: Db, userId: string) =>
  invitationRows(db).where('i.userId', '=', userId).orderBy('i.createdAt').orderBy('i.id').execute();

/** Open invitations of one organization, oldest first. */
export const listInvitationsOfOrganization = (db: Db, organizationId: string) =>
  invitationRows(db).where('i.organizationId', '=', organizationId).orderBy('i.createdAt').orderBy('i.id').execute();

/** Deletes one invitation; returns whether it existed (an accept or decline redeems it once). */
export async function deleteInvitation(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('organizationInvitations').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
