import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveStreamQuerySchema, projectParamsSchema } from '@plotline/shared';
import { requireSignInFirst, requireUser, type AuthUser } from '../../auth/context.js';
import type { LiveHub } from './live-hub.js';
import * as service from './live.service.js';

const STREAM_DESCRIPTION = [
  'Server-Sent Events with every committed change of the project (docs/api.md, "Live updates").',
  'Messages, each `data:` one JSON line:',
  '`event: hello` {revision, viewers} first;',
  '`event: change` with `id: <revision>` and a ProjectChange {projectId, revision, kind, actorId, timelineId?, eventId?, event?, timeline?, events?, shifted?, movedEvents?, deletedEventIds?, at, historyId?}, in revision order',
  '(a bulk shift, and an undo or redo that only rewrote events (`events.changed`), send shifted events by id: `shifted: [{days, eventIds, versions, updatedAt}]`);',
  '`event: presence` {viewers} when the people with the project open change;',
  '`event: refetch` {revision} when what the client missed cannot be replayed;',
  '`event: revoked` {message} and the stream ends when the caller loses read access;',
  'a `: heartbeat` comment every 15 s; `retry: 2000` once at the start.',
  'Resume with the Last-Event-ID header (sent by EventSource on reconnect) or ?since=<revision>.',
  'A caller who cannot read the project gets the JSON error of GET /projects/{id} (404/403) instead of a stream.',
].join(' ');

const PORTFOLIO_STREAM_DESCRIPTION = [
  'Server-Sent Events about every project the caller can read (docs/api.md, "Live updates"; docs/decisions.md D76).',
  'Messages, each `data:` one JSON line:',
  '`event: hello` {projects: [{projectId, revision}]} first: every project readable now;',
  '`event: change` {projectId, revision, kind} when a readable project changed (read it again for the days loaded);',
  '`event: added` {projectId, revision} when the caller can read one more project (shared with them, created, imported);',
  '`event: removed` {projectId, reason: "accessLost" | "deleted"} when they can no longer read one;',
  '`event: refetch` {projects} (the shape of hello) when the server may have missed changes;',
  '`event: revoked` {message} and the stream ends when the session or token ends.',
  'A project the caller cannot read is never named. A `: heartbeat` comment every 15 s; `retry: 2000` once at the start.',
  'Nothing to resume: every connection starts with hello, which the client compares with what it holds.',
  'Counts towards the same per-user and per-instance caps as the project streams (429).',
].join(' ');

const STREAM_RESPONSE = {
  200: {
    description: 'An endless text/event-stream (never compressed or buffered)',
    content: { 'text/event-stream': { schema: z.string() } },
  },
};

/**
 * Refuses with 429 (and Retry-After) when the caller or this instance holds as many streams as
 * allowed; otherwise takes the response over: from here on the route writes it itself, and Fastify
 * must neither serialize, compress nor end it.
 */
function takeOver(hub: LiveHub, user: AuthUser, reply: FastifyReply): void {
  const refused = service.streamCapacityError({ hub, user });
  if (refused) {
    reply.header('retry-after', service.STREAM_RETRY_AFTER_SECONDS);
    throw refused;
  }
  reply.hijack();
}

/** Resume point: the Last-Event-ID header wins over ?since=; null when the header is not a revision. */
function resumePoint(header: string | string[] | undefined, since: number | undefined): number | null | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (value) return /^\d{1,15}$/.test(value) ? Number(value) : null;
  return since;
}

/**
 * `GET /api/v1/projects/:id/stream` (issue 9): the live change feed of one project. The parameter
 * is named `id` like every other `/projects/:id/...` route (the router shares the segment).
 * `GET /api/v1/portfolio/stream` (issue 20, docs/decisions.md D76): the user's portfolio stream.
 */
export async function liveRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);

  app.get(
    '/projects/:id/stream',
    {
      // A HEAD would open a stream whose body is never sent.
      exposeHeadRoute: false,
      schema: {
        operationId: 'streamProjectChanges',
        errors: [429],
        tags: ['live'],
        summary: 'Live updates of a project (Server-Sent Events)',
        description: STREAM_DESCRIPTION,
        params: projectParamsSchema,
        querystring: liveStreamQuerySchema,
        // Loose: validation must not strip the other headers from the request.
        headers: z.looseObject({ 'last-event-id': z.string().optional() }),
        response: STREAM_RESPONSE,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const projectId = request.params.id;
      const options = { db: app.db, user, projectId };
      const viewer = await service.openProjectStream(options);
      // No await between this and liveHub.open: the count cannot change in between.
      takeOver(app.liveHub, user, reply);
      app.liveHub.open({
        projectId,
        viewer,
        since: resumePoint(request.headers['last-event-id'], request.query.since),
        response: reply.raw,
        headers: reply.getHeaders(),
        check: () => service.checkStreamAccess(options),
      });
    },
  );

  app.get(
    '/portfolio/stream',
    {
      exposeHeadRoute: false,
      schema: {
        operationId: 'streamPortfolioChanges',
        errors: [429],
        tags: ['live', 'portfolio'],
        summary: 'Live updates of the projects the caller can read (Server-Sent Events)',
        description: PORTFOLIO_STREAM_DESCRIPTION,
        response: STREAM_RESPONSE,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const viewer = await service.viewerOf({ db: app.db, user });
      takeOver(app.liveHub, user, reply);
      app.liveHub.openPortfolio({
        viewer,
        response: reply.raw,
        headers: reply.getHeaders(),
        checks: service.portfolioChecks({ db: app.db, user }),
      });
    },
  );
}
