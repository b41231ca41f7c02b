import { z } from 'zod';

export const REGISTRATION_MESSAGES = {
  namesRequired: 'Please fill in both first and last name',
  tokenMissing: 'Registration token missing. Please try logging in again.',
} as const;

/** URL `error` values the OIDC callback may redirect with. */
export const AUTH_URL_ERRORS = {
  user_status_pending: null,
  user_status_invited: 'Your account invitation is pending. Please check back later.',
  user_status_deactivated: 'Your account has been deactivated. Please contact an administrator.',
  authentication_failed: 'Authentication failed. Please try again.',
  /** The provider did not vouch for the address (`email_verified`), so it signs nobody in. */
  email_unverified: 'Your e-mail address is not verified by your sign-in provider.',
} as const;
export type AuthUrlError = keyof typeof AUTH_URL_ERRORS;

/** Message for any URL error value other than user_status_pending (which shows the thank-you panel). */
export function authUrlErrorMessage(value: string): string {
  const known = (AUTH_URL_ERRORS as Record<string, string | null>)[value];
  return known ?? AUTH_URL_ERRORS.authentication_failed;
}

export const pendingRegistrationSchema = z.object({
  email: z.string(),
  name: z.string(),
  isInvited: z.boolean(),
  tempToken: z.string(),
});
export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;

const requiredName = z
  .string({ message: REGISTRATION_MESSAGES.namesRequired })
  .trim()
  .min(1, REGISTRATION_MESSAGES.namesRequired)
  .max(120, 'must be at most 120 characters');

export const completeRegistrationBodySchema = z
  .object({
    firstName: requiredName,
    lastName: requiredName,
    tempToken: z.string({ message: REGISTRATION_MESSAGES.tokenMissing }).min(1, REGISTRATION_MESSAGES.tokenMissing),
  })
  .strict();
export type CompleteRegistrationBody = z.infer<typeof completeRegistrationBodySchema>;

/**
 * `wasInvited`: the registrant had been invited. `isSignedIn`: the account is active and the
 * response set the session cookie (the part the spec's `data.token` played), so the app reloads.
 * Otherwise the thank-you message shows.
 */
export const completeRegistrationResultSchema = z.object({
  wasInvited: z.boolean(),
  isSignedIn: z.boolean(),
});
export type CompleteRegistrationResult = z.infer<typeof completeRegistrationResultSchema>;
