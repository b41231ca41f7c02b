import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { ORGANIZATION_MANAGER_ROLES, SEAT_STATUSES } from '@plotline/shared';
import type { Database, NewUser, UserUpdate } from '../../db/schema.js';

/*
 * SQL on the users table for the administration and organization areas. Plain functions taking
 * `db`, so a transaction can be passed in.
 */

type Db = Kysely<Database>;

function baseUserSelect(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('organizations', 'organizations.id', 'users.organizationId')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.firstName',
      'users.lastName',
      'users.name',
      'users.picture',
      'users.role',
      'users.sysRole',
      'users.status',
      'users.organizationId',
      'organizations.name as organizationName',
      'users.organizationRole',
      'users.createdAt',
      'users.updatedAt',
      'users.lastLoginAt',
      'users.suspendedBySysAdmin',
      eb
        .selectFrom('projects')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('projects.ownerId', '=', 'users.id')
        .as('ownedProjectCount'),
    ]);
}

export type UserWithOrganizationRow = Awaited<ReturnType<ReturnType<typeof baseUserSelect>['executeTakeFirstOrThrow']>>;

export async function findUserById(db: Db, id: string) {
  return baseUserSelect(db).where('users.id', '=', id).executeTakeFirst();
}

export async function findUserIdByEmail(db: Db, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

export interface UserListFilter {
  q?: string | undefined;
  status?: string | undefined;
  organizationId?: string | undefined;
}

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function applyFilter<O>(query: SelectQueryBuilder<Database, 'users' | 'organizations', O>, filter: UserListFilter) {
  let q = query;
  if (filter.status) q = q.where('users.status', '=', filter.status);
  if (filter.organizationId) q = q.where('users.organizationId', '=', filter.organizationId);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('users.name')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('users.email')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return q;
}

export async function listUsers(db: Db, filter: UserListFilter, page: { limit: number; offset: number }) {
  return applyFilter(baseUserSelect(db), filter)
    .orderBy('users.createdAt', 'desc')
    .orderBy('users.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countUsers(db: Db, filter: UserListFilter): Promise<number> {
  const row = await applyFilter(
    db.selectFrom('users').leftJoin('organizations', 'organizations.id', 'users.organizationId'),
    filter,
  )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Members of an organization, managers first, then by name. */
export async function listOrganizationMembers(db: Db, organizationId: string) {
  return baseUserSelect(db)
    .where('users.organizationId', '=', organizationId)
    .orderBy(sql`case users.organization_role when 'owner' then 0 when 'admin' then 1 when 'editor' then 2 else 3 end`)
    .orderBy('users.name')
    .orderBy('users.email')
    .execute();
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(db: Db, id: string, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Every member leaves the organization (it is being deleted). */
export async function detachOrganizationMembers(db: Db, organizationId: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ organizationId: null, organizationRole: null, updatedAt: now })
    .where('organizationId', '=', organizationId)
    .execute();
}

/** Projects the user holds a share entry on. */
export async function listSharedProjectIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('projectPermissions').select('projectId').where('userId', '=', userId).execute();
  return rows.map((row) => row.projectId);
}

export async function deleteUserRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function countOwnedProjects(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ownerId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Active SysAdmins other than `exceptUserId`. */
export async function countOtherActiveSysAdmins(db: Db, exceptUserId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sysRole', '=', 'SysAdmin')
    .where('status', '=', 'active')
    .where('id', '!=', exceptUserId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Active owners of an organization other than `exceptUserId`. */
export async function countOtherActiveOwners(db: Db, organizationId: string, exceptUserId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organizationId', '=', organizationId)
    .where('organizationRole', '=', 'owner')
    .where('status', '=', 'active')
    .where('id', '!=', exceptUserId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Active owners and admins of an organization other than `exceptUserId`. */
export async function countOtherActiveManagers(db: Db, organizationId: string, exceptUserId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organizationId', '=', organizationId)
    .where('organizationRole', 'in', [...ORGANIZATION_MANAGER_ROLES])
    .where('status', '=', 'active')
    .where('id', '!=', exceptUserId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Members (any status) and seats (active or invited) of an organization. */
export async function countOrganizationUsage(db: Db, organizationId: string): Promise<{ members: number; seats: number }> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('members'),
      eb.fn
        .sum<number>(eb.case().when('status', 'in', [...SEAT_STATUSES]).then(1).else(0).end())
        .as('seats'),
    ])
    .where('organizationId', '=', organizationId)
    .executeTakeFirstOrThrow();
  return { members: Number(row.members), seats: Number(row.seats ?? 0) };
}

/** The limits of an organization (read here so seat rules live with membership). */
export async function findOrganizationLimits(db: Db, organizationId: string) {
  return db
    .selectFrom('organizations')
    .select(['id', 'name', 'maxUserCount', 'maxActiveSeats'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
}

/**
 * Serializes membership changes of one organization (or of the SysAdmin set) inside a transaction,
 * so two concurrent demotions cannot both see "another admin remains". SQLite runs one write
 * transaction at a time, so only PostgreSQL needs the lock.
 */
export async function lockForMembershipChange(db: Db, key: string): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${`plotline:membership:${key}`}))`.execute(db);
}

export interface ShareEntry {
  projectId: string;
  userId: string;
}

/** Share entries with their project's owner and their holder joined; a SysAdmin owner's are never included. */
function sharesOfNonSysAdminOwners(db: Db) {
  return db
    .selectFrom('projectPermissions as pp')
    .innerJoin('projects as p', 'p.id', 'pp.projectId')
    .innerJoin('users as owner', 'owner.id', 'p.ownerId')
    .innerJoin('users as holder', 'holder.id', 'pp.userId')
    .select(['pp.projectId', 'pp.userId'])
    .where('owner.sysRole', '!=', 'SysAdmin');
}

/**
 * Share entries that exist only because `userId` and the other members of `organizationId` are in
 * one organization: those `userId` holds on projects of the other members, and those the other
 * members hold on `userId`'s projects. A SysAdmin owner's shares are left alone (a SysAdmin may
 * share with anyone, docs/decisions.md D25.6).
 */
export async function listMembershipShares(db: Db, organizationId: string, userId: string): Promise<ShareEntry[]> {
  return sharesOfNonSysAdminOwners(db)
    .where((eb) =>
      eb.or([
        eb.and([eb('pp.userId', '=', userId), eb('owner.organizationId', '=', organizationId), eb('owner.id', '!=', userId)]),
        eb.and([eb('p.ownerId', '=', userId), eb('holder.organizationId', '=', organizationId), eb('holder.id', '!=', userId)]),
      ]),
    )
    .execute();
}

/** Share entries between members of one organization (non-SysAdmin owners): they end when it is deleted. */
export async function listOrganizationInternalShares(db: Db, organizationId: string): Promise<ShareEntry[]> {
  return sharesOfNonSysAdminOwners(db)
    .where('owner.organizationId', '=', organizationId)
    .where('holder.organizationId', '=', organizationId)
    .execute();
}

export async function deleteShare(db: Db, entry: ShareEntry): Promise<void> {
  await db
    .deleteFrom('projectPermissions')
    .where('projectId', '=', entry.projectId)
    .where('userId', '=', entry.userId)
    .execute();
}

/** Member ids of an organization (any status). */
export async function listOrganizationMemberIds(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('organizationId', '=', organizationId).execute();
  return rows.map((row) => row.id);
}
