import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountItemParamsSchema,
  accountSessionSchema,
  apiTokenSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
  envelope,
  revokedAccountItemSchema,
  revokedSessionsSchema,
} from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import { sessionCookieName, sessionCookieOptions } from '../../auth/sessions.js';
import type { Config } from '../../config.js';
import { userRateLimit } from '../../lib/rate-limits.js';
import * as service from './account.service.js';

function clearSessionCookie(reply: FastifyReply, config: Config): void {
  const { maxAge: _maxAge, ...options } = sessionCookieOptions(config, 0);
  reply.clearCookie(sessionCookieName(config), options);
}

/** `/api/v1/account`: the caller's own sessions and personal API tokens (issue 7, item 4). */
export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  requireSignInFirst(app);
  const tags = ['account'];

  app.get(
    '/account/sessions',
    {
      schema: {
        operationId: 'listSessions',
        errors: [403],
        tags,
        summary: 'The browser sessions of the caller (needs a browser session, not an API token)',
        response: { 200: envelope(z.array(accountSessionSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listSessions({ db, user: requireUser(request) }),
    }),
  );

  app.delete(
    '/account/sessions/:id',
    {
      schema: {
        operationId: 'revokeSession',
        tags,
        summary: "Sign out one of the caller's sessions (404 for anyone else's)",
        params: accountItemParamsSchema,
        response: { 200: envelope(revokedAccountItemSchema) },
      },
    },
    async (request, reply) => {
      const result = await service.revokeSession({ db, user: requireUser(request), sessionId: request.params.id });
      if (result.wasCurrent) clearSessionCookie(reply, config);
      return { success: true as const, data: { id: result.id } };
    },
  );

  app.post(
    '/account/sessions/revoke-all',
    {
      schema: {
        operationId: 'revokeAllSessions',
        tags,
        summary: 'Sign out everywhere: end every session of the caller, this one included',
        response: { 200: envelope(revokedSessionsSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.revokeAllSessions({ db, user: requireUser(request) });
      clearSessionCookie(reply, config);
      return { success: true as const, data };
    },
  );

  app.get(
    '/account/api-tokens',
    {
      schema: {
        operationId: 'listApiTokens',
        errors: [403],
        tags,
        summary: 'The personal API tokens of the caller (never the secret)',
        response: { 200: envelope(z.array(apiTokenSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listApiTokens({ db, user: requireUser(request) }),
    }),
  );

  app.post(
    '/account/api-tokens',
    {
      config: userRateLimit(config.limits.rate.apiToken, 'new API tokens'),
      schema: {
        operationId: 'createApiToken',
        tags,
        summary: 'Create a personal API token; the secret is in this response only',
        body: createApiTokenBodySchema,
        response: { 201: envelope(createdApiTokenSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createApiToken({ db, user: requireUser(request), ...request.body });
      // The secret must not linger in a cache.
      return reply.code(201).header('cache-control', 'no-store').send({ success: true as const, data });
    },
  );

  app.delete(
    '/account/api-tokens/:id',
    {
      schema: {
        operationId: 'revokeApiToken',
        tags,
        summary: 'Revoke a personal API token (effective on the next request)',
        params: accountItemParamsSchema,
        response: { 200: envelope(revokedAccountItemSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.revokeApiToken({ db, user: requireUser(request), tokenId: request.params.id }),
    }),
  );
}
