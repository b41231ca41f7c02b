import {
  ADMIN_MESSAGES,
  canManageOrganization,
  canManageOrganizationOwners,
  isSysAdmin,
  ORGANIZATION_BOUNDARY_MESSAGES,
  type AdminUser,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import { forbidden, notFound } from '../../lib/errors.js';

/*
 * Who may act on an organization and its members (docs/decisions.md D13
 * and D20). One place, for the member routes and the invitations alike.
 */

export const ORGANIZATION_MESSAGES = {
  notFound: 'Organization not found',
  noOrganization: 'You do not belong to an organization',
  nameTaken: 'An organization with this name already exists',
  sysAdminOnlyFields: 'Only a SysAdmin can change the subscription, status or limits of an organization',
  onlyOwnerGrantsOwner: 'Only an organization owner can make someone an owner',
  onlyOwnerChangesOwner: 'Only an organization owner can change or remove an owner',
  cannotChangeOwnStatus: 'Cannot change your own status',
  alreadyMember: 'This user is already a member of this organization',
} as const;

const isOwnManager = (actor: AuthUser, organizationId: string): boolean =>
  actor.organizationId === organizationId && (actor.organizationRole === 'owner' || actor.organizationRole === 'admin');

/** SysAdmin, or the organization's own owner or admin. */
export function canManage(actor: AuthUser, organizationId: string): boolean {
  return isSysAdmin(actor) || isOwnManager(actor, organizationId);
}

export function assertCanManage(actor: AuthUser, organizationId: string): void {
  if (!canManage(actor, organizationId)) throw forbidden(ADMIN_MESSAGES.organizationAdminRequired);
}

export function assertSysAdmin(actor: AuthUser): void {
  if (!isSysAdmin(actor)) throw forbidden(ADMIN_MESSAGES.adminRequired);
}

/** Owners (and SysAdmins) may grant ownership and change owners; admins may not. */
export const actsAsOwner = (actor: AuthUser, organizationId: string): boolean =>
  isSysAdmin(actor) || (actor.organizationId === organizationId && canManageOrganizationOwners(actor));

/** The organization of the organization view: the caller's own, which they must manage. */
export function ownOrganizationId(actor: AuthUser): string {
  if (!canManageOrganization(actor)) throw forbidden(ADMIN_MESSAGES.organizationAdminRequired);
  if (!actor.organizationId) throw notFound(ORGANIZATION_MESSAGES.noOrganization);
  return actor.organizationId;
}

/**
 * An organization manager who is not a SysAdmin never adds, changes or removes a SysAdmin, and an
 * admin never changes or removes an owner.
 */
export function assertMayManageMember(actor: AuthUser, organizationId: string, target: Pick<AdminUser, 'sysRole' | 'organizationRole'>): void {
  if (isSysAdmin(actor)) return;
  if (isSysAdmin(target)) throw forbidden(ORGANIZATION_BOUNDARY_MESSAGES.sysAdminsUntouchable);
  if (target.organizationRole === 'owner' && !actsAsOwner(actor, organizationId)) {
    throw forbidden(ORGANIZATION_MESSAGES.onlyOwnerChangesOwner);
  }
}
