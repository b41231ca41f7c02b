/*
 * The session check started by index.html (docs/decisions.md D81): a second inline script in
 * <head> sends GET /auth/user while the app's script is still loading (not on a public link's page), and the app takes the
 * answer instead of asking again (apps/web/src/api/auth/early-session.ts). A network failure
 * leaves null, and the app asks itself. The server's CSP allows each inline script by its hash
 * (apps/server/src/lib/security.ts), so the text is one constant that the build injects and the
 * server hashes.
 */
import { VIEW_PATHS } from './constants.js';
import { THEME_INIT_SCRIPT } from './theme.js';

/** Where the app reads the signed-in user; 401 without a session. */
export const SESSION_CHECK_PATH = '/auth/user';
/** The window property the early check's promise (a Response, or null) is kept under. */
export const EARLY_SESSION_GLOBAL = '__plotlineSessionCheck';

/** A public link's page (docs/decisions.md D42): its visitor has no session, and the page asks nothing about one. */
export const PUBLIC_LINK_PAGE_PREFIX = '/p/';

/*
 * The login screen as static HTML (docs/decisions.md D89): a page asked for without a session cookie
 * (and not a sign-in landing, whose query may open another panel) carries the login screen's markup in #root instead
 * of the loading screen's, so it paints before any script has run. The server marks #root with this
 * attribute; the app then renders its first frame only once it can render that same screen, so the
 * page does not flash the loading screen in between.
 */
export const STATIC_SCREEN_ATTRIBUTE = 'data-static-screen';
/** The one screen sent as static HTML besides the loading screen. */
export const STATIC_LOGIN_SCREEN = 'login';

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
  objectives: '/api/v1/objectives',
} as const;

/** The reads every signed-in screen's first paint needs: the project list and the ui preferences (the theme, the default view, the selected project). */
const SIGNED_IN_READS = [EARLY_READ_PATHS.projects, EARLY_READ_PATHS.uiPreferences];
/**
 * What a view's first paint reads beyond those, by its address: the objectives colour every
 * planning view's events (asked by the view, they arrived after its first render and drew it
 * again, docs/decisions.md D106); the timeline's preferences hold its range and zoom.
 */
const VIEW_READS: Readonly<Record<string, readonly string[]>> = {
  [VIEW_PATHS.timeline]: [EARLY_READ_PATHS.timelinePreferences, EARLY_READ_PATHS.objectives],
  [VIEW_PATHS.calendar]: [EARLY_READ_PATHS.objectives],
  [VIEW_PATHS.table]: [EARLY_READ_PATHS.objectives],
  [VIEW_PATHS.portfolio]: [EARLY_READ_PATHS.objectives],
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

/** The inline scripts the build puts first in index.html's <head>, in order. */
export const INDEX_HEAD_SCRIPTS: readonly string[] = [THEME_INIT_SCRIPT, EARLY_SESSION_SCRIPT];

/*
 * A static login page loads the app's script after its first paint (docs/decisions.md D89): the
 * server takes the entry script and the modulepreload links out of that page and lists their
 * addresses, the entry first, on #root's DEFERRED_SCRIPTS_ATTRIBUTE; this inline script, last in
 * <body>, adds them once the frame that paints the page is done (a frame, then a task), or after
 * DEFERRED_SCRIPTS_FALLBACK_MS if no frame comes (a tab in the background). Nothing on the login
 * screen needs the script to work ("Continue with Google" is a plain link), so the stylesheet and
 * the page have the link to themselves until they are drawn.
 */
export const DEFERRED_SCRIPTS_ATTRIBUTE = 'data-deferred-scripts';
const DEFERRED_SCRIPTS_FALLBACK_MS = 3000;
export const DEFERRED_SCRIPTS_LOADER =
  '(function(){var r=document.getElementById("root"),u=((r&&r.getAttribute(' +
  JSON.stringify(DEFERRED_SCRIPTS_ATTRIBUTE) +
  '))||"").split(" ").filter(Boolean),d=0;function go(){if(d)return;d=1;u.forEach(function(s,i){var e=document.createElement(i?"link":"script");' +
  'if(i){e.rel="modulepreload";e.href=s}else{e.type="module";e.src=s}e.crossOrigin="";document.head.appendChild(e)})}' +
  'requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,' +
  DEFERRED_SCRIPTS_FALLBACK_MS +
  ')})()';

/*
 * The early project read's script (docs/decisions.md D109): the build writes this tag into
 * index.html ahead of the entry (apps/web/vite.config.ts), and the server finds it there to give it
 * a low priority, or to take it out of the static login page (apps/server/src/lib/index-page.ts).
 */
export const earlyScriptTag = (src: string): string => `<script type="module" async crossorigin src="${src}"></script>`;
/** The tag earlyScriptTag writes, with what precedes it on its line; the address is the first group. */
export const EARLY_SCRIPT_TAG = /\s*<script type="module" async crossorigin src="([^"]+)"><\/script>/;

/** Every inline script index.html may run; the CSP allows exactly these. */
export const INDEX_INLINE_SCRIPTS: readonly string[] = [...INDEX_HEAD_SCRIPTS, DEFERRED_SCRIPTS_LOADER];
