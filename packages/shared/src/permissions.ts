import { ORGANIZATION_MANAGER_ROLES, type AccessLevel, type OrganizationRole, type SysRole } from './roles.js';

/*
 * Permission rules (docs/decisions.md D14, D18, D25), used by the server to
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

/**
 * The highest level each organization role lets a share holder use on a shared project
 * (docs/decisions.md D18): editing needs owner, admin or editor; administering owner or admin.
 * No role (not a member of the owner's organization) allows reading only.
 */
const ORGANIZATION_ROLE_CAP: Record<OrganizationRole, AccessLevel> = {
  owner: 'admin',
  admin: 'admin',
  editor: 'write',
  member: 'read',
};

/** Why a share holder can do less than their share level says, or null when nothing limits it. */
export interface AccessLimit {
  /** Their role in the project owner's organization; null when they are not a member of it. */
  organizationRole: OrganizationRole | null;
}

export interface EffectiveAccess {
  /** What the user can actually do: the share level, lowered to what the organization role allows. */
  level: AccessLevel;
  limitedBy: AccessLimit | null;
}

/**
 * The one reading of "both the share level and the organization role must allow the action"
 * (docs/decisions.md D18): server checks, the projects list, the badges and the
 * share dialog all take their level from here. The project owner and unshared projects are exempt.
 */
export function effectiveAccess(access: ProjectAccess): EffectiveAccess {
  if (!access.isShared || access.level === 'owner') return { level: access.level, limitedBy: null };
  const role = access.organizationRole ?? null;
  const cap: AccessLevel = role === null ? 'read' : ORGANIZATION_ROLE_CAP[role];
  if (hasLevel(cap, access.level)) return { level: access.level, limitedBy: null };
  return { level: cap, limitedBy: { organizationRole: role } };
}

export const canRead = (_access: ProjectAccess): boolean => true;

/** Change existing timelines and events (colour, rename, drag, edit). */
export const canEdit = (access: ProjectAccess): boolean => hasLevel(effectiveAccess(access).level, 'write');

/** Create and delete timelines and events, reorder, share management beyond owner. */
export const canAdmin = (access: ProjectAccess): boolean => hasLevel(effectiveAccess(access).level, 'admin');

/** Delete an event (docs/decisions.md D25.1: admin or owner). */
export const canDeleteEvent = canAdmin;

/** Delete a project: its owner, or the organization owner on a shared project (docs/decisions.md D25.1). */
export const canDeleteProject = (access: ProjectAccess): boolean =>
  access.level === 'owner' || (access.isShared && access.organizationRole === 'owner');

/** Only the owner shares a project. */
export const canShareProject = (access: ProjectAccess): boolean => access.level === 'owner';

export const isSysAdmin = (user: { sysRole: SysRole | string }): boolean => user.sysRole === 'SysAdmin';

/**
 * Who may make someone an organization owner, or change or remove an owner: a SysAdmin, or an owner
 * of that organization (docs/decisions.md D25.6; organization admins may not). For one's own organization.
 */
export const canManageOrganizationOwners = (user: {
  sysRole: SysRole | string;
  organizationRole?: OrganizationRole | string | null;
}): boolean => isSysAdmin(user) || user.organizationRole === 'owner';

/** Owner or admin: the organization roles that manage an organization (the one spelling of that rule). */
export const isOrganizationManagerRole = (role: OrganizationRole | string | null | undefined): boolean =>
  (ORGANIZATION_MANAGER_ROLES as readonly string[]).includes(role ?? '');

/** Organization view: organization owner or admin, or SysAdmin. */
export const canManageOrganization = (user: {
  sysRole: SysRole | string;
  organizationRole?: OrganizationRole | string | null;
}): boolean => isSysAdmin(user) || isOrganizationManagerRole(user.organizationRole);
