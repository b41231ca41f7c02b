import { z } from 'zod';
import { ORGANIZATION_ROLES, PLATFORM_ROLES, SYS_ROLES, USER_STATUSES } from '../roles.js';

/** The signed-in user as `/auth/user` returns it. */
export const currentUserSchema = z.object({
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
  organizationRole: z.enum(ORGANIZATION_ROLES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
