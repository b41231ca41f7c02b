import type { Kysely, Transaction } from 'kysely';
import {
  ADMIN_MESSAGES,
  ORGANIZATION_BOUNDARY_MESSAGES,
  SEAT_STATUSES,
  isOrganizationManagerRole,
  type AdminUser,
  type OrganizationMember,
  type OrganizationRole,
  type PlatformRole,
  type SysRole,
  type UserStatus,
} from '@plotline/shared';
import { revokeUserSessions } from '../../auth/sessions.js';
import type { Database, UserUpdate } from '../../db/schema.js';
import { nowIso } from '../../db/index.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { withProjectChanges, type ChangePublisher, type ChangeRecorder } from '../live/changes.js';
import * as projects from '../projects/projects.service.js';
import { toAdminUser, toOrganizationMember } from './users.mappers.js';
import * as queries from './users.queries.js';

/*
 * User lifecycle rules shared by the admin and organization areas: invitations, status and role
 * changes, membership, deletion. Every change goes through `applyUserChanges`, so the
 * last-SysAdmin, last-organization-admin and seat rules, and session revocation, hold no matter
 * which screen asked.
 */

// Also the module's face to the admin and organization modules: mail and the row mappers live in
// their own files (docs/architecture.md, Server).
export { sendApproval, sendInvitation, type MailContext } from './users.mail.js';
export { toAdminUser, toOrganizationMember } from './users.mappers.js';

type Db = Kysely<Database>;

export const USER_MESSAGES = {
  notFound: 'User not found',
  organizationNotFound: 'Organization not found',
  lastSysAdmin: 'This is the last active SysAdmin; make another user SysAdmin first',
  cannotDeleteYourself: 'You cannot delete your own account',
  alreadyInOrganization: 'This user already belongs to an organization; remove them from it first',
  badHeirDetail: 'must be an active user other than the one deleted',
  badHeir: 'transferProjectsTo: must be an active user other than the one deleted',
  userLimit: (name: string, max: number) =>
    `${name} has reached its limit of ${max} user(s); raise the limit or remove a member first`,
  seatLimit: (name: string, max: number) =>
    `${name} has no free seats: all ${max} active seat(s) are taken by active members and open invitations`,
  lastAdmin: {
    remove: ADMIN_MESSAGES.cannotRemoveLastAdmin,
    demote: 'Cannot demote the last admin',
    status: 'Cannot suspend or deactivate the last admin',
  },
} as const;

/** Runs `work` in the caller's transaction, or in a new one. */
export async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}

/** PostgreSQL 23505 or SQLite's unique constraint error. */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};
const holdsSeat = (status: string): boolean => (SEAT_STATUSES as readonly string[]).includes(status);

export async function getUser(options: { db: Db; userId: string }): Promise<AdminUser> {
  const row = await queries.findUserById(options.db, options.userId);
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return toAdminUser(row);
}

export async function listOrganizationMemberIds(options: { db: Db; organizationId: string }): Promise<string[]> {
  return queries.listOrganizationMemberIds(options.db, options.organizationId);
}

export async function findUserByEmail(options: { db: Db; email: string }): Promise<AdminUser | undefined> {
  const holder = await queries.findUserIdByEmail(options.db, options.email);
  return holder ? getUser({ db: options.db, userId: holder.id }) : undefined;
}

/** Whether a SysAdmin suspended the user (then only a SysAdmin reinstates them, docs/decisions.md D20). */
export async function isSuspendedBySysAdmin(options: { db: Db; userId: string }): Promise<boolean> {
  const row = await queries.findUserById(options.db, options.userId);
  return row?.status === 'suspended' && row.suspendedBySysAdmin === 1;
}

export async function listUsers(options: {
  db: Db;
  q?: string | undefined;
  status?: UserStatus | undefined;
  page: number;
  pageSize: number;
}): Promise<{ users: AdminUser[]; total: number; page: number; pageSize: number }> {
  const filter = { q: options.q || undefined, status: options.status };
  const [rows, total] = await Promise.all([
    queries.listUsers(options.db, filter, { limit: options.pageSize, offset: (options.page - 1) * options.pageSize }),
    queries.countUsers(options.db, filter),
  ]);
  return { users: rows.map(toAdminUser), total, page: options.page, pageSize: options.pageSize };
}

export async function listOrganizationMembers(options: { db: Db; organizationId: string }): Promise<OrganizationMember[]> {
  const rows = await queries.listOrganizationMembers(options.db, options.organizationId);
  return rows.map((row) => toOrganizationMember(toAdminUser(row)));
}

/** Refuses with 409 when an organization cannot take one more member and/or seat. */
async function assertCapacity(
  trx: Db,
  organizationId: string,
  adds: { member: boolean; seat: boolean },
): Promise<void> {
  const organization = await queries.findOrganizationLimits(trx, organizationId);
  if (!organization) throw notFound(USER_MESSAGES.organizationNotFound);
  const usage = await queries.countOrganizationUsage(trx, organizationId);
  if (adds.member && organization.maxUserCount !== null && usage.members + 1 > organization.maxUserCount) {
    throw conflict(USER_MESSAGES.userLimit(organization.name, organization.maxUserCount));
  }
  if (adds.seat && organization.maxActiveSeats !== null && usage.seats + 1 > organization.maxActiveSeats) {
    throw conflict(USER_MESSAGES.seatLimit(organization.name, organization.maxActiveSeats));
  }
}

export interface UserChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  role?: PlatformRole | undefined;
  sysRole?: SysRole | undefined;
  status?: UserStatus | undefined;
  organizationId?: string | null | undefined;
  organizationRole?: OrganizationRole | null | undefined;
}

/**
 * The one place a user's role, plan, status or membership changes. Checks, inside one transaction:
 * the e-mail stays unique, at least one active SysAdmin remains, an organization keeps an active
 * owner (and an active owner or admin) while it has other members, and the organization joined or
 * re-activated in has room. A user leaving `active` loses every session at once. A suspension
 * records whether a SysAdmin made it. A user leaving an organization loses the shares that came
 * with it (`endMembershipShares`), so leaving needs `live` (docs/decisions.md D20).
 */
export async function applyUserChanges(options: {
  db: Db;
  userId: string;
  changes: UserChanges;
  /** Who asks: a SysAdmin's suspension can only be lifted by a SysAdmin. */
  bySysAdmin?: boolean | undefined;
  /** The change recorder of the caller's `withProjectChanges`; required when the user may leave an organization. */
  live?: ChangeRecorder | undefined;
}): Promise<AdminUser> {
  const { changes, userId } = options;
  await inTransaction(options.db, async (trx) => {
    // One change of an account at a time, so two joins (an accepted invitation and a SysAdmin's
    // add) cannot both see it without an organization.
    await queries.lockForMembershipChange(trx, `user:${userId}`);
    const current = await queries.findUserById(trx, userId);
    if (!current) throw notFound(USER_MESSAGES.notFound);
    const next = {
      firstName: changes.firstName ?? current.firstName,
      lastName: changes.lastName ?? current.lastName,
      email: changes.email ?? current.email,
      role: changes.role ?? current.role,
      sysRole: changes.sysRole ?? current.sysRole,
      status: changes.status ?? current.status,
      organizationId: changes.organizationId === undefined ? current.organizationId : changes.organizationId,
      organizationRole: changes.organizationRole === undefined ? current.organizationRole : changes.organizationRole,
    };
    if (!next.organizationId) next.organizationRole = null;
    // Moving goes through leaving first (its shares end): no account jumps between organizations.
    if (current.organizationId && next.organizationId && next.organizationId !== current.organizationId) {
      throw conflict(USER_MESSAGES.alreadyInOrganization);
    }

    if (next.email !== current.email) {
      const holder = await queries.findUserIdByEmail(trx, next.email);
      if (holder && holder.id !== userId) throw conflict(ADMIN_MESSAGES.emailTaken);
    }

    const wasActiveSysAdmin = current.sysRole === 'SysAdmin' && current.status === 'active';
    const staysActiveSysAdmin = next.sysRole === 'SysAdmin' && next.status === 'active';
    if (wasActiveSysAdmin && !staysActiveSysAdmin) {
      await queries.lockForMembershipChange(trx, 'sysadmins');
      if ((await queries.countOtherActiveSysAdmins(trx, userId)) === 0) throw conflict(USER_MESSAGES.lastSysAdmin);
    }

    if (current.organizationId) {
      const wasManager = isOrganizationManagerRole(current.organizationRole) && current.status === 'active';
      const leaves = next.organizationId !== current.organizationId;
      const staysManager = !leaves && isOrganizationManagerRole(next.organizationRole) && next.status === 'active';
      if (wasManager && !staysManager) {
        await queries.lockForMembershipChange(trx, current.organizationId);
        await assertManagerRemains(trx, current.organizationId, userId, {
          message: leaves
            ? USER_MESSAGES.lastAdmin.remove
            : next.status !== 'active'
              ? USER_MESSAGES.lastAdmin.status
              : USER_MESSAGES.lastAdmin.demote,
          // Someone leaving may empty the organization; that needs no admin.
          isLeaving: leaves,
        });
      }
      // Checked after the spec's last-admin rule, so its messages keep precedence.
      const wasOwner = current.organizationRole === 'owner' && current.status === 'active';
      const staysOwner = !leaves && next.organizationRole === 'owner' && next.status === 'active';
      if (wasOwner && !staysOwner) {
        await queries.lockForMembershipChange(trx, current.organizationId);
        await assertOwnerRemains(trx, current.organizationId, userId, leaves);
      }
    }

    if (next.organizationId) {
      const joins = next.organizationId !== current.organizationId;
      const takesSeat = holdsSeat(next.status) && (joins || !holdsSeat(current.status));
      if (joins || takesSeat) {
        await queries.lockForMembershipChange(trx, next.organizationId);
        await assertCapacity(trx, next.organizationId, { member: joins, seat: takesSeat });
      }
    }

    const update: UserUpdate = { updatedAt: nowIso() };
    for (const key of Object.keys(next) as (keyof typeof next)[]) {
      if (next[key] !== current[key]) Object.assign(update, { [key]: next[key] });
    }
    if (update.firstName !== undefined || update.lastName !== undefined) {
      update.name = `${next.firstName} ${next.lastName}`.trim();
    }
    const suspendedBySysAdmin = suspensionMark(current, next.status, options.bySysAdmin ?? false);
    if (suspendedBySysAdmin !== current.suspendedBySysAdmin) update.suspendedBySysAdmin = suspendedBySysAdmin;
    if (current.organizationId && next.organizationId !== current.organizationId) {
      if (!options.live) throw new Error('leaving an organization must run inside withProjectChanges');
      await endMembershipShares({ trx, live: options.live, organizationId: current.organizationId, userId });
    }
    await queries.updateUser(trx, userId, update);
    if (next.status !== 'active' && current.status !== next.status) await revokeUserSessions(trx, userId);
  });
  return getUser({ db: options.db, userId });
}

/** 1 while a SysAdmin's suspension stands: set by a SysAdmin suspending, kept by anyone else's re-suspension, cleared on leaving `suspended`. */
function suspensionMark(current: { status: string; suspendedBySysAdmin: number }, nextStatus: string, bySysAdmin: boolean): number {
  if (nextStatus !== 'suspended') return 0;
  if (bySysAdmin) return 1;
  return current.status === 'suspended' ? current.suspendedBySysAdmin : 0;
}

/** An organization always keeps an active owner, unless the last member leaves it empty. */
async function assertOwnerRemains(trx: Db, organizationId: string, userId: string, isLeaving: boolean): Promise<void> {
  if ((await queries.countOtherActiveOwners(trx, organizationId, userId)) > 0) return;
  if (isLeaving && (await queries.countOrganizationUsage(trx, organizationId)).members <= 1) return;
  throw conflict(ORGANIZATION_BOUNDARY_MESSAGES.lastOwner);
}

/**
 * Ends the shares a user had only through an organization they are leaving (removed, moved or the
 * organization deleted): theirs on the other members' projects and the members' on theirs, in the
 * caller's transaction, each project publishing `sharing.changed` (docs/decisions.md D20).
 */
export async function endMembershipShares(options: {
  trx: Db;
  live: ChangeRecorder;
  organizationId: string;
  /** Omitted: every member leaves (the organization is deleted). */
  userId?: string | undefined;
}): Promise<void> {
  const entries = options.userId
    ? await queries.listMembershipShares(options.trx, options.organizationId, options.userId)
    : await queries.listOrganizationInternalShares(options.trx, options.organizationId);
  for (const entry of entries) await queries.deleteShare(options.trx, entry);
  for (const projectId of new Set(entries.map((entry) => entry.projectId))) {
    await options.live.record({ projectId, kind: 'sharing.changed' });
  }
}

async function assertManagerRemains(
  trx: Db,
  organizationId: string,
  userId: string,
  rule: { message: string; isLeaving: boolean },
): Promise<void> {
  if ((await queries.countOtherActiveManagers(trx, organizationId, userId)) > 0) return;
  if (rule.isLeaving) {
    const usage = await queries.countOrganizationUsage(trx, organizationId);
    if (usage.members <= 1) return;
  }
  throw conflict(rule.message);
}

export interface InvitationInput {
  db: Db;
  email: string;
  firstName: string;
  lastName: string;
  role: PlatformRole;
  organizationId: string | null;
  organizationRole: OrganizationRole | null;
}

/**
 * Inserts an invited user (docs/decisions.md D25.4): they activate at their first sign-in, keeping the
 * role, plan and organization set here. Pass a transaction to combine it with other writes.
 */
export async function createInvitedUser(input: InvitationInput): Promise<AdminUser> {
  const id = newId();
  await inTransaction(input.db, async (trx) => {
    if (await queries.findUserIdByEmail(trx, input.email)) throw conflict(ADMIN_MESSAGES.emailTaken);
    if (input.organizationId) {
      await queries.lockForMembershipChange(trx, input.organizationId);
      await assertCapacity(trx, input.organizationId, { member: true, seat: true });
    }
    const now = nowIso();
    try {
      await queries.insertUser(trx, {
        id,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        name: `${input.firstName} ${input.lastName}`.trim(),
        picture: null,
        role: input.role,
        sysRole: 'Trial',
        status: 'invited',
        organizationId: input.organizationId,
        organizationRole: input.organizationId ? (input.organizationRole ?? 'member') : null,
        oidcSubject: null,
        createdAt: now,
        updatedAt: now,
        lastLoginAt: null,
      });
    } catch (error) {
      // A concurrent invitation of the same address won the unique index.
      if (isUniqueViolation(error)) throw conflict(ADMIN_MESSAGES.emailTaken);
      throw error;
    }
  });
  return getUser({ db: input.db, userId: id });
}

/**
 * Deletes an account (admin only), never oneself. A user who owns projects is deleted only with
 * `transferProjectsTo`, an active user who takes them over (docs/decisions.md D17). Their share
 * entries go with them, which is a sharing change of each of those projects (live/changes.ts).
 */
export async function deleteUser(options: {
  db: Db;
  bus: ChangePublisher;
  actorId: string;
  userId: string;
  transferProjectsTo?: string | undefined;
}): Promise<void> {
  if (options.userId === options.actorId) throw conflict(USER_MESSAGES.cannotDeleteYourself);
  await withProjectChanges({ db: options.db, bus: options.bus, actorId: options.actorId }, async (trx, live) => {
    const current = await queries.findUserById(trx, options.userId);
    if (!current) throw notFound(USER_MESSAGES.notFound);
    const owned = await queries.countOwnedProjects(trx, options.userId);
    if (owned > 0 && options.transferProjectsTo === undefined) {
      throw new AppError('OWNS_PROJECTS', ADMIN_MESSAGES.ownsProjects(owned), { projectCount: owned });
    }
    if (owned > 0 && options.transferProjectsTo !== undefined) {
      const heir = options.transferProjectsTo === options.userId ? undefined : await queries.findUserById(trx, options.transferProjectsTo);
      if (!heir || heir.status !== 'active') throw badRequest(USER_MESSAGES.badHeir, [{ field: 'transferProjectsTo', message: USER_MESSAGES.badHeirDetail }]);
      await projects.transferOwnedProjects({ trx, live, fromUserId: options.userId, toUserId: heir.id });
    }
    if (current.sysRole === 'SysAdmin' && current.status === 'active') {
      await queries.lockForMembershipChange(trx, 'sysadmins');
      if ((await queries.countOtherActiveSysAdmins(trx, options.userId)) === 0) {
        throw conflict(USER_MESSAGES.lastSysAdmin);
      }
    }
    if (current.organizationId && isOrganizationManagerRole(current.organizationRole) && current.status === 'active') {
      await queries.lockForMembershipChange(trx, current.organizationId);
      await assertManagerRemains(trx, current.organizationId, options.userId, {
        message: USER_MESSAGES.lastAdmin.remove,
        isLeaving: true,
      });
    }
    if (current.organizationId && current.organizationRole === 'owner' && current.status === 'active') {
      await queries.lockForMembershipChange(trx, current.organizationId);
      await assertOwnerRemains(trx, current.organizationId, options.userId, true);
    }
    const sharedProjectIds = await queries.listSharedProjectIds(trx, options.userId);
    await revokeUserSessions(trx, options.userId);
    await queries.deleteUserRow(trx, options.userId);
    for (const projectId of sharedProjectIds) await live.record({ projectId, kind: 'sharing.changed' });
  });
}

/** Detaches every member (used when an organization is deleted); the shares among them end. */
export async function detachOrganizationMembers(options: { db: Db; live: ChangeRecorder; organizationId: string }): Promise<void> {
  await endMembershipShares({ trx: options.db, live: options.live, organizationId: options.organizationId });
  await queries.detachOrganizationMembers(options.db, options.organizationId, nowIso());
}
