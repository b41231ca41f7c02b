import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completeRegistrationBodySchema,
  completeRegistrationResultSchema,
  currentUserSchema,
  envelope,
  messageDataSchema,
  pendingRegistrationSchema,
  REGISTRATION_MESSAGES,
  TEMP_TOKEN_TTL_MINUTES,
} from '@plotline/shared';
import type { Config } from '../config.js';
import { badRequest, forbidden } from '../lib/errors.js';
import { noBody, noCredentials } from '../lib/openapi.js';
import { CROSS_SITE_MESSAGE } from '../lib/security.js';
import * as service from './auth.service.js';
import { requireUser } from './context.js';
import { CALLBACK_PATH, redirectUriFor, type OidcClient } from './oidc-client.js';
import { sessionCookieName, sessionCookieOptions, type SessionMeta } from './sessions.js';

export interface RateLimit {
  max: number;
  timeWindow: number | string;
}

/**
 * Per IP and per route. `flow` guards the sign-in and registration steps; `status` guards
 * /auth/user, which the app calls on every load. Counters live in each instance's memory.
 */
export const AUTH_RATE_LIMITS: { flow: RateLimit; status: RateLimit } = {
  // Generous enough for an office behind one NAT address or a parallel end-to-end suite, tight
  // enough that nobody floods the flow tables; a temp token (256 bits) cannot be guessed anyway.
  flow: { max: 120, timeWindow: '1 minute' },
  status: { max: 600, timeWindow: '1 minute' },
};

const STATE_COOKIE = 'plotline_oauth_state';
/** The browser has this long to come back from the provider (matches the stored flow). */
const STATE_COOKIE_MAX_AGE_SECONDS = service.AUTH_FLOW_TTL_MINUTES * 60;
export const stateCookieName = (config: Config): string => (config.isHttps ? `__Host-${STATE_COOKIE}` : STATE_COOKIE);

/** Holds the temp token of the registration this browser started (auth.service.ts assertBoundToBrowser). */
const REGISTRATION_COOKIE = 'plotline_registration';
const REGISTRATION_COOKIE_MAX_AGE_SECONDS = TEMP_TOKEN_TTL_MINUTES * 60;
export const registrationCookieName = (config: Config): string =>
  config.isHttps ? `__Host-${REGISTRATION_COOKIE}` : REGISTRATION_COOKIE;

/**
 * A sign-out link followed from another site must not end the session (docs/decisions.md D22).
 * Browsers say where a navigation came from in Sec-Fetch-Site; older ones at least send an
 * Origin on cross-site requests. Neither header (a typed URL, a script) counts as our own.
 */
function isCrossSite(request: FastifyRequest, config: Config): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  return origin !== undefined && origin !== new URL(config.publicUrl).origin;
}

const clearPendingRegistrationBodySchema = z.object({
  tempToken: z.string({ message: REGISTRATION_MESSAGES.tokenMissing }).min(1, REGISTRATION_MESSAGES.tokenMissing),
});

export interface AuthRoutesOptions {
  oidc: OidcClient;
  rateLimits: typeof AUTH_RATE_LIMITS;
}

const metaOf = (request: FastifyRequest): SessionMeta => ({
  userAgent: request.headers['user-agent'],
  ipAddress: request.ip,
});

function setSessionCookie(reply: FastifyReply, config: Config, session: service.NewSession): void {
  reply.setCookie(sessionCookieName(config), session.token, sessionCookieOptions(config, session.maxAgeSeconds));
}

function clearSessionCookie(reply: FastifyReply, config: Config): void {
  const { maxAge: _maxAge, ...options } = sessionCookieOptions(config, 0);
  reply.clearCookie(sessionCookieName(config), options);
}

/** The sign-in and registration calls (docs/api.md, docs/architecture.md 'Sign-in flow'). */
export async function authRoutes(instance: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  const { oidc } = options;
  const flowLimit = { rateLimit: options.rateLimits.flow };
  const stateCookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isHttps,
  } as const;

  app.get(
    '/auth/google',
    { config: flowLimit, schema: {
        operationId: 'startSignIn',
        ...noCredentials,
        tags: ['auth'],
        summary: 'Start sign-in: redirect to the identity provider',
        response: { 302: noBody('To the identity provider (or to the login screen when it cannot be reached)') },
      },
    },
    async (request, reply) => {
      let started;
      try {
        started = await service.startSignIn({ db, oidc });
      } catch (error) {
        // The provider is unreachable or misconfigured: the browser lands on the login screen's alert.
        request.log.error({ err: error, issuer: oidc.endpoint.issuer }, 'could not start sign-in');
        return reply.header('cache-control', 'no-store').redirect(service.AUTH_REDIRECTS.failed, 302);
      }
      const { url, state } = started;
      // Binds the callback to this browser: a callback carrying someone else's state is refused.
      reply.setCookie(stateCookieName(config), state, { ...stateCookieOptions, maxAge: STATE_COOKIE_MAX_AGE_SECONDS });
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );

  app.get(
    CALLBACK_PATH,
    { config: flowLimit, schema: {
        operationId: 'finishSignIn',
        ...noCredentials,
        tags: ['auth'],
        summary: 'Identity provider callback: signs in or starts registration',
        response: { 302: noBody('Into the app, to the registration form, or to the login screen with the reason') },
      },
    },
    async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const outcome = await service.finishSignIn({
        db,
        config,
        oidc,
        callbackUrl: new URL(`${redirectUriFor(config)}${query}`),
        stateCookie: request.cookies[stateCookieName(config)],
        meta: metaOf(request),
        log: request.log,
      });
      reply.clearCookie(stateCookieName(config), stateCookieOptions);
      if (outcome.session) setSessionCookie(reply, config, outcome.session);
      if (outcome.tempToken) {
        reply.setCookie(registrationCookieName(config), outcome.tempToken, {
          ...stateCookieOptions,
          maxAge: REGISTRATION_COOKIE_MAX_AGE_SECONDS,
        });
      }
      return reply.header('cache-control', 'no-store').redirect(outcome.redirectTo, 302);
    },
  );

  app.get(
    '/auth/user',
    {
      config: { rateLimit: options.rateLimits.status },
      schema: { operationId: 'getCurrentUser', errors: [401], tags: ['auth'], summary: 'The signed-in user', response: { 200: envelope(currentUserSchema) } },
    },
    async (request) => ({ success: true as const, data: await service.getCurrentUser({ db, user: requireUser(request) }) }),
  );

  app.post(
    '/auth/logout',
    {
      config: flowLimit,
      schema: { operationId: 'signOut', errors: [403], tags: ['auth'], summary: 'Sign out: revoke this session', response: { 200: envelope(messageDataSchema) } },
    },
    async (request, reply) => {
      await service.signOut({ db, user: request.user });
      clearSessionCookie(reply, config);
      return { success: true as const, data: { message: 'Logged out successfully' } };
    },
  );

  app.get(
    '/auth/google/logout',
    { config: flowLimit, schema: {
        operationId: 'signOutAndLeave',
        errors: [403],
        tags: ['auth'],
        summary: 'Sign out, then go to the start page',
        response: { 302: noBody('To the start page') },
      },
    },
    async (request, reply) => {
      if (isCrossSite(request, config)) throw forbidden(CROSS_SITE_MESSAGE);
      await service.signOut({ db, user: request.user });
      clearSessionCookie(reply, config);
      return reply.header('cache-control', 'no-store').redirect('/', 302);
    },
  );

  app.get(
    '/auth/pending-registration',
    {
      config: flowLimit,
      schema: {
        operationId: 'getPendingRegistration',
        ...noCredentials,
        errors: [403, 404],
        tags: ['auth'],
        summary: 'The registration started by a sign-in (by its temp token)',
        querystring: z.object({ temp_token: z.string().optional() }),
        response: { 200: envelope(pendingRegistrationSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.getPendingRegistration({
        db,
        tempToken: request.query.temp_token,
        browserToken: request.cookies[registrationCookieName(config)],
      });
      return reply.header('cache-control', 'no-store').send({ success: true as const, data });
    },
  );

  app.post(
    '/auth/complete-registration',
    {
      config: flowLimit,
      // Validated in the handler so the response carries the spec's exact message, unprefixed.
      attachValidation: true,
      schema: {
        operationId: 'completeRegistration',
        ...noCredentials,
        errors: [403, 404, 409],
        tags: ['auth'],
        summary: 'Finish registration with first and last name',
        body: completeRegistrationBodySchema,
        response: { 200: envelope(completeRegistrationResultSchema) },
      },
    },
    async (request, reply) => {
      const parsed = completeRegistrationBodySchema.safeParse(request.body);
      if (!parsed.success) {
        const details = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
        throw badRequest(details[0]?.message ?? REGISTRATION_MESSAGES.tokenMissing, details);
      }
      const { result, session } = await service.completeRegistration({
        db,
        config,
        body: parsed.data,
        browserToken: request.cookies[registrationCookieName(config)],
        meta: metaOf(request),
      });
      reply.clearCookie(registrationCookieName(config), stateCookieOptions);
      if (session) setSessionCookie(reply, config, session);
      return { success: true as const, data: result };
    },
  );

  app.post(
    '/auth/clear-pending-registration',
    {
      config: flowLimit,
      schema: {
        operationId: 'clearPendingRegistration',
        ...noCredentials,
        tags: ['auth'],
        summary: 'Cancel a registration: forget its temp token',
        body: clearPendingRegistrationBodySchema,
        response: { 200: envelope(messageDataSchema) },
      },
    },
    async (request, reply) => {
      await service.clearPendingRegistration({ db, tempToken: request.body.tempToken });
      reply.clearCookie(registrationCookieName(config), stateCookieOptions);
      return { success: true as const, data: { message: 'Pending registration cleared' } };
    },
  );
}
