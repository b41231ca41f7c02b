import type {
  AdminUser,
  OrganizationMember,
  OrganizationRole,
  PlatformRole,
  SysRole,
  UserStatus,
} from '@plotline/shared';
import type { UserWithOrganizationRow } from './users.queries.js';

/* A user row as the admin area and an organization's member list answer it. */

export function toAdminUser(row: UserWithOrganizationRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    name: row.name,
    picture: row.picture,
    role: row.role as PlatformRole,
    sysRole: row.sysRole as SysRole,
    status: row.status as UserStatus,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    organizationRole: row.organizationRole as OrganizationRole | null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastLoginAt: row.lastLoginAt,
    ownedProjectCount: Number(row.ownedProjectCount ?? 0),
  };
}

export function toOrganizationMember(user: AdminUser): OrganizationMember {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.name,
    picture: user.picture,
    role: user.role,
    sysRole: user.sysRole,
    organizationRole: user.organizationRole,
    status: user.status,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    lastLoginAt: user.lastLoginAt,
  };
}
