/*
 * The sign-in landing's query (docs/decisions.md D89): the server's redirects put these on the URL
 * (apps/server/src/auth/auth.service.ts AUTH_REDIRECTS), the app reads and strips them
 * (apps/web/src/features/auth/utils/landing-params.ts), and the server sends a landing the loading
 * screen rather than the static login screen. Free of zod: the app's entry imports it.
 */

/**
 * Query parameters the server's sign-in flow may put on the landing URL (AUTH_REDIRECTS). `token` is
 * listed only so the app strips it: sessions are cookies here (docs/decisions.md D25.7).
 */
export const LANDING_PARAM_NAMES = ['token', 'error', 'show_registration_form', 'invited', 'temp_token', 'registration_complete'] as const;

/** Whether a query string (with or without its `?`) carries any landing parameter. */
export function hasLandingParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return LANDING_PARAM_NAMES.some((name) => params.has(name));
}
