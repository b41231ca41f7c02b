import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import { expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesOf } from './api-client/generate.js';
import type { paths } from './api-client/plotline-api.js';
import { describeEachDatabase } from './harness.js';

/*
 * A program built on the API, as docs/api.md "Build on the API" shows it: types generated from
 * the served document by openapi-typescript, openapi-fetch, a personal API token, a listening
 * server. tsc checks the calls below against the generated types (npm run check), and the first
 * test checks the served document still generates exactly those types (docs/decisions.md D34).
 */

describeEachDatabase(
  'a client generated from the OpenAPI document',
  (ctx) => {
    it('is generated from the document the server serves (else run `npm run api:types`)', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
      const generated = await apiTypesOf(response.json());
      // Compared as text: a failure shows which types changed.
      expect(generated, 'the served document changed: run `npm run api:types` and review the diff').toBe(
        readFileSync(API_TYPES_FILE, 'utf8'),
      );
    });

    it('plans a release with a personal API token', async () => {
      const { app, config, sameOrigin } = ctx();
      const owner = await ctx().createUser();
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/account/api-tokens',
        headers: { ...(await ctx().cookieFor(owner.id)), ...sameOrigin },
        payload: { name: 'Release pipeline', scope: 'read_write' },
      });
      expect(created.statusCode).toBe(201);
      const token: string = created.json().data.token;

      const client = createClient<paths>({ baseUrl: config.publicUrl, headers: { authorization: `Bearer ${token}` } });

      const project = await client.POST('/api/v1/projects', { body: { name: 'Release 2.0', color: '#3B82F6' } });
      expect(project.response.status).toBe(201);
      const projectId = project.data!.data.id;

      const path = { id: projectId };
      const backend = await client.POST('/api/v1/projects/{id}/timelines', { params: { path }, body: { name: 'Backend' } });
      const frontend = await client.POST('/api/v1/projects/{id}/timelines', { params: { path }, body: { name: 'Frontend' } });
      expect([backend.response.status, frontend.response.status]).toEqual([201, 201]);
      const backendId = backend.data!.data.id;
      const frontendId = frontend.data!.data.id;

      const eventsPath = { id: projectId, timelineId: backendId };
      const freeze = await client.POST('/api/v1/projects/{id}/timelines/{timelineId}/events', {
        params: { path: eventsPath },
        body: { title: 'Code freeze', date: '2026-12-01', objective: 'testing' },
      });
      const rollout = await client.POST('/api/v1/projects/{id}/timelines/{timelineId}/events', {
        params: { path: eventsPath },
        body: { title: 'Rollout', date: '2026-12-07', endDate: '2026-12-09', objective: 'deployment' },
      });
      expect([freeze.response.status, rollout.response.status]).toEqual([201, 201]);
      expect(rollout.data?.data.endDate).toMatch(/^2026-12-09/);

      const moved = await client.PUT('/api/v1/dragdrop/events/{eventId}/move', {
        params: { path: { eventId: freeze.data!.data.id } },
        body: { targetTimelineId: frontendId, newPosition: 0, version: freeze.data!.data.version },
      });
      expect(moved.response.status).toBe(200);

      const read = await client.GET('/api/v1/projects/{id}', { params: { path } });
      expect(read.response.status).toBe(200);
      const timelines = read.data!.data.timelines.map((timeline) => ({
        name: timeline.name,
        events: timeline.events.map((event) => event.title),
      }));
      expect(timelines).toEqual([
        { name: 'Backend', events: ['Rollout'] },
        { name: 'Frontend', events: ['Code freeze'] },
      ]);

      // Someone else changed the event since this version was read: 409, with the one error shape.
      const rolloutPath = { id: projectId, timelineId: backendId, eventId: rollout.data!.data.id };
      const renamed = await client.PUT('/api/v1/projects/{id}/timelines/{timelineId}/events/{eventId}', {
        params: { path: rolloutPath },
        body: { title: 'Rollout (phase 1)', version: rollout.data!.data.version },
      });
      expect(renamed.response.status).toBe(200);
      const stale = await client.PUT('/api/v1/projects/{id}/timelines/{timelineId}/events/{eventId}', {
        params: { path: rolloutPath },
        body: { title: 'Rollout (all)', version: rollout.data!.data.version },
      });
      expect(stale.response.status).toBe(409);
      expect(stale.error).toMatchObject({ success: false, code: 'CONFLICT' });

      // Bad input: 400 naming the field.
      const backwards = await client.POST('/api/v1/projects/{id}/timelines/{timelineId}/events', {
        params: { path: eventsPath },
        body: { title: 'Hotfix', date: '2026-12-10', endDate: '2026-12-08' },
      });
      expect(backwards.response.status).toBe(400);
      expect(backwards.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'endDate', message: 'must not be before date' }] });
    });
  },
  { listen: true },
);
