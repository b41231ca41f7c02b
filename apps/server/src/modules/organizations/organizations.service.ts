import type { Kysely } from 'kysely';
import {
  isSysAdmin,
  canOrganizationManagerSetStatus,
  ORGANIZATION_BOUNDARY_MESSAGES,
  ADMIN_MESSAGES,
  type InvitationResult,
  type OrganizationInvitation,
  type Organization,
  type OrganizationCreateBody,
  type OrganizationInviteBody,
  type OrganizationMember,
  type OrganizationRole,
  type OrganizationUpdateBody,
  type OwnOrganizationUpdateBody,
  type UserStatus,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { withProjectChanges, type ChangePublisher } from '../live/changes.js';
import * as users from '../users/users.service.js';
import {
  actsAsOwner,
  assertCanManage,
  assertMayManageMember,
  assertSysAdmin,
  canManage,
  ORGANIZATION_MESSAGES,
  ownOrganizationId,
} from './organization-access.js';
import * as invitations from './organization-invitations.service.js';
import * as queries from './organizations.queries.js';
import type { OrganizationWithCountsRow } from './organizations.queries.js';

/*
 * Organizations. `/organizations/...` addresses any organization
 * (SysAdmin, or that organization's own owner or admin); `/organization/...` is the caller's own.
 * Membership rules (last owner and admin, seats, sessions, shares) live in the users service and
 * are not repeated here; who may act on whom lives in organization-access.ts (docs/decisions.md D20).
 */

export { ORGANIZATION_MESSAGES, ownOrganizationId } from './organization-access.js';

type Db = Kysely<Database>;

function toOrganization(row: OrganizationWithCountsRow): Organization {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    domain: row.domain,
    subscription: row.subscription,
    status: row.status,
    maxUserCount: row.maxUserCount,
    maxActiveSeats: row.maxActiveSeats,
    activeUserCount: Number(row.activeUserCount ?? 0),
    totalUserCount: Number(row.totalUserCount ?? 0),
    usedSeatCount: Number(row.usedSeatCount ?? 0),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function loadOrganization(db: Db, organizationId: string): Promise<Organization> {
  const row = await queries.findOrganization(db, organizationId);
  if (!row) throw notFound(ORGANIZATION_MESSAGES.notFound);
  return toOrganization(row);
}

async function assertNameFree(db: Db, name: string, exceptId?: string): Promise<void> {
  if (await queries.findOrganizationIdByName(db, name, exceptId)) throw conflict(ORGANIZATION_MESSAGES.nameTaken);
}

// ------------------------------------------------------------------------ organizations

export async function listOrganizations(options: { db: Db; actor: AuthUser }): Promise<Organization[]> {
  const { actor } = options;
  if (isSysAdmin(actor)) return (await queries.listOrganizations(options.db)).map(toOrganization);
  if (actor.organizationId && canManage(actor, actor.organizationId)) {
    return [await loadOrganization(options.db, actor.organizationId)];
  }
  throw forbidden(ADMIN_MESSAGES.organizationAdminRequired);
}

/** Inserts an organization row; pass a transaction to combine it with an invitation. */
export async function createOrganizationRecord(options: { db: Db; body: OrganizationCreateBody }): Promise<Organization> {
  const { body } = options;
  await assertNameFree(options.db, body.name);
  const id = newId();
  await queries.insertOrganization(options.db, {
    id,
    name: body.name,
    description: body.description ?? '',
    domain: body.domain || null,
    subscription: body.subscription ?? 'basic',
    status: body.status ?? 'active',
    maxUserCount: body.max_user_count ?? null,
    maxActiveSeats: body.max_active_seats ?? null,
    now: nowIso(),
  });
  return loadOrganization(options.db, id);
}

export async function createOrganization(options: { db: Db; actor: AuthUser; body: OrganizationCreateBody }): Promise<Organization> {
  assertSysAdmin(options.actor);
  return createOrganizationRecord({ db: options.db, body: options.body });
}

export async function getOrganization(options: { db: Db; actor: AuthUser; organizationId: string }): Promise<Organization> {
  assertCanManage(options.actor, options.organizationId);
  return loadOrganization(options.db, options.organizationId);
}

/** The caller's own organization, or null (any signed-in user may read their own). */
export async function getCurrentOrganization(options: { db: Db; actor: AuthUser }): Promise<Organization | null> {
  if (!options.actor.organizationId) return null;
  const row = await queries.findOrganization(options.db, options.actor.organizationId);
  return row ? toOrganization(row) : null;
}

export async function updateOrganization(options: {
  db: Db;
  actor: AuthUser;
  organizationId: string;
  body: OrganizationUpdateBody;
}): Promise<Organization> {
  const { actor, body, organizationId } = options;
  assertCanManage(actor, organizationId);
  const touchesPlan =
    body.subscription !== undefined ||
    body.status !== undefined ||
    body.max_user_count !== undefined ||
    body.max_active_seats !== undefined;
  if (touchesPlan && !isSysAdmin(actor)) throw forbidden(ORGANIZATION_MESSAGES.sysAdminOnlyFields);
  const before = await loadOrganization(options.db, organizationId);
  if (body.name !== undefined) await assertNameFree(options.db, body.name, organizationId);
  await users.inTransaction(options.db, async (trx) => {
    // A suspended organization suspends its members: they are signed out at once and cannot sign
    // in (auth.service.ts) until it is active again (docs/decisions.md D20).
    if (body.status === 'suspended' && before.status !== 'suspended') {
      for (const userId of await users.listOrganizationMemberIds({ db: trx, organizationId })) await revokeUserSessions(trx, userId);
    }
    await queries.updateOrganization(trx, organizationId, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.domain !== undefined ? { domain: body.domain || null } : {}),
    ...(body.subscription !== undefined ? { subscription: body.subscription } : {}),
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.max_user_count !== undefined ? { maxUserCount: body.max_user_count } : {}),
    ...(body.max_active_seats !== undefined ? { maxActiveSeats: body.max_active_seats } : {}),
      updatedAt: nowIso(),
    });
  });
  return loadOrganization(options.db, organizationId);
}

/** SysAdmin only; members stay as accounts without an organization, and the shares among them end. */
export async function deleteOrganization(options: {
  db: Db;
  bus: ChangePublisher;
  actor: AuthUser;
  organizationId: string;
}): Promise<void> {
  assertSysAdmin(options.actor);
  await withProjectChanges({ db: options.db, bus: options.bus, actorId: options.actor.id }, async (trx, live) => {
    if (!(await queries.findOrganization(trx, options.organizationId))) throw notFound(ORGANIZATION_MESSAGES.notFound);
    await users.detachOrganizationMembers({ db: trx, live, organizationId: options.organizationId });
    await queries.deleteOrganization(trx, options.organizationId);
  });
}

// ------------------------------------------------------------------------------ members

async function loadMember(db: Db, organizationId: string, userId: string) {
  const user = await users.getUser({ db, userId });
  // Users of other organizations do not exist as far as this organization's admins are concerned.
  if (user.organizationId !== organizationId) throw notFound(users.USER_MESSAGES.notFound);
  return user;
}

export async function listMembers(options: {
  db: Db;
  actor: AuthUser;
  /** Omitted: the caller's own organization (the organization view). */
  organizationId?: string | undefined;
}): Promise<OrganizationMember[]> {
  const organizationId = options.organizationId ?? ownOrganizationId(options.actor);
  assertCanManage(options.actor, organizationId);
  await loadOrganization(options.db, organizationId);
  return users.listOrganizationMembers({ db: options.db, organizationId });
}

export type AddMemberResult =
  | { kind: 'member'; member: OrganizationMember }
  | { kind: 'invitation'; invitation: OrganizationInvitation; message: string };

/**
 * A SysAdmin adds an existing account without an organization at once. An organization owner or
 * admin only invites it: the person joins when they accept (docs/decisions.md D20).
 */
export async function addMember(options: {
  db: Db;
  actor: AuthUser;
  organizationId: string;
  userId: string;
  organizationRole?: OrganizationRole | undefined;
}): Promise<AddMemberResult> {
  const { actor, organizationId } = options;
  assertCanManage(actor, organizationId);
  await loadOrganization(options.db, organizationId);
  const role = options.organizationRole ?? 'member';
  if (role === 'owner' && !actsAsOwner(actor, organizationId)) throw forbidden(ORGANIZATION_MESSAGES.onlyOwnerGrantsOwner);
  const target = await users.getUser({ db: options.db, userId: options.userId });
  if (target.organizationId === organizationId) throw conflict(ORGANIZATION_MESSAGES.alreadyMember);
  if (target.organizationId) throw conflict(users.USER_MESSAGES.alreadyInOrganization);
  if (!isSysAdmin(actor)) {
    return { kind: 'invitation', ...(await invitations.createInvitation({ db: options.db, actor, organizationId, target, role })) };
  }
  const updated = await users.applyUserChanges({
    db: options.db,
    userId: target.id,
    changes: { organizationId, organizationRole: role },
  });
  return { kind: 'member', member: users.toOrganizationMember(updated) };
}

export async function changeMemberRole(options: {
  db: Db;
  actor: AuthUser;
  /** Omitted: the caller's own organization (the organization view). */
  organizationId?: string | undefined;
  userId: string;
  role: OrganizationRole;
}): Promise<OrganizationMember> {
  const { actor } = options;
  const organizationId = options.organizationId ?? ownOrganizationId(actor);
  assertCanManage(actor, organizationId);
  const target = await loadMember(options.db, organizationId, options.userId);
  assertMayManageMember(actor, organizationId, target);
  if (options.role === 'owner' && !actsAsOwner(actor, organizationId)) throw forbidden(ORGANIZATION_MESSAGES.onlyOwnerGrantsOwner);
  const updated = await users.applyUserChanges({
    db: options.db,
    userId: target.id,
    changes: { organizationRole: options.role },
  });
  return users.toOrganizationMember(updated);
}

/**
 * Organization managers only suspend and reinstate (active <-> suspended); approving a pending or
 * invited account, and lifting a SysAdmin's suspension, stay with the SysAdmin.
 */
export async function changeMemberStatus(options: {
  db: Db;
  actor: AuthUser;
  /** Omitted: the caller's own organization (the organization view). */
  organizationId?: string | undefined;
  userId: string;
  status: UserStatus;
}): Promise<OrganizationMember> {
  const { actor } = options;
  const organizationId = options.organizationId ?? ownOrganizationId(actor);
  assertCanManage(actor, organizationId);
  if (options.userId === actor.id) throw conflict(ORGANIZATION_MESSAGES.cannotChangeOwnStatus);
  const target = await loadMember(options.db, organizationId, options.userId);
  assertMayManageMember(actor, organizationId, target);
  const bySysAdmin = isSysAdmin(actor);
  if (!bySysAdmin) {
    if (!canOrganizationManagerSetStatus(target.status, options.status)) {
      throw forbidden(ORGANIZATION_BOUNDARY_MESSAGES.statusOnlySuspendOrReinstate);
    }
    if (options.status === 'active' && (await users.isSuspendedBySysAdmin({ db: options.db, userId: target.id }))) {
      throw forbidden(ORGANIZATION_BOUNDARY_MESSAGES.suspendedBySysAdmin);
    }
  }
  const updated = await users.applyUserChanges({ db: options.db, userId: target.id, changes: { status: options.status }, bySysAdmin });
  return users.toOrganizationMember(updated);
}

/** Removes the user from the organization; the account itself stays, the shares it had through it end. */
export async function removeMember(options: {
  db: Db;
  bus: ChangePublisher;
  actor: AuthUser;
  /** Omitted: the caller's own organization (the organization view). */
  organizationId?: string | undefined;
  userId: string;
}): Promise<{ message: string }> {
  const { actor } = options;
  const organizationId = options.organizationId ?? ownOrganizationId(actor);
  assertCanManage(actor, organizationId);
  if (options.userId === actor.id) throw conflict(ADMIN_MESSAGES.cannotRemoveYourself);
  const target = await loadMember(options.db, organizationId, options.userId);
  assertMayManageMember(actor, organizationId, target);
  await withProjectChanges({ db: options.db, bus: options.bus, actorId: actor.id }, (trx, live) =>
    users.applyUserChanges({ db: trx, live, userId: target.id, changes: { organizationId: null, organizationRole: null } }),
  );
  return { message: `${target.name || target.email} was removed from the organization` };
}

export async function inviteMember(options: {
  db: Db;
  actor: AuthUser;
  /** Omitted: the caller's own organization (the organization view). */
  organizationId?: string | undefined;
  body: OrganizationInviteBody;
  mail: users.MailContext;
}): Promise<{ message: string; data: InvitationResult }> {
  const { actor, body } = options;
  const organizationId = options.organizationId ?? ownOrganizationId(actor);
  assertCanManage(actor, organizationId);
  const organizationRole = body.org_role ?? 'member';
  if (organizationRole === 'owner' && !actsAsOwner(actor, organizationId)) {
    throw forbidden(ORGANIZATION_MESSAGES.onlyOwnerGrantsOwner);
  }
  // Someone who already has an account without an organization is invited to join, and decides
  // in the app (docs/decisions.md D20); any other taken address stays a 409.
  const existing = await users.findUserByEmail({ db: options.db, email: body.email });
  if (existing && !existing.organizationId && existing.status === 'active' && !isSysAdmin(existing)) {
    const { invitation, message } = await invitations.createInvitation({ db: options.db, actor, organizationId, target: existing, role: organizationRole });
    const mailed = await users.sendInvitation({
      mail: options.mail,
      user: { ...existing, organizationName: invitation.organizationName },
      inviterName: actor.name || actor.email,
      sentMessage: message,
    });
    return { message: mailed, data: { user: existing, organizationCreated: false } };
  }
  const user = await users.createInvitedUser({
    db: options.db,
    email: body.email,
    firstName: body.first_name,
    lastName: body.last_name,
    role: body.role,
    organizationId,
    organizationRole,
  });
  const message = await users.sendInvitation({ mail: options.mail, user, inviterName: actor.name || actor.email });
  return { message, data: { user, organizationCreated: false } };
}

// ------------------------------------------------------------- the caller's organization

export async function getOwnOrganization(options: { db: Db; actor: AuthUser }): Promise<Organization> {
  return loadOrganization(options.db, ownOrganizationId(options.actor));
}

export async function updateOwnOrganization(options: {
  db: Db;
  actor: AuthUser;
  body: OwnOrganizationUpdateBody;
}): Promise<Organization> {
  return updateOrganization({
    db: options.db,
    actor: options.actor,
    organizationId: ownOrganizationId(options.actor),
    body: options.body,
  });
}
