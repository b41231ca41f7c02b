import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, historyPageSchema, historyQuerySchema, projectParamsSchema, undoBodySchema, undoResultSchema } from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import * as service from './history.service.js';

/** `/api/v1/projects/:id/history`, `…/undo`, `…/redo` (docs/api.md, "History and undo"). */
export async function historyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);
  const tags = ['history'];

  app.get(
    '/projects/:id/history',
    {
      schema: {
        operationId: 'getProjectHistory',
        tags,
        summary:
          "The project's operations, newest first (readers): who, when, the words and each row before and after. Cursor-paginated; filter by actorId and eventId",
        params: projectParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: envelope(historyPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listHistory({ db: app.db, user: requireUser(request), projectId: request.params.id, query: request.query }),
    }),
  );

  for (const direction of ['undo', 'redo'] as const) {
    app.post(
      `/projects/:id/${direction}`,
      {
        schema: {
          operationId: direction === 'undo' ? 'undoOperation' : 'redoOperation',
          errors: [409],
          tags,
          summary:
            direction === 'undo'
              ? "Undo the caller's latest operation in the project (edit right). 404 NOTHING_TO_UNDO; 409 UNDO_CONFLICT naming what someone changed since, with nothing applied"
              : "Redo the operation the caller's latest undo took back (edit right), unless they changed something since. 404 NOTHING_TO_REDO; 409 UNDO_CONFLICT",
          params: projectParamsSchema,
          body: undoBodySchema,
          response: { 200: envelope(undoResultSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service[direction]({ db: app.db, bus: app.changeBus, user: requireUser(request), projectId: request.params.id }),
      }),
    );
  }
}
