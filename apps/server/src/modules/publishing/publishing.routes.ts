import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedParamsSchema,
  calendarFeedSchema,
  createdCalendarFeedSchema,
  createdPublicLinkSchema,
  createPublicLinkBodySchema,
  envelope,
  projectParamsSchema,
  publicLinkParamsSchema,
  publicLinkSchema,
  publicProjectSchema,
  publishedSecretParamsSchema,
  revokedPublishedItemSchema,
} from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import { noCredentials } from '../../lib/openapi.js';
import { ProjectDetailCache } from '../projects/project-detail-cache.js';
import { PUBLIC_RATE_LIMIT, publicHeaders, publishedPages } from './public-answers.js';
import { readPublicProject } from './published-reads.js';
import * as service from './publishing.service.js';

const tags = ['publishing'];

/** Feeds and links of a project, for signed-in callers (docs/api.md, "Calendar feeds and public links"). */
async function managementRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  requireSignInFirst(app);

  app.post(
    '/projects/:id/calendar-feeds',
    {
      schema: {
        operationId: 'createCalendarFeed',
        tags,
        summary: "A new secret ICS address of the project for the caller; the secret is in this answer's url only",
        params: projectParamsSchema,
        response: { 201: envelope(createdCalendarFeedSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createCalendarFeed({ db, user: requireUser(request), projectId: request.params.id, publicUrl: config.publicUrl });
      return reply.code(201).header('cache-control', 'no-store').send({ success: true as const, data });
    },
  );

  app.get(
    '/projects/:id/calendar-feeds',
    {
      schema: {
        operationId: 'listCalendarFeeds',
        tags,
        summary: "The caller's calendar feeds of the project (never the secret)",
        params: projectParamsSchema,
        response: { 200: envelope(z.array(calendarFeedSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listCalendarFeeds({ db, user: requireUser(request), projectId: request.params.id }),
    }),
  );

  app.delete(
    '/projects/:id/calendar-feeds/:feedId',
    {
      schema: {
        operationId: 'revokeCalendarFeed',
        tags,
        summary: 'Revoke one of the caller’s calendar feeds: its address answers 404 from the next request on',
        params: calendarFeedParamsSchema,
        response: { 200: envelope(revokedPublishedItemSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.revokeCalendarFeed({ db, user: requireUser(request), projectId: request.params.id, feedId: request.params.feedId }),
    }),
  );

  app.post(
    '/projects/:id/public-links',
    {
      schema: {
        operationId: 'createPublicLink',
        tags,
        summary: "A read-only link to the project (owner or admin); the secret is in this answer's url only",
        params: projectParamsSchema,
        body: createPublicLinkBodySchema,
        response: { 201: envelope(createdPublicLinkSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createPublicLink({
        db,
        user: requireUser(request),
        projectId: request.params.id,
        publicUrl: config.publicUrl,
        expiresInDays: request.body.expiresInDays,
      });
      return reply.code(201).header('cache-control', 'no-store').send({ success: true as const, data });
    },
  );

  app.get(
    '/projects/:id/public-links',
    {
      schema: {
        operationId: 'listPublicLinks',
        errors: [403],
        tags,
        summary: 'The project’s public links not revoked, expired ones included (owner or admin; never the secret)',
        params: projectParamsSchema,
        response: { 200: envelope(z.array(publicLinkSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listPublicLinks({ db, user: requireUser(request), projectId: request.params.id }),
    }),
  );

  app.delete(
    '/projects/:id/public-links/:linkId',
    {
      schema: {
        operationId: 'revokePublicLink',
        tags,
        summary: 'Revoke a public link (owner or admin): it answers 410 from the next request on',
        params: publicLinkParamsSchema,
        response: { 200: envelope(revokedPublishedItemSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.revokePublicLink({ db, user: requireUser(request), projectId: request.params.id, linkId: request.params.linkId }),
    }),
  );
}

/** What a public link shows, for anyone holding it: no sign-in, rate limited per address. */
async function publicReadRoutes(fastify: FastifyInstance, options: { cache: ProjectDetailCache }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/public/:secret',
    {
      config: PUBLIC_RATE_LIMIT,
      schema: {
        operationId: 'getPublicProject',
        errors: [410],
        tags,
        summary: 'The project behind a public link, read-only and without any of its people (no sign-in)',
        ...noCredentials,
        params: publishedSecretParamsSchema,
        response: { 200: envelope(publicProjectSchema) },
      },
      // Headers on every answer, errors included: never indexed, never cached.
      onRequest: async (_request, reply) => void publicHeaders(reply),
    },
    async (request) => ({
      success: true as const,
      data: await readPublicProject({ db: app.db, secret: request.params.secret, cache: options.cache }),
    }),
  );
}

/** Feeds and links read projects as their makers would, through a cache of their own. */
const PUBLISHED_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Publishing (issue 19, docs/decisions.md D42): under `/api/v1` the management calls (signed in
 * first) and the public read (no sign-in); at the root the ICS feeds and the `/p/{secret}` page.
 */
export async function publishingRoutes(app: FastifyInstance): Promise<void> {
  const cache = new ProjectDetailCache(PUBLISHED_CACHE_BYTES);
  await app.register(managementRoutes, { prefix: '/api/v1' });
  await app.register(publicReadRoutes, { prefix: '/api/v1', cache });
  await app.register(publishedPages, { cache });
}
