import type { AccessLevel, OrganizationRole, SysRole } from './roles.js';

/*
 * Permission rules of spec part 1 section 6 and part 2 section 6, used by the server to
 * enforce and by the web to hide affordances. One place for each rule.
 */

export interface ProjectAccess {
  /** The user's level on the project (owner when they own it). */
  level: AccessLevel;
  /** True when the project is shared with anyone: then the organization role also counts. */
  isShared: boolean;
  /** The user's organization role, when they belong to the project owner's organization. */
  organizationRole?: OrganizationRole | null | undefined;
}

const LEVEL_RANK: Record<AccessLevel, number> = { read: 0, write: 1, admin: 2, owner: 3 };

export const hasLevel = (level: AccessLevel, atLeast: AccessLevel): boolean => LEVEL_RANK[level] >= LEVEL_RANK[atLeast];

const ORG_CAN_EDIT: readonly OrganizationRole[] = ['owner', 'admin', 'editor'];
const ORG_CAN_ADMIN: readonly OrganizationRole[] = ['owner', 'admin'];

/** On a shared project the organization role must also allow it (the project owner is exempt). */
function organizationAllows(access: ProjectAccess, roles: readonly OrganizationRole[]): boolean {
  if (!access.isShared || access.level === 'owner') return true;
  return access.organizationRole != null && roles.includes(access.organizationRole);
}

export const canRead = (_access: ProjectAccess): boolean => true;

/** Change existing timelines and events (colour, rename, drag, edit). */
export const canEdit = (access: ProjectAccess): boolean =>
  hasLevel(access.level, 'write') && organizationAllows(access, ORG_CAN_EDIT);

/** Create and delete timelines and events, reorder, share management beyond owner. */
export const canAdmin = (access: ProjectAccess): boolean =>
  hasLevel(access.level, 'admin') && organizationAllows(access, ORG_CAN_ADMIN);

/** Delete an event (DESIGN decision 1: admin or owner). */
export const canDeleteEvent = canAdmin;

/** Delete a project: its owner, or the organization owner on a shared project (DESIGN decision 1). */
export const canDeleteProject = (access: ProjectAccess): boolean =>
  access.level === 'owner' || (access.isShared && access.organizationRole === 'owner');

/** Only the owner shares a project (spec part 2, section 2.7). */
export const canShareProject = (access: ProjectAccess): boolean => access.level === 'owner';

export const isSysAdmin = (user: { sysRole: SysRole | string }): boolean => user.sysRole === 'SysAdmin';

/**
 * Who may make someone an organization owner, or change or remove an owner: a SysAdmin, or an owner
 * of that organization (DESIGN decision 6; organization admins may not). For one's own organization.
 */
export const canManageOrganizationOwners = (user: {
  sysRole: SysRole | string;
  organizationRole?: OrganizationRole | string | null;
}): boolean => isSysAdmin(user) || user.organizationRole === 'owner';

/** Organization view: organization owner or admin, or SysAdmin. */
export const canManageOrganization = (user: {
  sysRole: SysRole | string;
  organizationRole?: OrganizationRole | string | null;
}): boolean => isSysAdmin(user) || user.organizationRole === 'owner' || user.organizationRole === 'admin';
