/** Role and status vocabularies (docs/decisions.md D25.4). */
export const PLATFORM_ROLES = ['admin', 'project_manager', 'editor', 'viewer'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];
/** The invite dialogs' order: least access first, the default on top. */
export const INVITE_PLATFORM_ROLES: readonly PlatformRole[] = ['viewer', 'editor', 'project_manager', 'admin'];
export const DEFAULT_PLATFORM_ROLE: PlatformRole = 'viewer';

export const SYS_ROLES = ['SysAdmin', 'Premium', 'Normal', 'Trial'] as const;
export type SysRole = (typeof SYS_ROLES)[number];
export const DEFAULT_SYS_ROLE: SysRole = 'Trial';

export const USER_STATUSES = ['pending', 'invited', 'active', 'suspended', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ORGANIZATION_ROLES = ['owner', 'admin', 'editor', 'member'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];
export const DEFAULT_ORGANIZATION_ROLE: OrganizationRole = 'member';
/** Organization roles that manage the organization; the last active one cannot leave. */
export const ORGANIZATION_MANAGER_ROLES = ['owner', 'admin'] as const satisfies readonly OrganizationRole[];

export const ACCESS_LEVELS = ['read', 'write', 'admin', 'owner'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
/** Levels that can be granted through a share (owner is never granted). */
export const SHARE_LEVELS = ['read', 'write', 'admin'] as const;
export type ShareLevel = (typeof SHARE_LEVELS)[number];
export const DEFAULT_SHARE_LEVEL: ShareLevel = 'read';

export const SUBSCRIPTIONS = ['enterprise', 'premium', 'basic'] as const;

/** Statuses that may not sign in; their sessions end at once. */
export const BLOCKED_STATUSES: readonly UserStatus[] = ['suspended', 'deactivated'];
