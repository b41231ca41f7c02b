import {
  ADMIN_MESSAGES,
  EDITABLE_USER_STATUSES,
  ORGANIZATION_BOUNDARY_MESSAGES,
  ORGANIZATION_MANAGER_STATUSES,
  isOrganizationManagerRole,
  isSysAdmin,
  type OrganizationMember,
} from '@plotline/shared';

const isActiveManager = (member: OrganizationMember): boolean =>
  member.status === 'active' && isOrganizationManagerRole(member.organizationRole);

/** A SysAdmin member is managed by SysAdmins only (docs/decisions.md D20). */
export const isLockedSysAdmin = (member: OrganizationMember, isViewerSysAdmin: boolean): boolean =>
  !isViewerSysAdmin && isSysAdmin(member);

const isActiveOwner = (member: OrganizationMember): boolean => member.status === 'active' && member.organizationRole === 'owner';

/**
 * Why Remove is disabled for a member, or null when it is allowed: nobody removes
 * themselves, the last active owner/admin stays so the organization keeps a manager, and the last
 * active owner stays while others remain (docs/decisions.md D20).
 */
export function removeBlockedReason(
  member: OrganizationMember,
  members: readonly OrganizationMember[],
  currentUserId: string,
  isViewerSysAdmin = false,
): string | null {
  if (member.id === currentUserId) return ADMIN_MESSAGES.cannotRemoveYourself;
  if (isLockedSysAdmin(member, isViewerSysAdmin)) return ORGANIZATION_BOUNDARY_MESSAGES.sysAdminsUntouchable;
  if (isActiveManager(member) && members.filter(isActiveManager).length <= 1) return ADMIN_MESSAGES.cannotRemoveLastAdmin;
  if (isActiveOwner(member) && members.length > 1 && members.filter(isActiveOwner).length <= 1) return ORGANIZATION_BOUNDARY_MESSAGES.lastOwner;
  return null;
}

/**
 * The statuses the status menu offers for a member, or null when the viewer may not change it: a
 * SysAdmin has the spec's four; an organization owner or admin only suspends and reinstates, and
 * pending or invited accounts wait for a SysAdmin (docs/decisions.md D20).
 */
export function statusOptions(member: OrganizationMember, isViewerSysAdmin: boolean): readonly (typeof EDITABLE_USER_STATUSES)[number][] | null {
  if (isViewerSysAdmin) return EDITABLE_USER_STATUSES;
  return (ORGANIZATION_MANAGER_STATUSES as readonly string[]).includes(member.status) ? ORGANIZATION_MANAGER_STATUSES : null;
}

/** A limit of null means unlimited. */
export const formatLimit = (value: number | null): string => (value === null ? 'Unlimited' : String(value));
