import type { Kysely } from 'kysely';
import {
  isSysAdmin,
  ORGANIZATION_BOUNDARY_MESSAGES,
  type AdminUser,
  type OrganizationInvitation,
  type OrganizationRole,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import * as users from '../users/users.service.js';
import { assertCanManage, ORGANIZATION_MESSAGES } from './organization-access.js';
import * as queries from './organizations.queries.js';
import type { InvitationRow } from './organizations.queries.js';

/*
 * Invitations of existing accounts into an organization (docs/decisions.md D20). An organization
 * owner or admin cannot put someone into their organization; the person sees the invitation in
 * the app (GET /api/v1/account/organization-invitations) and joins only by accepting it, and only
 * while they belong to no organization. A SysAdmin is never invited (only a SysAdmin adds one).
 * An invitation holds no seat: the limits are checked when it is accepted.
 */

type Db = Kysely<Database>;

function toInvitation(row: InvitationRow): OrganizationInvitation {
  return {
    id: row.id,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    organizationRole: row.organizationRole as OrganizationRole,
    userId: row.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    invitedByName: row.invitedByName,
    createdAt: row.createdAt,
  };
}

/** Called by addMember once the caller may manage the organization and grant `role`. */
export async function createInvitation(options: {
  db: Db;
  actor: AuthUser;
  organizationId: string;
  target: AdminUser;
  role: OrganizationRole;
}): Promise<{ invitation: OrganizationInvitation; message: string }> {
  const { actor, target, organizationId } = options;
  if (isSysAdmin(target)) throw forbidden(ORGANIZATION_BOUNDARY_MESSAGES.sysAdminsUntouchable);
  // Pending, invited and blocked accounts cannot sign in to answer; approval is the SysAdmin's.
  if (target.status !== 'active') throw conflict(ORGANIZATION_BOUNDARY_MESSAGES.inviteeNotActive);
  const id = newId();
  await users.inTransaction(options.db, async (trx) => {
    if (await queries.findInvitationFor(trx, organizationId, target.id)) throw conflict(ORGANIZATION_BOUNDARY_MESSAGES.alreadyInvited);
    try {
      await queries.insertInvitation(trx, {
        id,
        organizationId,
        userId: target.id,
        organizationRole: options.role,
        invitedBy: actor.id,
        createdAt: nowIso(),
      });
    } catch (error) {
      // A concurrent invitation of the same person won the unique constraint.
      if (users.isUniqueViolation(error)) throw conflict(ORGANIZATION_BOUNDARY_MESSAGES.alreadyInvited);
      throw error;
    }
  });
  const row = await queries.findInvitation(options.db, id);
  if (!row) throw notFound(ORGANIZATION_BOUNDARY_MESSAGES.invitationNotFound);
  return {
    invitation: toInvitation(row),
    message: ORGANIZATION_BOUNDARY_MESSAGES.invitationSent(target.name || target.email, row.organizationName),
  };
}

/** The caller's own open invitations. */
export async function listOwnInvitations(options: { db: Db; actor: AuthUser }): Promise<OrganizationInvitation[]> {
  return (await queries.listInvitationsOfUser(options.db, options.actor.id)).map(toInvitation);
}

/** An invitation of the caller's, or 404 (someone else's invitations do not exist for them). */
async function loadOwnInvitation(db: Db, actor: AuthUser, invitationId: string): Promise<InvitationRow> {
  const row = await queries.findInvitation(db, invitationId);
  if (!row || row.userId !== actor.id) throw notFound(ORGANIZATION_BOUNDARY_MESSAGES.invitationNotFound);
  return row;
}

/**
 * Joins the organization with the invitation's role, in one transaction with redeeming it. Only
 * someone without an organization may accept; the organization must be active and have room.
 */
export async function acceptInvitation(options: {
  db: Db;
  actor: AuthUser;
  invitationId: string;
}): Promise<{ message: string; data: OrganizationInvitation }> {
  const { actor } = options;
  return users.inTransaction(options.db, async (trx) => {
    const row = await loadOwnInvitation(trx, actor, options.invitationId);
    const me = await users.getUser({ db: trx, userId: actor.id });
    if (me.organizationId) throw conflict(ORGANIZATION_BOUNDARY_MESSAGES.acceptWhileMember);
    if (row.organizationStatus === 'suspended') throw conflict(ORGANIZATION_BOUNDARY_MESSAGES.organizationSuspended);
    if (!(await queries.deleteInvitation(trx, row.id))) throw notFound(ORGANIZATION_BOUNDARY_MESSAGES.invitationNotFound);
    await users.applyUserChanges({
      db: trx,
      userId: actor.id,
      changes: { organizationId: row.organizationId, organizationRole: row.organizationRole as OrganizationRole },
    });
    return { message: ORGANIZATION_BOUNDARY_MESSAGES.invitationAccepted(row.organizationName), data: toInvitation(row) };
  });
}

export async function declineInvitation(options: {
  db: Db;
  actor: AuthUser;
  invitationId: string;
}): Promise<{ message: string; data: OrganizationInvitation }> {
  const row = await loadOwnInvitation(options.db, options.actor, options.invitationId);
  if (!(await queries.deleteInvitation(options.db, row.id))) throw notFound(ORGANIZATION_BOUNDARY_MESSAGES.invitationNotFound);
  return { message: ORGANIZATION_BOUNDARY_MESSAGES.invitationDeclined(row.organizationName), data: toInvitation(row) };
}

/** Open invitations of an organization (its owners and admins, or a SysAdmin). */
export async function listOrganizationInvitations(options: {
  db: Db;
  actor: AuthUser;
  organizationId: string;
}): Promise<OrganizationInvitation[]> {
  assertCanManage(options.actor, options.organizationId);
  if (!(await queries.findOrganization(options.db, options.organizationId))) throw notFound(ORGANIZATION_MESSAGES.notFound);
  return (await queries.listInvitationsOfOrganization(options.db, options.organizationId)).map(toInvitation);
}

export async function cancelInvitation(options: {
  db: Db;
  actor: AuthUser;
  organizationId: string;
  invitationId: string;
}): Promise<{ message: string }> {
  assertCanManage(options.actor, options.organizationId);
  const row = await queries.findInvitation(options.db, options.invitationId);
  if (!row || row.organizationId !== options.organizationId) throw notFound(ORGANIZATION_BOUNDARY_MESSAGES.invitationNotFound);
  await queries.deleteInvitation(options.db, row.id);
  return { message: ORGANIZATION_BOUNDARY_MESSAGES.invitationCancelled };
}
