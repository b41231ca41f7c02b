import { z } from 'zod';
import { idSchema, nameSchema } from './common.js';

/*
 * The Account screen (issue 7, item 4): the caller's own browser sessions and personal API tokens.
 * API tokens authenticate `Authorization: Bearer <token>`; only their SHA-256 is stored.
 */

/** Every personal API token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'plt_';
export const API_TOKEN_MAX_EXPIRY_DAYS = 365;
export const API_TOKEN_COPY_WARNING = "Copy this token now. You won't be able to see it again.";

export const accountSessionSchema = z.object({
  id: idSchema,
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** The session of the request that asked (the "This device" badge). */
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const apiTokenSchema = z.object({
  id: idSchema,
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const expiresInDaysSchema = z
  .number({ message: 'must be a whole number of days' })
  .int('must be a whole number of days')
  .min(1, 'must be at least 1')
  .max(API_TOKEN_MAX_EXPIRY_DAYS, `must be at most ${API_TOKEN_MAX_EXPIRY_DAYS}`);

/**
 * POST body: a name and at most one of `expiresInDays` or `expiresAt` (an ISO timestamp in the future).
 * Neither means the token does not expire.
 */
export const createApiTokenBodySchema = z
  .object({
    name: nameSchema,
    expiresInDays: expiresInDaysSchema.optional(),
    expiresAt: z.iso
      .datetime({ offset: true, message: 'must be an ISO timestamp' })
      .refine((value) => Date.parse(value) > Date.now(), 'must be in the future')
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.expiresInDays !== undefined && body.expiresAt !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'give either expiresInDays or expiresAt, not both' });
    }
  });
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;

/** The one response that carries the secret: shown once, never stored. */
export const createdApiTokenSchema = apiTokenSchema
  .pick({ id: true, name: true, createdAt: true, expiresAt: true })
  .extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const accountItemParamsSchema = z.object({ id: idSchema });

export const revokedAccountItemSchema = z.object({ id: idSchema });
export const revokedSessionsSchema = z.object({ revoked: z.number().int() });
