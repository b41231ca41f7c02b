/*
 * The session check started by index.html (docs/decisions.md D81): a second inline script in
 * <head> sends GET /auth/user while the app's script is still loading (not on a public link's page), and the app takes the
 * answer instead of asking again (apps/web/src/api/auth/early-session.ts). A network failure
 * leaves null, and the app asks itself. The server's CSP allows each inline script by its hash
 * (apps/server/src/lib/security.ts), so the text is one constant that the build injects and the
 * server hashes.
 */
import { THEME_INIT_SCRIPT } from './theme.js';

/** Where the app reads the signed-in user; 401 without a session. */
export const SESSION_CHECK_PATH = '/auth/user';
/** The window property the early check's promise (a Response, or null) is kept under. */
export const EARLY_SESSION_GLOBAL = '__plotlineSessionCheck';

/** A public link's page (docs/decisions.md D42): its visitor has no session, and the page asks nothing about one. */
export const PUBLIC_LINK_PAGE_PREFIX = '/p/';

/*
 * The early reads (docs/decisions.md D83): the data the first paint of a signed-in screen needs,
 * started with the session check instead of once the app's script has run. The server names them
 * on <html data-early-reads="…"> when the page's request carries a session cookie
 * (apps/server/src/lib/index-page.ts); the inline script sends each one and keeps its promise by
 * path under EARLY_READS_GLOBAL; apiRequest takes a matching one once (apps/web/src/lib/early-reads.ts).
 */

/** The attribute on <html> that lists the early reads, separated by spaces. */
export const EARLY_READS_ATTRIBUTE = 'data-early-reads';
/** The window property the early reads' promises (a Response, or null) are kept under, by path. */
export const EARLY_READS_GLOBAL = '__plotlineEarlyReads';

/** The addresses of the reads started early, as the app asks them. */
export const EARLY_READ_PATHS = {
  projects: '/api/v1/projects',
  uiPreferences: '/api/v1/preferences/ui',
  timelinePreferences: '/api/v1/preferences/timeline',
} as const;

/** The reads every signed-in screen's first paint needs: the project list and the ui preferences (the theme, the default view, the selected project). */
const SIGNED_IN_READS = [EARLY_READ_PATHS.projects, EARLY_READ_PATHS.uiPreferences];
/** What a view's first paint reads beyond those, by its address. */
const VIEW_READS: Readonly<Record<string, readonly string[]>> = {
  '/timeline': [EARLY_READ_PATHS.timelinePreferences],
};

/** The GETs (path and query, as the app sends them) a signed-in page at `path` starts early; none on a public link's page. */
export function earlyReadsFor(path: string): string[] {
  if (path.startsWith(PUBLIC_LINK_PAGE_PREFIX)) return [];
  return [...SIGNED_IN_READS, ...(VIEW_READS[path] ?? [])];
}

/** The options every early request is sent with: the same as apiRequest's GET. */
const EARLY_FETCH_OPTIONS = '{headers:{Accept:"application/json"},credentials:"include"}';
const earlyFetch = (url: string) => 'fetch(' + url + ',' + EARLY_FETCH_OPTIONS + ').catch(function(){return null})';

export const EARLY_SESSION_SCRIPT =
  'location.pathname.indexOf(' +
  JSON.stringify(PUBLIC_LINK_PAGE_PREFIX) +
  ')===0||(window.' +
  EARLY_SESSION_GLOBAL +
  '=' +
  earlyFetch(JSON.stringify(SESSION_CHECK_PATH)) +
  ',window.' +
  EARLY_READS_GLOBAL +
  '={},(document.documentElement.getAttribute(' +
  JSON.stringify(EARLY_READS_ATTRIBUTE) +
  ')||"").split(" ").forEach(function(p){p&&(window.' +
  EARLY_READS_GLOBAL +
  '[p]=' +
  earlyFetch('p') +
  ')}))';

/** Every inline script index.html runs in <head>, in order; the CSP allows exactly these. */
export const INDEX_INLINE_SCRIPTS: readonly string[] = [THEME_INIT_SCRIPT, EARLY_SESSION_SCRIPT];
