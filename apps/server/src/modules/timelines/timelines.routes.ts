import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTimelineBodySchema,
  deletedTimelineSchema,
  envelope,
  projectParamsSchema,
  timelineByNameBodySchema,
  timelineNameParamsSchema,
  timelineParamsSchema,
  timelineSchema,
  timelineWithEventsSchema,
  updateTimelineBodySchema,
} from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import * as service from './timelines.service.js';

/** `/api/v1/projects/:id/timelines` and the name-based helpers `/api/v1/timelines/by-name` (docs/api.md). */
export async function timelinesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);
  const tags = ['timelines'];

  app.get(
    '/projects/:id/timelines',
    {
      schema: {
        operationId: 'listTimelines',
        tags,
        summary: 'Timelines of a project by displayOrder, each with its events (by date, then displayOrder)',
        params: projectParamsSchema,
        response: { 200: envelope(z.array(timelineWithEventsSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listTimelines({ db: app.db, user: requireUser(request), projectId: request.params.id }),
    }),
  );

  app.post(
    '/projects/:id/timelines',
    {
      schema: {
        operationId: 'createTimeline',
        errors: [409],
        tags,
        summary: 'Append a timeline (admin or owner); names are unique within a project (409)',
        params: projectParamsSchema,
        body: createTimelineBodySchema,
        response: { 201: envelope(timelineSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createTimeline({
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
    '/projects/:id/timelines/:timelineId',
    {
      schema: {
        operationId: 'updateTimeline',
        errors: [409],
        tags,
        summary: 'Rename and/or recolour a timeline (edit right); send the version you loaded (409 when stale)',
        params: timelineParamsSchema,
        body: updateTimelineBodySchema,
        response: { 200: envelope(timelineSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateTimeline({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        projectId: request.params.id,
        timelineId: request.params.timelineId,
        body: request.body,
      }),
    }),
  );

  app.delete(
    '/projects/:id/timelines/:timelineId',
    {
      schema: {
        operationId: 'deleteTimeline',
        tags,
        summary: 'Delete a timeline and its events (admin or owner)',
        params: timelineParamsSchema,
        response: { 200: envelope(deletedTimelineSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.deleteTimeline({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        projectId: request.params.id,
        timelineId: request.params.timelineId,
      }),
    }),
  );

  app.post(
    '/timelines/by-name',
    {
      schema: {
        operationId: 'createTimelineByName',
        errors: [409],
        tags,
        summary: "Create a timeline by name in the caller's oldest owned project, or in a new 'Default Project'",
        body: timelineByNameBodySchema,
        response: { 201: envelope(timelineSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createTimelineByName({ db: app.db, bus: app.changeBus, user: requireUser(request), body: request.body });
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/timelines/by-name/:name',
    {
      schema: {
        operationId: 'findTimelineByName',
        tags,
        summary: 'Find a timeline by name across readable projects (owned first); 404 \'Timeline "X" not found\'',
        params: timelineNameParamsSchema,
        response: { 200: envelope(timelineWithEventsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getTimelineByName({ db: app.db, user: requireUser(request), name: request.params.name }),
    }),
  );
}
