import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  eventSchema,
  moveEventBodySchema,
  moveEventParamsSchema,
  projectParamsSchema,
  reorderEventsBodySchema,
  reorderTimelinesBodySchema,
  timelineParamsSchema,
  timelineSchema,
} from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import * as service from './dragdrop.service.js';

/** `/api/v1/dragdrop/...` (docs/api.md). */
export async function dragdropRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);
  const tags = ['dragdrop'];

  app.put(
    '/dragdrop/projects/:id/timelines/reorder',
    {
      schema: {
        operationId: 'reorderTimelines',
        errors: [409],
        tags,
        summary: "Set the order of all the project's timelines (admin or owner); answers the timelines in order",
        params: projectParamsSchema,
        body: reorderTimelinesBodySchema,
        response: { 200: envelope(z.array(timelineSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.reorderTimelines({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        projectId: request.params.id,
        timelineIds: request.body.timelineIds,
      }),
    }),
  );

  app.put(
    '/dragdrop/projects/:id/timelines/:timelineId/events/reorder',
    {
      schema: {
        operationId: 'reorderEvents',
        errors: [409],
        tags,
        summary: "Set the displayOrder of all the timeline's events (edit right); answers the events by date, then displayOrder",
        params: timelineParamsSchema,
        body: reorderEventsBodySchema,
        response: { 200: envelope(z.array(eventSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.reorderEvents({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        projectId: request.params.id,
        timelineId: request.params.timelineId,
        eventIds: request.body.eventIds,
      }),
    }),
  );

  app.put(
    '/dragdrop/events/:eventId/move',
    {
      schema: {
        operationId: 'moveEvent',
        errors: [409],
        tags,
        summary: 'Move an event to another timeline of the same project at newPosition (edit right)',
        params: moveEventParamsSchema,
        body: moveEventBodySchema,
        response: { 200: envelope(eventSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.moveEvent({ db: app.db, bus: app.changeBus, user: requireUser(request), eventId: request.params.eventId, body: request.body }),
    }),
  );
}
