import { z } from 'zod';
import { ORGANIZATION_ROLES, type UserStatus } from '../roles.js';
import { idSchema } from './common.js';

/*
 * Tenant boundaries of organizations (docs/decisions.md D20): an organization owner or admin
 * cannot put an existing account into their organization; they invite it, and the person sees the
 * invitation in the app and accepts or declines it. Only a SysAdmin adds an account directly.
 * Organization managers may only suspend and reinstate members, never touch a SysAdmin, and an
 * organization always keeps an owner.
 */

/** An open invitation of an existing account to an organization. */
export const organizationInvitationSchema = z.object({
  id: idSchema,
  organizationId: idSchema,
  organizationName: z.string(),
  organizationRole: z.enum(ORGANIZATION_ROLES),
  userId: idSchema,
  userName: z.string(),
  userEmail: z.string(),
  /** Who invited; null when that account has since been deleted. */
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type OrganizationInvitation = z.infer<typeof organizationInvitationSchema>;

export const organizationInvitationParamsSchema = z.object({ id: idSchema });
export const organizationInvitationOfOrganizationParamsSchema = z.object({ id: idSchema, invitationId: idSchema });

/** Statuses an organization manager (not a SysAdmin) may set, and move a member between. */
export const ORGANIZATION_MANAGER_STATUSES = ['active', 'suspended'] as const satisfies readonly UserStatus[];

/** Whether an organization manager (not a SysAdmin) may move a member from `from` to `to`. */
export const canOrganizationManagerSetStatus = (from: UserStatus, to: UserStatus): boolean =>
  (ORGANIZATION_MANAGER_STATUSES as readonly UserStatus[]).includes(from) &&
  (ORGANIZATION_MANAGER_STATUSES as readonly UserStatus[]).includes(to);
