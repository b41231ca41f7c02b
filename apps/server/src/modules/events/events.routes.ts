import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bulkEventsBodySchema,
  bulkEventsResultSchema,
  createEventBodySchema,
  deletedEventSchema,
  envelope,
  eventParamsSchema,
  eventSchema,
  projectParamsSchema,
  scheduledEventSchema,
  timelineParamsSchema,
  updateEventBodySchema,
} from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import { bulkChangeEvents } from './bulk.service.js';
import * as service from './events.service.js';

/** `/api/v1/projects/:id/timelines/:timelineId/events` (docs/api.md). */
export async function eventsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);
  const tags = ['events'];

  app.post(
    '/projects/:id/timelines/:timelineId/events',
    {
      schema: {
        operationId: 'createEvent',
        tags,
        summary: 'Add an event (admin or owner). Dates: YYYY-MM-DD or ISO; answered as noon-UTC timestamps',
        params: timelineParamsSchema,
        body: createEventBodySchema,
        response: { 201: envelope(eventSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createEvent({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        projectId: request.params.id,
        timelineId: request.params.timelineId,
        body: request.body,
      });
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.put(
    '/projects/:id/timelines/:timelineId/events/:eventId',
    {
      schema: {
        operationId: 'updateEvent',
        errors: [409],
        tags,
        summary:
          'Change an event (edit right); any subset of fields plus the version you loaded (409 when stale). With the project\'s autoSchedule on, new dates push its successors forward: movedEvents lists them',
        params: eventParamsSchema,
        body: updateEventBodySchema,
        response: { 200: envelope(scheduledEventSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateEvent({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        projectId: request.params.id,
        timelineId: request.params.timelineId,
        eventId: request.params.eventId,
        body: request.body,
      }),
    }),
  );

  app.delete(
    '/projects/:id/timelines/:timelineId/events/:eventId',
    {
      schema: {
        operationId: 'deleteEvent',
        tags,
        summary: 'Delete an event (admin or owner)',
        params: eventParamsSchema,
        response: { 200: envelope(deletedEventSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.deleteEvent({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        projectId: request.params.id,
        timelineId: request.params.timelineId,
        eventId: request.params.eventId,
      }),
    }),
  );

  app.post(
    '/projects/:id/events/bulk',
    {
      schema: {
        operationId: 'bulkChangeEvents',
        tags,
        summary:
          'Change up to 5000 events of the project at once: shift by days, move to a timeline, set the objective or delete (edit right; delete needs admin or owner). All or nothing, one revision; a shift pushes successors when autoSchedule is on (movedEvents); with answer: shifted a shift answers its events by id (shifted) instead of whole',
        params: projectParamsSchema,
        body: bulkEventsBodySchema,
        response: { 200: envelope(bulkEventsResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bulkChangeEvents({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        projectId: request.params.id,
        body: request.body,
      }),
    }),
  );
}
