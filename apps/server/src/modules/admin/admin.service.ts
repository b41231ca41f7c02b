import type { Kysely } from 'kysely';
import {
  ADMIN_MESSAGES,
  isSysAdmin,
  type AdminInviteBody,
  type AdminUpdateUserBody,
  type AdminUser,
  type AdminUserList,
  type AdminUserListQuery,
  type InvitationResult,
  type PlatformRole,
  type SysRole,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import type { Database } from '../../db/schema.js';
import { conflict, forbidden } from '../../lib/errors.js';
import type { ChangePublisher } from '../live/changes.js';
import * as organizations from '../organizations/organizations.service.js';
import * as users from '../users/users.service.js';

/*
 * Platform user management: SysAdmin only. The rules on
 * what a change may do live in the users service; this layer checks the caller and the
 * transitions the admin screen offers.
 */

type Db = Kysely<Database>;

export const ADMIN_SERVICE_MESSAGES = {
  onlyPendingApproved: 'Only pending users can be approved',
  onlyActiveOrSuspended: 'Only active or suspended users can be suspended or reinstated',
} as const;

function assertSysAdmin(actor: AuthUser): void {
  if (!isSysAdmin(actor)) throw forbidden(ADMIN_MESSAGES.adminRequired);
}

export async function listUsers(options: { db: Db; actor: AuthUser; query: AdminUserListQuery }): Promise<AdminUserList> {
  assertSysAdmin(options.actor);
  return users.listUsers({ db: options.db, ...options.query });
}

export async function getUser(options: { db: Db; actor: AuthUser; userId: string }): Promise<AdminUser> {
  assertSysAdmin(options.actor);
  return users.getUser({ db: options.db, userId: options.userId });
}

export async function setRole(options: { db: Db; actor: AuthUser; userId: string; role: PlatformRole }): Promise<AdminUser> {
  assertSysAdmin(options.actor);
  return users.applyUserChanges({ db: options.db, userId: options.userId, changes: { role: options.role } });
}

export async function setSysRole(options: { db: Db; actor: AuthUser; userId: string; sysRole: SysRole }): Promise<AdminUser> {
  assertSysAdmin(options.actor);
  return users.applyUserChanges({ db: options.db, userId: options.userId, changes: { sysRole: options.sysRole } });
}

/** Suspend or Reinstate: only between active and suspended. */
export async function setStatus(options: {
  db: Db;
  actor: AuthUser;
  userId: string;
  status: 'active' | 'suspended';
}): Promise<AdminUser> {
  assertSysAdmin(options.actor);
  const current = await users.getUser({ db: options.db, userId: options.userId });
  if (current.status !== 'active' && current.status !== 'suspended') {
    throw conflict(ADMIN_SERVICE_MESSAGES.onlyActiveOrSuspended);
  }
  return users.applyUserChanges({ db: options.db, userId: options.userId, changes: { status: options.status }, bySysAdmin: true });
}

/** pending -> active, then the "your account is active" mail (a failed send is reported, not undone). */
export async function approve(options: {
  db: Db;
  actor: AuthUser;
  userId: string;
  mail: users.MailContext;
}): Promise<{ message: string; data: AdminUser }> {
  assertSysAdmin(options.actor);
  const current = await users.getUser({ db: options.db, userId: options.userId });
  if (current.status !== 'pending') throw conflict(ADMIN_SERVICE_MESSAGES.onlyPendingApproved);
  const user = await users.applyUserChanges({ db: options.db, userId: options.userId, changes: { status: 'active' } });
  const message = await users.sendApproval({ mail: options.mail, user });
  return { message, data: user };
}

/** Edit User dialog. */
export async function updateUser(options: {
  db: Db;
  actor: AuthUser;
  userId: string;
  body: AdminUpdateUserBody;
}): Promise<AdminUser> {
  assertSysAdmin(options.actor);
  const { body } = options;
  return users.applyUserChanges({
    db: options.db,
    userId: options.userId,
    changes: {
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      role: body.role,
      sysRole: body.sys_role,
      status: body.is_active,
    },
    bySysAdmin: true,
  });
}

export async function deleteUser(options: {
  db: Db;
  bus: ChangePublisher;
  actor: AuthUser;
  userId: string;
  transferProjectsTo?: string | undefined;
}): Promise<{ message: string }> {
  assertSysAdmin(options.actor);
  const user = await users.getUser({ db: options.db, userId: options.userId });
  await users.deleteUser({
    db: options.db,
    bus: options.bus,
    actorId: options.actor.id,
    userId: options.userId,
    transferProjectsTo: options.transferProjectsTo,
  });
  return { message: `${user.name || user.email} was deleted` };
}

/**
 * Invites a user, optionally into an existing organization or a new one they will own. The user
 * and the organization are created in one transaction; the mail goes out after it commits, and a
 * failed send is reported in the message without undoing the invitation.
 */
export async function invite(options: {
  db: Db;
  actor: AuthUser;
  body: AdminInviteBody;
  mail: users.MailContext;
}): Promise<{ message: string; data: InvitationResult }> {
  const { actor, body } = options;
  assertSysAdmin(actor);
  const { user, organizationCreated } = await options.db.transaction().execute(async (trx) => {
    let organizationId = body.organization_id ?? null;
    let organizationRole = organizationId ? (body.org_role ?? 'member') : null;
    let isCreated = false;
    if (body.new_organization_name) {
      const organization = await organizations.createOrganizationRecord({
        db: trx,
        body: { name: body.new_organization_name, domain: body.new_organization_domain ?? null },
      });
      organizationId = organization.id;
      organizationRole = 'owner';
      isCreated = true;
    }
    const invited = await users.createInvitedUser({
      db: trx,
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      role: body.role,
      organizationId,
      organizationRole,
    });
    return { user: invited, organizationCreated: isCreated };
  });
  const message = await users.sendInvitation({ mail: options.mail, user, inviterName: actor.name || actor.email });
  return { message, data: { user, organizationCreated } };
}
