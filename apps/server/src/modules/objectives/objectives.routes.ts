import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, objectiveMapSchema } from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import * as service from './objectives.service.js';

/** `/api/v1/objectives` (docs/api.md). */
export async function objectivesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);
  app.get(
    '/objectives',
    {
      schema: {
        operationId: 'listObjectives',
        tags: ['objectives'],
        summary: 'Objectives keyed by id: {id, name, color, description}',
        response: { 200: envelope(objectiveMapSchema) },
      },
    },
    async (request) => {
      requireUser(request);
      return { success: true as const, data: await service.getObjectiveMap({ db: app.db }) };
    },
  );
}
