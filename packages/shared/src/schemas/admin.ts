import { z } from 'zod';
import { ORGANIZATION_ROLES, PLATFORM_ROLES, SUBSCRIPTIONS, SYS_ROLES, USER_STATUSES } from '../roles.js';
import { descriptionSchema, idSchema, nameSchema } from './common.js';

/*
 * Platform administration and organizations.
 * Request bodies use the spec's published snake_case spellings (first_name, sys_role, org_role,
 * organization_id, user_id, is_active, …); responses are camelCase like the rest of the API
 * (docs/decisions.md, "Admin and organization wire spelling").
 */

/** The exact texts of the admin and organization screens (docs/api.md) that the server sends and the web shows. */
export const ADMIN_MESSAGES = {
  /** Deleting a user who owns projects needs someone to take them over (docs/decisions.md D17). */
  ownsProjects: (count: number) =>
    count === 1
      ? 'This user owns 1 project; transfer or delete it first'
      : `This user owns ${count} projects; transfer or delete them first`,
  adminRequired: 'Access denied. Admin privileges required.',
  organizationAdminRequired: 'Access denied. Organization admin privileges required.',
  emailTaken: 'A user with this email already exists',
  cannotRemoveYourself: 'Cannot remove yourself',
  cannotRemoveLastAdmin: 'Cannot remove the last admin',
  deleteUserPrompt: 'Are you sure you want to delete this user? This action cannot be undone.',
  removeMemberPrompt: 'Are you sure you want to remove this user from the organization?',
  noUsersFound: 'No users found',
  noUsersHint: 'Get started by inviting a new user',
  noMembersFound: 'No members found',
  failedToFetchUsers: 'Failed to fetch users',
  failedToFetchOrganization: 'Failed to fetch organization data',
  failedToFetchOrganizationUsers: 'Failed to fetch organization users',
  failedToUpdateRole: 'Failed to update user role',
  failedToUpdateSysRole: 'Failed to update user system role',
  failedToApprove: 'Failed to approve user',
  failedToUpdateStatus: 'Failed to update user status',
  failedToDelete: 'Failed to delete user',
  failedToUpdateDetails: 'Failed to update user details',
  failedToUpdateOrganization: 'Failed to update organization',
  failedToRemoveUser: 'Failed to remove user',
  failedToUpdateRoleOrStatus: 'Failed to update user role or status',
  failedToInvite: 'Failed to invite user',
  networkError: 'Network error. Please try again.',
  domainNotSet: 'Not set',
} as const;

/** Statuses the edit dialogs and the organization status menu offer. */
export const EDITABLE_USER_STATUSES = ['active', 'suspended', 'pending', 'invited'] as const;
/** Suspend / Reinstate. */
export const SUSPENSION_STATUSES = ['active', 'suspended'] as const;
/** Organization roles an invitation may carry. */
export const INVITE_ORGANIZATION_ROLES = ['member', 'admin', 'owner'] as const;
export const ORGANIZATION_STATUSES = ['active', 'suspended'] as const;
/** Statuses that hold one of the max_active_seats: active members and open invitations (they activate at sign-in). */
export const SEAT_STATUSES = ['active', 'invited'] as const;

export const ADMIN_USERS_DEFAULT_PAGE_SIZE = 50;
export const ADMIN_USERS_MAX_PAGE_SIZE = 200;

export const userEmailSchema = z
  .string({ message: 'is required' })
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(320, 'must be at most 320 characters')
  .pipe(z.email({ message: 'must be a valid email address' }));

/** A bare host name such as example.com; optional fields send '' or null to clear it. */
export const organizationDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'must be at most 253 characters')
  .refine((value) => value === '' || /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(value), {
    message: 'must be a domain name like example.com',
  });

const limitSchema = z
  .number({ message: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(1_000_000, 'must be at most 1000000')
  .nullable();

// ---------------------------------------------------------------- responses (camelCase)

/** A row of the admin user table. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  role: z.enum(PLATFORM_ROLES),
  sysRole: z.enum(SYS_ROLES),
  status: z.enum(USER_STATUSES),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  organizationRole: z.enum(ORGANIZATION_ROLES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Projects this user owns; a user who owns any cannot be deleted. */
  ownedProjectCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** Paging of `GET /admin/users`, sent beside `data`. */
export const adminUserListMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserListMeta = z.infer<typeof adminUserListMetaSchema>;

/** `GET /admin/users`: `data` is the list of users as docs/api.md describes it, `meta` the paging. */
export const adminUserListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminUserSchema),
  meta: adminUserListMetaSchema,
});

/** A row of the organization members table. */
export const organizationMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  role: z.enum(PLATFORM_ROLES),
  /** A SysAdmin member is managed by SysAdmins only (docs/decisions.md D20). */
  sysRole: z.enum(SYS_ROLES),
  organizationRole: z.enum(ORGANIZATION_ROLES).nullable(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type OrganizationMember = z.infer<typeof organizationMemberSchema>;

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  domain: z.string().nullable(),
  subscription: z.string(),
  status: z.string(),
  /** Members allowed (any status); null means unlimited. */
  maxUserCount: z.number().int().nullable(),
  /** Seats allowed: active members plus outstanding invitations; null means unlimited. */
  maxActiveSeats: z.number().int().nullable(),
  activeUserCount: z.number().int(),
  totalUserCount: z.number().int(),
  /** Seats taken, as max_active_seats counts them: active members plus open invitations. */
  usedSeatCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** Invitation result: `{ success, message, data: { user, organizationCreated } }`. */
export const invitationResultSchema = z.object({
  user: adminUserSchema,
  organizationCreated: z.boolean(),
});
export type InvitationResult = z.infer<typeof invitationResultSchema>;

/** Success envelope that also carries a human message (invite, approve). */
export const messageEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

// ---------------------------------------------------------------- requests (spec spellings)

export const userIdParamsSchema = z.object({ id: idSchema });
/** Deleting a user who owns projects: who takes them over (an active user other than them). */
export const deleteUserQuerySchema = z.object({ transferProjectsTo: idSchema.optional() }).strict();
export type DeleteUserQuery = z.infer<typeof deleteUserQuerySchema>;
export const organizationIdParamsSchema = z.object({ id: idSchema });
export const organizationUserParamsSchema = z.object({ id: idSchema, userId: idSchema });

export const adminUserListQuerySchema = z
  .object({
    q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
    page: z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(1),
    pageSize: z.coerce
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(ADMIN_USERS_MAX_PAGE_SIZE, `must be at most ${ADMIN_USERS_MAX_PAGE_SIZE}`)
      .default(ADMIN_USERS_DEFAULT_PAGE_SIZE),
    status: z.enum(USER_STATUSES, { message: `must be one of ${USER_STATUSES.join(', ')}` }).optional(),
  })
  .strict();
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

const platformRoleSchema = z.enum(PLATFORM_ROLES, { message: `must be one of ${PLATFORM_ROLES.join(', ')}` });
const sysRoleSchema = z.enum(SYS_ROLES, { message: `must be one of ${SYS_ROLES.join(', ')}` });
const editableStatusSchema = z.enum(EDITABLE_USER_STATUSES, {
  message: `must be one of ${EDITABLE_USER_STATUSES.join(', ')}`,
});

export const adminRoleBodySchema = z.object({ role: platformRoleSchema }).strict();
export const adminSysRoleBodySchema = z.object({ sys_role: sysRoleSchema }).strict();
export const adminStatusBodySchema = z
  .object({ status: z.enum(SUSPENSION_STATUSES, { message: 'must be active or suspended' }) })
  .strict();

/** Edit User dialog; every field optional so a client may send only what changed. */
export const adminUpdateUserBodySchema = z
  .object({
    first_name: nameSchema.optional(),
    last_name: nameSchema.optional(),
    email: userEmailSchema.optional(),
    role: platformRoleSchema.optional(),
    sys_role: sysRoleSchema.optional(),
    /** The spec's name for the status string. */
    is_active: editableStatusSchema.optional(),
  })
  .strict();
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBodySchema>;

export const adminInviteBodySchema = z
  .object({
    email: userEmailSchema,
    first_name: nameSchema,
    last_name: nameSchema,
    role: platformRoleSchema.default('viewer'),
    organization_id: idSchema.optional(),
    org_role: z.enum(INVITE_ORGANIZATION_ROLES, { message: 'must be member, admin or owner' }).optional(),
    new_organization_name: nameSchema.optional(),
    new_organization_domain: organizationDomainSchema.nullable().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.organization_id && body.new_organization_name) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_organization_name'],
        message: 'choose an existing organization or a new one, not both',
      });
    }
    if (body.org_role && !body.organization_id) {
      ctx.addIssue({ code: 'custom', path: ['org_role'], message: 'needs organization_id' });
    }
    if (body.new_organization_domain && !body.new_organization_name) {
      ctx.addIssue({ code: 'custom', path: ['new_organization_domain'], message: 'needs new_organization_name' });
    }
  });
export type AdminInviteBody = z.infer<typeof adminInviteBodySchema>;

/** Organization view invite: the invitee joins the caller's organization. */
export const organizationInviteBodySchema = z
  .object({
    email: userEmailSchema,
    first_name: nameSchema,
    last_name: nameSchema,
    role: platformRoleSchema.default('viewer'),
    org_role: z.enum(ORGANIZATION_ROLES, { message: `must be one of ${ORGANIZATION_ROLES.join(', ')}` }).optional(),
  })
  .strict();
export type OrganizationInviteBody = z.infer<typeof organizationInviteBodySchema>;

export const organizationMemberRoleBodySchema = z
  .object({ role: z.enum(ORGANIZATION_ROLES, { message: `must be one of ${ORGANIZATION_ROLES.join(', ')}` }) })
  .strict();
export const organizationMemberStatusBodySchema = z.object({ status: editableStatusSchema }).strict();

export const organizationAddUserBodySchema = z
  .object({
    user_id: idSchema,
    org_role: z.enum(ORGANIZATION_ROLES, { message: `must be one of ${ORGANIZATION_ROLES.join(', ')}` }).optional(),
  })
  .strict();

/** The organization's own details (Organization Details card). */
export const ownOrganizationUpdateBodySchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema.optional(),
    domain: organizationDomainSchema.nullable().optional(),
  })
  .strict();
export type OwnOrganizationUpdateBody = z.infer<typeof ownOrganizationUpdateBodySchema>;

const subscriptionSchema = z.enum(SUBSCRIPTIONS, { message: `must be one of ${SUBSCRIPTIONS.join(', ')}` });
const organizationStatusSchema = z.enum(ORGANIZATION_STATUSES, { message: 'must be active or suspended' });

export const organizationCreateBodySchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema.optional(),
    domain: organizationDomainSchema.nullable().optional(),
    subscription: subscriptionSchema.optional(),
    status: organizationStatusSchema.optional(),
    max_user_count: limitSchema.optional(),
    max_active_seats: limitSchema.optional(),
  })
  .strict();
export type OrganizationCreateBody = z.infer<typeof organizationCreateBodySchema>;

/** PUT /organizations/{id}: name, description and domain for the organization's admins; the rest SysAdmin only. */
export const organizationUpdateBodySchema = organizationCreateBodySchema.partial().strict();
export type OrganizationUpdateBody = z.infer<typeof organizationUpdateBodySchema>;
