import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { forbidden } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers (strict CSP without inline script, frame-ancestors none, nosniff,
 * Referrer-Policy) and the Origin check on state-changing requests (DESIGN decision 7).
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  // Helmet's middleware is built once here; @fastify/helmet rebuilt it, parsing the whole policy,
  // on every request (a visible share of a small request's time, docs/performance.md).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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

  const allowedOrigins = new Set([new URL(config.publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // Bearer-token calls carry no ambient credentials, so cross-site forgery cannot reach them.
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    const origin = request.headers.origin;
    // Non-browser clients (curl, server-to-server) send no Origin and no session cookie of a victim.
    if (origin === undefined) {
      if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-site request refused');
      return;
    }
    if (!allowedOrigins.has(origin)) throw forbidden('Cross-site request refused');
  });
}
