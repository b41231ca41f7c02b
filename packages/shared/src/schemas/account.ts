import { z } from 'zod';
import { idSchema, nameSchema } from './common.js';

/*
 * The Account screen (issue 7, item 4): the caller's own browser sessions and personal API tokens.
 * API tokens authenticate `Authorization: Bearer <token>`; only their SHA-256 is stored.
 */

/** Every personal API token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'plt_';
/** Every token expires (docs/decisions.md D21): at most this many days after creation, by default after the next. */
export const API_TOKEN_MAX_EXPIRY_DAYS = 365;
export const API_TOKEN_DEFAULT_EXPIRY_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `read` tokens may only GET/HEAD; `read_write` tokens act as the user in everything a token may do. */
export const API_TOKEN_SCOPES = ['read', 'read_write'] as const;
export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, { message: 'must be read or read_write' });
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;
export const API_TOKEN_DEFAULT_SCOPE: ApiTokenScope = 'read_write';
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read only',
  read_write: 'Read and write',
};
/** The 403 of a `read` token on anything but GET/HEAD. */
export const API_TOKEN_READ_ONLY_MESSAGE =
  'This API token is read-only: it can only read (GET). Create a read_write token to make changes.';
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
  /** Set on every token since tokens expire; null only if a row predates that and was never migrated. */
  expiresAt: z.string().nullable(),
  scope: apiTokenScopeSchema,
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const expiresInDaysSchema = z
  .number({ message: 'must be a whole number of days' })
  .int('must be a whole number of days')
  .min(1, 'must be at least 1')
  .max(API_TOKEN_MAX_EXPIRY_DAYS, `must be at most ${API_TOKEN_MAX_EXPIRY_DAYS}`);

/**
 * POST body: a name, a scope (default `read_write`) and at most one of `expiresInDays` or
 * `expiresAt` (an ISO timestamp in the future, at most 365 days away). Neither means
 * API_TOKEN_DEFAULT_EXPIRY_DAYS.
 */
export const createApiTokenBodySchema = z
  .object({
    name: nameSchema,
    scope: apiTokenScopeSchema.default(API_TOKEN_DEFAULT_SCOPE),
    expiresInDays: expiresInDaysSchema.optional(),
    expiresAt: z.iso
      .datetime({ offset: true, message: 'must be an ISO timestamp' })
      .refine((value) => Date.parse(value) > Date.now(), 'must be in the future')
      .refine(
        (value) => Date.parse(value) <= Date.now() + API_TOKEN_MAX_EXPIRY_DAYS * DAY_MS,
        `must be at most ${API_TOKEN_MAX_EXPIRY_DAYS} days from now`,
      )
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
  .pick({ id: true, name: true, createdAt: true, expiresAt: true, scope: true })
  .extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const accountItemParamsSchema = z.object({ id: idSchema });

export const revokedAccountItemSchema = z.object({ id: idSchema });
export const revokedSessionsSchema = z.object({ revoked: z.number().int() });
