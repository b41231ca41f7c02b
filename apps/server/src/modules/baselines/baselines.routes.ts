import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  baselineBodySchema,
  baselineDetailSchema,
  baselineParamsSchema,
  baselineSummarySchema,
  deletedBaselineSchema,
  envelope,
  projectParamsSchema,
} from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import * as service from './baselines.service.js';

/** `/api/v1/projects/:id/baselines` (docs/api.md, "Baselines"; docs/decisions.md D49). */
export async function baselinesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);
  const tags = ['baselines'];

  app.post(
    '/projects/:id/baselines',
    {
      schema: {
        operationId: 'saveBaseline',
        errors: [409],
        tags,
        summary: "Save every event's title and dates under a name (admin right); 409 when the project already keeps 20 baselines",
        params: projectParamsSchema,
        body: baselineBodySchema,
        response: { 201: envelope(baselineSummarySchema) },
      },
    },
    async (request, reply) => {
      const data = await service.saveBaseline({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        projectId: request.params.id,
        name: request.body.name,
      });
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/projects/:id/baselines',
    {
      schema: {
        operationId: 'listBaselines',
        tags,
        summary: "The project's baselines, newest first, without their dates (read right)",
        params: projectParamsSchema,
        response: { 200: envelope(z.array(baselineSummarySchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listBaselines({ db: app.db, user: requireUser(request), projectId: request.params.id }),
    }),
  );

  app.get(
    '/projects/:id/baselines/:baselineId',
    {
      schema: {
        operationId: 'getBaseline',
        tags,
        summary: 'A baseline with the events it saved, by date (read right)',
        params: baselineParamsSchema,
        response: { 200: envelope(baselineDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getBaseline({
        db: app.db,
        user: requireUser(request),
        projectId: request.params.id,
        baselineId: request.params.baselineId,
      }),
    }),
  );

  app.put(
    '/projects/:id/baselines/:baselineId',
    {
      schema: {
        operationId: 'renameBaseline',
        tags,
        summary: 'Rename a baseline (admin right)',
        params: baselineParamsSchema,
        body: baselineBodySchema,
        response: { 200: envelope(baselineSummarySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.renameBaseline({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        projectId: request.params.id,
        baselineId: request.params.baselineId,
        name: request.body.name,
      }),
    }),
  );

  app.delete(
    '/projects/:id/baselines/:baselineId',
    {
      schema: {
        operationId: 'deleteBaseline',
        tags,
        summary: 'Delete a baseline and the dates it saved (admin right)',
        params: baselineParamsSchema,
        response: { 200: envelope(deletedBaselineSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.deleteBaseline({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        projectId: request.params.id,
        baselineId: request.params.baselineId,
      }),
    }),
  );
}
