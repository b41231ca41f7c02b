import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProjectBodySchema,
  deletedProjectSchema,
  envelope,
  projectDetailSchema,
  projectParamsSchema,
  projectSummarySchema,
  projectWindowOf,
  projectWindowQuerySchema,
  updateProjectBodySchema,
} from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import { preferredEncoding, sendEncoded } from '../../lib/compression.js';
import { etagMatches } from '../../lib/etag.js';
import { ProjectCountsCache } from './project-counts-cache.js';
import { ProjectDetailCache } from './project-detail-cache.js';
import * as service from './projects.service.js';

/** `/api/v1/projects` (docs/api.md). */
export async function projectsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);
  const tags = ['projects'];
  const detailCache = new ProjectDetailCache();
  const countsCache = new ProjectCountsCache();

  app.get(
    '/projects',
    {
      schema: {
        operationId: 'listProjects',
        tags,
        summary: 'Projects the caller owns or has a share on, oldest first, with counts',
        response: { 200: envelope(z.array(projectSummarySchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await service.listProjects({ db: app.db, user: requireUser(request), counts: countsCache }) }),
  );

  app.post(
    '/projects',
    {
      schema: {
        operationId: 'createProject',
        tags,
        summary: 'Create a project owned by the caller',
        body: createProjectBodySchema,
        response: { 201: envelope(projectSummarySchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createProject({ db: app.db, bus: app.changeBus, user: requireUser(request), body: request.body });
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        operationId: 'getProject',
        tags,
        summary: 'A project with its timelines (by displayOrder) and their events (by date, then displayOrder)',
        params: projectParamsSchema,
        querystring: projectWindowQuerySchema,
        response: {
          200: envelope(projectDetailSchema),
          304: z.null().describe('Not modified: the If-None-Match tag names the current version'),
        },
      },
    },
    async (request, reply) => {
      const window = projectWindowOf(request.query);
      const detail = await service.getProjectDetail({ db: app.db, user: requireUser(request), projectId: request.params.id, cache: detailCache, window });
      void reply.header('etag', detail.etag).header('cache-control', 'private, no-cache');
      // The body is already serialized (project-detail-cache.ts, from the schema declared above) and
      // compressed when asked (docs/decisions.md D35); Fastify sends a Buffer unchanged, so the reply is used untyped here.
      const untyped = reply as FastifyReply;
      if (etagMatches(request.headers['if-none-match'], detail.etag)) return untyped.code(304).send();
      const body = await detail.body(app.config.compression ? preferredEncoding(request.headers['accept-encoding']) : null);
      return sendEncoded(untyped.type('application/json; charset=utf-8'), body.bytes, body.encoding);
    },
  );

  app.put(
    '/projects/:id',
    {
      schema: {
        operationId: 'updateProject',
        errors: [409],
        tags,
        summary: 'Change name, description or colour (admin or owner); send the version you loaded',
        params: projectParamsSchema,
        body: updateProjectBodySchema,
        response: { 200: envelope(projectSummarySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateProject({ db: app.db, bus: app.changeBus, user: requireUser(request), projectId: request.params.id, body: request.body }),
    }),
  );

  app.delete(
    '/projects/:id',
    {
      schema: {
        operationId: 'deleteProject',
        tags,
        summary: 'Delete a project with its timelines, events and shares (owner, or organization owner when shared)',
        params: projectParamsSchema,
        response: { 200: envelope(deletedProjectSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.deleteProject({ db: app.db, bus: app.changeBus, user: requireUser(request), projectId: request.params.id }),
    }),
  );
}
