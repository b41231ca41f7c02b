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

export const EARLY_SESSION_SCRIPT =
  'location.pathname.indexOf(' +
  JSON.stringify(PUBLIC_LINK_PAGE_PREFIX) +
  ')===0||(window.' +
  EARLY_SESSION_GLOBAL +
  '=fetch(' +
  JSON.stringify(SESSION_CHECK_PATH) +
  ',{headers:{Accept:"application/json"},credentials:"include"}).catch(function(){return null}))';

/** Every inline script index.html runs in <head>, in order; the CSP allows exactly these. */
export const INDEX_INLINE_SCRIPTS: readonly string[] = [THEME_INIT_SCRIPT, EARLY_SESSION_SCRIPT];
