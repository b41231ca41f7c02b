import { VIEW_PATHS, type View } from '@plotline/shared';

/** One path per view (packages/shared/src/constants.ts, which the server's early reads key by too). */
export { VIEW_PATHS };

export const viewPath = (view: View): string => VIEW_PATHS[view];

/** A public link's read-only page (docs/decisions.md D42); the server checks the link before sending the app. */
export const PUBLIC_LINK_PATH = '/p/:secret';

/** The view `/` opens until the saved default view is wired in. */
export const FALLBACK_DEFAULT_VIEW: View = 'timeline';

/** The three planning views shown as tabs in the top bar and the mobile drawer. */
export const VIEW_TABS = [
  { view: 'timeline', label: 'Timeline View' },
  { view: 'calendar', label: 'Calendar View' },
  { view: 'table', label: 'Table View' },
] as const satisfies readonly { view: View; label: string }[];

/** Sign-in is a full-page navigation: the server runs the OIDC flow and redirects back to `/`. */
export const SIGN_IN_URL = '/auth/google';
