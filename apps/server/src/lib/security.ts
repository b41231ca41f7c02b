import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { INDEX_INLINE_SCRIPTS } from '@plotline/shared';
import type { Config } from '../config.js';
import { AppError, forbidden } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** index.html's inline scripts (the theme, the early session check) by their hashes (docs/decisions.md D41, D81). */
export const INLINE_SCRIPT_HASHES = INDEX_INLINE_SCRIPTS.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
export const CROSS_SITE_MESSAGE = 'Cross-site request refused';
/** Load balancers probe each instance by its own address. */
const ANY_HOST_PATHS = new Set(['/healthz', '/readyz']);

/** Pages a browser navigates to (the web app, the start and end of a sign-in), as opposed to API calls. */
function isNavigationPath(path: string): boolean {
  if (path === '/api' || path.startsWith('/api/')) return false;
  if (path === '/auth' || path.startsWith('/auth/')) return path === '/auth/google' || path.startsWith('/auth/google/');
  return true;
}

/**
 * One address per installation (docs/decisions.md D22): cookies, the OIDC redirect URI and the
 * Origin check all belong to PUBLIC_URL's host, so a browser that typed another address for the
 * same server (127.0.0.1 for localhost, a LAN address) would sign in and land back on the login
 * screen without a word. Navigations are sent to the same path on PUBLIC_URL first; API calls on
 * another host get a 421 that names PUBLIC_URL. The host is compared with its default port
 * removed (`Host: localhost:80` is `http://localhost`); behind a trusted proxy it is the
 * X-Forwarded-Host Fastify reports.
 */
function registerCanonicalHost(app: FastifyInstance, config: Config): void {
  const publicUrl = new URL(config.publicUrl);
  const normalized = (host: string | undefined): string | undefined => {
    if (!host) return undefined;
    try {
      return new URL(`${publicUrl.protocol}//${host}`).host;
    } catch {
      return undefined;
    }
  };
  app.addHook('onRequest', async (request, reply) => {
    // Browsers send the host as PUBLIC_URL spells it: spare them any parsing.
    if (request.host === publicUrl.host) return;
    const path = request.url.split('?')[0] ?? '/';
    if (ANY_HOST_PATHS.has(path) || normalized(request.host) === publicUrl.host) return;
    if ((request.method === 'GET' || request.method === 'HEAD') && isNavigationPath(path)) {
      return reply.header('cache-control', 'no-store').redirect(`${publicUrl.origin}${request.url}`, 302);
    }
    throw new AppError('MISDIRECTED_REQUEST', `This server answers at its public address only: use ${config.publicUrl}`);
  });
}

/**
 * Security headers (strict CSP: no inline script but index.html's own, by their hashes, frame-ancestors none, nosniff,
 * Referrer-Policy), the one public host, and the Origin check on state-changing requests.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  // Helmet's middleware is built once here; @fastify/helmet rebuilt it, parsing the whole policy,
  // on every request (a visible share of a small request's time, docs/performance.md).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Only index.html's inline scripts, each by its hash: the theme before first paint (docs/decisions.md
        // D41) and the early session check (D81).
        scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES],
        // Radix and the toast library set inline style attributes for positioning.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'", ...(config.oidc.kind === 'dev' ? [] : [new URL(config.oidc.issuer).origin])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(config.isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.isHttps ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  registerCanonicalHost(app, config);

  const allowedOrigins = new Set([new URL(config.publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // Bearer-token calls carry no ambient credentials, so cross-site forgery cannot reach them.
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    const origin = request.headers.origin;
    // Non-browser clients (curl, server-to-server) send no Origin and no session cookie of a victim.
    if (origin === undefined) {
      if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(CROSS_SITE_MESSAGE);
      return;
    }
    if (!allowedOrigins.has(origin)) throw forbidden(CROSS_SITE_MESSAGE);
  });
}
