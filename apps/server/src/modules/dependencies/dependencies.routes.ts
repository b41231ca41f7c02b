import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createDependencyBodySchema,
  deletedDependencySchema,
  dependencyParamsSchema,
  envelope,
  projectParamsSchema,
  scheduledDependencySchema,
  updateDependencyBodySchema,
} from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import * as service from './dependencies.service.js';

/** `/api/v1/projects/:id/dependencies` (docs/api.md, "Dependencies and milestones"). */
export async function dependenciesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);
  const tags = ['dependencies'];

  app.post(
    '/projects/:id/dependencies',
    {
      schema: {
        operationId: 'createDependency',
        errors: [409],
        tags,
        summary:
          'Make toEventId depend on fromEventId (edit right); with autoSchedule on, the successors it would violate are pushed forward (movedEvents). 404 for an event of another project; 409 DEPENDENCY_EXISTS for a pair that exists, DEPENDENCY_CYCLE for one that would close a cycle',
        params: projectParamsSchema,
        body: createDependencyBodySchema,
        response: { 201: envelope(scheduledDependencySchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createDependency({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        projectId: request.params.id,
        body: request.body,
      });
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.put(
    '/projects/:id/dependencies/:dependencyId',
    {
      schema: {
        operationId: 'updateDependency',
        errors: [409],
        tags,
        summary: "Change a dependency's type and/or lag (edit right) with the version you loaded (409 when stale); with autoSchedule on, the successors it would violate are pushed forward (movedEvents)",
        params: dependencyParamsSchema,
        body: updateDependencyBodySchema,
        response: { 200: envelope(scheduledDependencySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateDependency({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        projectId: request.params.id,
        dependencyId: request.params.dependencyId,
        body: request.body,
      }),
    }),
  );

  app.delete(
    '/projects/:id/dependencies/:dependencyId',
    {
      schema: {
        operationId: 'deleteDependency',
        tags,
        summary: 'Delete a dependency (edit right)',
        params: dependencyParamsSchema,
        response: { 200: envelope(deletedDependencySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.deleteDependency({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        projectId: request.params.id,
        dependencyId: request.params.dependencyId,
      }),
    }),
  );
}
