import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createDependencyBodySchema,
  deletedDependencySchema,
  dependencyParamsSchema,
  dependencySchema,
  envelope,
  projectParamsSchema,
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
          'Make toEventId depend on fromEventId (edit right). 404 for an event of another project; 409 DEPENDENCY_EXISTS for a pair that exists, DEPENDENCY_CYCLE for one that would close a cycle',
        params: projectParamsSchema,
        body: createDependencyBodySchema,
        response: { 201: envelope(dependencySchema) },
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
        summary: "Change a dependency's type and/or lag (edit right) with the version you loaded (409 when stale)",
        params: dependencyParamsSchema,
        body: updateDependencyBodySchema,
        response: { 200: envelope(dependencySchema) },
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
