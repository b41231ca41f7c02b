import type { FastifyInstance } from 'fastify';
import { AUTH_RATE_LIMITS, authRoutes, type RateLimit } from './auth.routes.js';
import { resolveRequestUser } from './auth.service.js';
import { DEV_OIDC_PREFIX, mountDevIdentityProvider, type DevIdentityProvider } from './dev-provider.js';
import { createOidcClient, endpointFor, type OidcClientOptions } from './oidc-client.js';
import { sessionCookieName } from './sessions.js';

export { AUTH_REDIRECTS } from './auth.service.js';
export { AUTH_RATE_LIMITS, registrationCookieName, stateCookieName } from './auth.routes.js';
export { DEV_OIDC_PREFIX } from './dev-provider.js';

export interface AuthOptions {
  /** Overrides of the per-IP limits of the /auth routes (tests prove the 429 with small ones). */
  rateLimits?: { flow?: RateLimit; status?: RateLimit };
  /** How the server reaches the identity provider (tests trust their own HTTPS provider). */
  oidc?: OidcClientOptions;
}

/**
 * Authentication: resolves `request.user` on every request, mounts the development identity
 * provider when no real one is configured, and registers the /auth routes.
 */
export async function registerAuth(app: FastifyInstance, options: AuthOptions = {}): Promise<void> {
  const { config, db } = app;
  const cookieName = sessionCookieName(config);

  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    // Static assets and the identity provider never act for a user: spare them the lookup.
    if (request.url.startsWith('/assets/') || request.url.startsWith(`${DEV_OIDC_PREFIX}/`)) return;
    const authorization = request.headers.authorization;
    // Any Authorization header, even a malformed one, replaces the cookie (auth.service.ts).
    const bearerToken =
      authorization === undefined
        ? undefined
        : authorization.startsWith('Bearer ')
          ? authorization.slice('Bearer '.length).trim()
          : '';
    const sessionToken = bearerToken === undefined ? request.cookies[cookieName] || undefined : undefined;
    request.user =
      sessionToken || bearerToken !== undefined ? await resolveRequestUser({ db, config, sessionToken, bearerToken }) : null;
  });

  let devProvider: DevIdentityProvider | undefined;
  if (config.oidc.kind === 'dev') {
    devProvider = await mountDevIdentityProvider(app, config);
    app.log.warn({ issuer: devProvider.issuer }, 'signing in through the embedded development identity provider');
  }
  const oidc = createOidcClient(config, endpointFor(config, devProvider), options.oidc);
  await app.register(authRoutes, {
    oidc,
    rateLimits: { ...AUTH_RATE_LIMITS, ...options.rateLimits },
  });
}
