import type { KyselyPlugin } from 'kysely';
import { expect, it } from 'vitest';
import { BUILTIN_OBJECTIVES } from '@plotline/shared';
import { newId } from '../src/lib/ids.js';
import { ProjectDetailCache } from '../src/modules/projects/project-detail-cache.js';
import { getProjectDetail } from '../src/modules/projects/projects.service.js';
import { describeEachDatabase } from './harness.js';
import { clientFor, createOrganization, memberOf, seedProject } from './planning-fixtures.js';

describeEachDatabase('planning API', (ctx) => {
  async function owner() {
    const organizationId = await createOrganization(ctx());
    const user = await ctx().createUser(memberOf(organizationId, 'owner'));
    return { user, organizationId, api: await clientFor(ctx(), user.id) };
  }

  // ------------------------------------------------------------------ projects

  it('creates, lists, reads, updates and deletes a project', async () => {
    const { user, api } = await owner();
    const created = await api.call('POST', '/projects', { name: '  Launch  ', description: 'Q3 work' });
    expect(created.status).toBe(201);
    const project = created.body.data;
    expect(project).toMatchObject({
      name: 'Launch',
      description: 'Q3 work',
      color: '#3B82F6',
      ownerId: user.id,
      ownerName: user.name,
      isOwner: true,
      isShared: false,
      userAccessLevel: 'owner',
      timelineCount: 0,
      eventCount: 0,
      version: 1,
    });
    expect(project.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(Object.keys(project).sort()).toEqual(
      [
        'id', 'name', 'description', 'color', 'ownerId', 'ownerName', 'isOwner', 'isShared', 'userAccessLevel',
        'effectiveLevel', 'limitedBy', 'timelineCount', 'eventCount', 'autoSchedule', 'isFreeze', 'version', 'revision', 'createdAt', 'updatedAt',
      ].sort(),
    );

    const list = await api.call('GET', '/projects');
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { id: string }) => p.id)).toEqual([project.id]);

    const detail = await api.call('GET', `/projects/${project.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: project.id, timelines: [] });

    const updated = await api.call('PUT', `/projects/${project.id}`, { name: 'Launch 2', color: '#ff0000', version: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Launch 2', color: '#FF0000', version: 2, description: 'Q3 work' });

    const stale = await api.call('PUT', `/projects/${project.id}`, { name: 'Lost update', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');
    expect((await api.call('GET', `/projects/${project.id}`)).body.data.name).toBe('Launch 2');

    const deleted = await api.call('DELETE', `/projects/${project.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: project.id, deletedTimelineCount: 0, deletedEventCount: 0 });
    expect((await api.call('GET', `/projects/${project.id}`)).status).toBe(404);
  });

  it('validates project bodies and names the field', async () => {
    const { api } = await owner();
    const blank = await api.call('POST', '/projects', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('name');
    const long = await api.call('POST', '/projects', { name: 'x'.repeat(121) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^name: .*120/);
    const desc = await api.call('POST', '/projects', { name: 'ok', description: 'd'.repeat(5001) });
    expect(desc.status).toBe(400);
    expect(desc.body.message).toMatch(/^description: /);
    const color = await api.call('POST', '/projects', { name: 'ok', color: 'red' });
    expect(color.status).toBe(400);
    expect(color.body.message).toMatch(/^color: /);
    const missingVersion = await api.call('PUT', `/projects/${newId()}`, { name: 'x' });
    expect(missingVersion.status).toBe(400);
    expect(missingVersion.body.message).toMatch(/^version: /);
    const badId = await api.call('GET', '/projects/not-a-uuid');
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/^params\.id: /);
    const notJson = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: { ...(await ctx().cookieFor(api.userId)), ...ctx().sameOrigin, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await api.call('GET', '/projects')).body.data).toEqual([]);
  });

  it('answers 404 for a project that does not exist', async () => {
    const { api } = await owner();
    for (const [method, url, body] of [
      ['GET', `/projects/${newId()}`],
      ['PUT', `/projects/${newId()}`, { name: 'x', version: 1 }],
      ['DELETE', `/projects/${newId()}`],
    ] as const) {
      const response = await api.call(method, url, body);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Project not found' });
    }
  });

  it('returns timelines by displayOrder with events by date then displayOrder, dates at noon UTC', async () => {
    const { user, api } = await owner();
    const seeded = await seedProject(ctx(), user.id, { timelines: 2, eventsPerTimeline: 0 });
    const [first, second] = seeded.timelineIds as [string, string];
    // Put the second timeline first.
    await ctx().db.updateTable('timelines').set({ displayOrder: 0 }).where('id', '=', second).execute();
    const post = (timelineId: string, body: object) =>
      api.call('POST', `/projects/${seeded.projectId}/timelines/${timelineId}/events`, body);
    const late = await post(first, { date: '2025-09-01', title: 'Late' });
    const earlyB = await post(first, { date: '2025-08-01', title: 'Early B' });
    const earlyA = await post(first, { date: '2025-08-01T23:59:00Z', title: 'Early A' });
    expect(late.status).toBe(201);
    await ctx().db.updateTable('events').set({ displayOrder: 0 }).where('id', '=', earlyA.body.data.id).execute();
    const detail = (await api.call('GET', `/projects/${seeded.projectId}`)).body.data;
    expect(detail.timelines.map((t: { id: string }) => t.id)).toEqual([second, first]);
    expect(detail.timelines[1].events.map((e: { title: string }) => e.title)).toEqual(['Early A', 'Early B', 'Late']);
    expect(detail.timelines[1].events[0].date).toBe('2025-08-01T12:00:00.000Z');
    expect(detail).toMatchObject({ timelineCount: 2, eventCount: 3 });
    expect(earlyB.body.data.endDate).toBeNull();
  });

  it('loads a project with a constant number of queries, however many timelines and events', async () => {
    const { user } = await owner();
    const small = await seedProject(ctx(), user.id, { timelines: 1, eventsPerTimeline: 1 });
    const large = await seedProject(ctx(), user.id, { timelines: 12, eventsPerTimeline: 15 });
    const authUser = {
      id: user.id,
      email: user.email,
      name: user.name,
      role: 'viewer' as const,
      sysRole: 'Normal' as const,
      status: 'active' as const,
      organizationId: user.organizationId ?? null,
      organizationRole: 'owner' as const,
      via: { kind: 'session' as const, id: 'test' },
    };
    const countQueries = async (projectId: string) => {
      let count = 0;
      const counter: KyselyPlugin = {
        transformQuery: (args) => {
          count += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const detail = await getProjectDetail({ db: ctx().db.withPlugin(counter), user: authUser, projectId, cache: new ProjectDetailCache() });
      return { count, events: (JSON.parse((await detail.body(null)).bytes.toString('utf8')) as { data: { eventCount: number } }).data.eventCount };
    };
    const a = await countQueries(small.projectId);
    const b = await countQueries(large.projectId);
    expect(b.events).toBe(180);
    expect(a.count).toBe(b.count);
    // Access check, timelines, events, dependencies, and the revision re-read that proves the snapshot consistent.
    expect(b.count).toBeLessThanOrEqual(5);
  });

  it('deletes a project with its timelines, events and shares in one go', async () => {
    const { user, organizationId, api } = await owner();
    const reader = await ctx().createUser(memberOf(organizationId, 'member'));
    const seeded = await seedProject(ctx(), user.id, { timelines: 3, eventsPerTimeline: 2, shares: [{ userId: reader.id, level: 'read' }] });
    const response = await api.call('DELETE', `/projects/${seeded.projectId}`);
    expect(response.body.data).toEqual({ id: seeded.projectId, deletedTimelineCount: 3, deletedEventCount: 6 });
    const left = await Promise.all([
      ctx().db.selectFrom('timelines').select('id').where('projectId', '=', seeded.projectId).execute(),
      ctx().db.selectFrom('events').select('id').where('projectId', '=', seeded.projectId).execute(),
      ctx().db.selectFrom('projectPermissions').select('userId').where('projectId', '=', seeded.projectId).execute(),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0]);
  });

  // ------------------------------------------------------------------ timelines

  it('creates timelines at the end, unique by name, and lists them with events', async () => {
    const { user, api } = await owner();
    const seeded = await seedProject(ctx(), user.id, { timelines: 2, eventsPerTimeline: 1 });
    const created = await api.call('POST', `/projects/${seeded.projectId}/timelines`, { name: ' Ops ' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Ops', color: '#3B82F6', displayOrder: 3, version: 1, projectId: seeded.projectId });
    const dup = await api.call('POST', `/projects/${seeded.projectId}/timelines`, { name: 'Ops', color: '#000000' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A timeline named "Ops" already exists in this project');
    const list = await api.call('GET', `/projects/${seeded.projectId}/timelines`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((t: { name: string }) => t.name)).toEqual(['Lane 1', 'Lane 2', 'Ops']);
    expect(list.body.data[0].events).toHaveLength(1);
    // Same name in another project is fine.
    const other = await seedProject(ctx(), user.id, { timelines: 0 });
    expect((await api.call('POST', `/projects/${other.projectId}/timelines`, { name: 'Ops' })).status).toBe(201);
  });

  it('renames and recolours a timeline with a version check', async () => {
    const { user, api } = await owner();
    const seeded = await seedProject(ctx(), user.id, { timelines: 2 });
    const url = `/projects/${seeded.projectId}/timelines/${seeded.timelineIds[0]}`;
    const renamed = await api.call('PUT', url, { name: 'Build', version: 1 });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Build', color: '#10B981', version: 2 });
    const recoloured = await api.call('PUT', url, { color: '#abcdef', version: 2 });
    expect(recoloured.body.data).toMatchObject({ name: 'Build', color: '#ABCDEF', version: 3 });
    const stale = await api.call('PUT', url, { name: 'Lost', version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');
    const clash = await api.call('PUT', url, { name: 'Lane 2', version: 3 });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('A timeline named "Lane 2" already exists in this project');
    const empty = await api.call('PUT', url, { version: 3 });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('name: Provide name and/or color');
    const row = await ctx().db.selectFrom('timelines').selectAll().where('id', '=', seeded.timelineIds[0]!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Build', version: 3 });
    expect((await api.call('PUT', `/projects/${seeded.projectId}/timelines/${newId()}`, { name: 'x', version: 1 })).status).toBe(404);
  });

  it('deletes a timeline with its events', async () => {
    const { user, api } = await owner();
    const seeded = await seedProject(ctx(), user.id, { timelines: 2, eventsPerTimeline: 3 });
    const response = await api.call('DELETE', `/projects/${seeded.projectId}/timelines/${seeded.timelineIds[0]}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: seeded.timelineIds[0], deletedEventCount: 3 });
    const again = await api.call('DELETE', `/projects/${seeded.projectId}/timelines/${seeded.timelineIds[0]}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Timeline not found');
    expect((await api.call('GET', `/projects/${seeded.projectId}`)).body.data.eventCount).toBe(3);
  });

  it('creates and finds timelines by name', async () => {
    const { api } = await owner();
    const missing = await api.call('GET', `/timelines/by-name/${encodeURIComponent('No such')}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Timeline "No such" not found');

    const first = await api.call('POST', '/timelines/by-name', { name: 'Alpha' });
    expect(first.status).toBe(201);
    const projects = (await api.call('GET', '/projects')).body.data;
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({ name: 'Default Project', description: 'Default project for timelines' });
    expect(first.body.data.projectId).toBe(projects[0].id);

    const second = await api.call('POST', '/timelines/by-name', { name: 'Beta', color: '#112233' });
    expect(second.body.data).toMatchObject({ projectId: projects[0].id, color: '#112233', displayOrder: 2 });
    expect((await api.call('GET', '/projects')).body.data).toHaveLength(1);
    expect((await api.call('POST', '/timelines/by-name', { name: 'Beta' })).status).toBe(409);

    const found = await api.call('GET', '/timelines/by-name/Beta');
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ id: second.body.data.id, name: 'Beta', events: [] });
  });

  // ------------------------------------------------------------------ events

  it('creates, updates and deletes events with the wire date rules', async () => {
    const { user, api } = await owner();
    const seeded = await seedProject(ctx(), user.id, { timelines: 1, eventsPerTimeline: 0 });
    const base = `/projects/${seeded.projectId}/timelines/${seeded.timelineIds[0]}/events`;
    const created = await api.call('POST', base, {
      date: '2025-08-01',
      endDate: '2025-08-03T12:00:00.000Z',
      title: ' Kick-off ',
      description: 'All hands',
      objective: 'testing',
    });
    expect(created.status).toBe(201);
    const event = created.body.data;
    expect(event).toMatchObject({
      projectId: seeded.projectId,
      timelineId: seeded.timelineIds[0],
      title: 'Kick-off',
      description: 'All hands',
      date: '2025-08-01T12:00:00.000Z',
      endDate: '2025-08-03T12:00:00.000Z',
      objective: 'testing',
      displayOrder: 1,
      version: 1,
    });
    expect(Object.keys(event).sort()).toEqual(
      ['id', 'projectId', 'timelineId', 'title', 'description', 'date', 'endDate', 'objective', 'isMilestone', 'isFreeze', 'displayOrder', 'version', 'createdAt', 'updatedAt'].sort(),
    );
    const stored = await ctx().db.selectFrom('events').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ startDate: '2025-08-01', endDate: '2025-08-03' });

    const defaults = await api.call('POST', base, { date: '2025-08-05', title: 'Plain', objective: 'no-such-objective' });
    expect(defaults.body.data).toMatchObject({ objective: 'preparation', endDate: null, description: '', displayOrder: 2 });
    const noObjective = await api.call('POST', base, { date: '2025-08-05', title: 'Plain', endDate: null });
    expect(noObjective.body.data.objective).toBe('preparation');

    const url = `${base}/${event.id}`;
    const moved = await api.call('PUT', url, { date: '2025-08-02', endDate: '2025-08-04', version: 1 });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ date: '2025-08-02T12:00:00.000Z', endDate: '2025-08-04T12:00:00.000Z', version: 2, title: 'Kick-off' });
    const single = await api.call('PUT', url, { endDate: null, title: 'Solo', objective: 'unknown', version: 2 });
    expect(single.body.data).toMatchObject({ endDate: null, title: 'Solo', objective: 'preparation', version: 3 });
    const stale = await api.call('PUT', url, { title: 'Lost', version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');
    expect((await ctx().db.selectFrom('events').select('title').where('id', '=', event.id).executeTakeFirstOrThrow()).title).toBe('Solo');

    const deleted = await api.call('DELETE', url);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: event.id });
    expect((await api.call('DELETE', url)).status).toBe(404);
    expect((await api.call('PUT', url, { title: 'x', version: 3 })).status).toBe(404);
  });

  it('rejects bad event input with the field named and saves nothing', async () => {
    const { user, api } = await owner();
    const seeded = await seedProject(ctx(), user.id, { timelines: 1, eventsPerTimeline: 1 });
    const base = `/projects/${seeded.projectId}/timelines/${seeded.timelineIds[0]}/events`;
    const cases: [object, RegExp][] = [
      [{ date: '2025-08-05', endDate: '2025-08-04', title: 'x' }, /^endDate: /],
      [{ date: '2025-02-30', title: 'x' }, /^date: /],
      [{ date: 'tomorrow', title: 'x' }, /^date: /],
      [{ title: 'x' }, /^date: /],
      [{ date: '2025-08-05' }, /^title: /],
      [{ date: '2025-08-05', title: '  ' }, /^title: /],
      [{ date: '2025-08-05', title: 't'.repeat(201) }, /^title: .*200/],
      [{ date: '2025-08-05', title: 'x', description: 'd'.repeat(5001) }, /^description: /],
      [{ date: '2025-08-05', title: 'x', timelineId: newId() }, /timelineId/],
    ];
    for (const [body, message] of cases) {
      const response = await api.call('POST', base, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    const eventUrl = `${base}/${seeded.eventIds[0]![0]}`;
    // The stored date is 2025-08-10; an end date before it is refused even when only endDate is sent.
    const endOnly = await api.call('PUT', eventUrl, { endDate: '2025-08-01', version: 1 });
    expect(endOnly.status).toBe(400);
    expect(endOnly.body.message).toMatch(/^endDate: /);
    const count = await ctx().db.selectFrom('events').select('id').where('projectId', '=', seeded.projectId).execute();
    expect(count).toHaveLength(1);
    const version = await ctx().db.selectFrom('events').select('version').where('id', '=', seeded.eventIds[0]![0]!).executeTakeFirstOrThrow();
    expect(version.version).toBe(1);
    expect((await api.call('POST', `/projects/${seeded.projectId}/timelines/${newId()}/events`, { date: '2025-08-05', title: 'x' })).status).toBe(404);
  });

  // ------------------------------------------------------------------ drag and drop

  it('reorders timelines and refuses incomplete or foreign lists', async () => {
    const { user, api } = await owner();
    const seeded = await seedProject(ctx(), user.id, { timelines: 3, eventsPerTimeline: 0 });
    const [a, b, c] = seeded.timelineIds as [string, string, string];
    const url = `/dragdrop/projects/${seeded.projectId}/timelines/reorder`;
    const response = await api.call('PUT', url, { timelineIds: [c, a, b] });
    expect(response.status).toBe(200);
    expect(response.body.data.map((t: { id: string; displayOrder: number }) => [t.id, t.displayOrder])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    const detail = (await api.call('GET', `/projects/${seeded.projectId}`)).body.data;
    expect(detail.timelines.map((t: { id: string }) => t.id)).toEqual([c, a, b]);
    // Reordering does not make a concurrent rename stale.
    expect(detail.timelines[0].version).toBe(1);

    const partial = await api.call('PUT', url, { timelineIds: [a, b] });
    expect(partial.status).toBe(409);
    const unknown = await api.call('PUT', url, { timelineIds: [a, b, c, newId()] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Cannot reorder timelines from different projects');
    const duplicate = await api.call('PUT', url, { timelineIds: [a, a, b] });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toMatch(/^timelineIds: /);
  });

  it('reorders events of a timeline', async () => {
    const { user, api } = await owner();
    const seeded = await seedProject(ctx(), user.id, { timelines: 2, eventsPerTimeline: 3 });
    const [x, y, z] = seeded.eventIds[0] as [string, string, string];
    // Same day, so displayOrder decides.
    await ctx().db.updateTable('events').set({ startDate: '2025-08-20' }).where('timelineId', '=', seeded.timelineIds[0]!).execute();
    const url = `/dragdrop/projects/${seeded.projectId}/timelines/${seeded.timelineIds[0]}/events/reorder`;
    const response = await api.call('PUT', url, { eventIds: [z, x, y] });
    expect(response.status).toBe(200);
    expect(response.body.data.map((e: { id: string }) => e.id)).toEqual([z, x, y]);
    const foreign = await api.call('PUT', url, { eventIds: [x, y, seeded.eventIds[1]![0]] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Cannot reorder events from different timelines');
    expect((await api.call('PUT', url, { eventIds: [x] })).status).toBe(409);
    const missingTimeline = await api.call('PUT', `/dragdrop/projects/${seeded.projectId}/timelines/${newId()}/events/reorder`, { eventIds: [x] });
    expect(missingTimeline.status).toBe(404);
  });

  it('moves an event to another timeline of the same project', async () => {
    const { user, api } = await owner();
    const seeded = await seedProject(ctx(), user.id, { timelines: 2, eventsPerTimeline: 2 });
    const eventId = seeded.eventIds[0]![0]!;
    await ctx().db.updateTable('events').set({ startDate: '2025-08-20' }).where('projectId', '=', seeded.projectId).execute();
    const response = await api.call('PUT', `/dragdrop/events/${eventId}/move`, { targetTimelineId: seeded.timelineIds[1], newPosition: 0 });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: eventId, timelineId: seeded.timelineIds[1], version: 2, displayOrder: 1 });
    const detail = (await api.call('GET', `/projects/${seeded.projectId}`)).body.data;
    expect(detail.timelines[1].events.map((e: { id: string }) => e.id)).toEqual([eventId, ...seeded.eventIds[1]!]);
    expect(detail.timelines[0].events).toHaveLength(1);

    const stale = await api.call('PUT', `/dragdrop/events/${eventId}/move`, { targetTimelineId: seeded.timelineIds[0], version: 1 });
    expect(stale.status).toBe(409);
    const missingTarget = newId();
    const target = await api.call('PUT', `/dragdrop/events/${eventId}/move`, { targetTimelineId: missingTarget });
    expect(target.status).toBe(404);
    expect(target.body.message).toBe(`Target timeline ${missingTarget} not found`);
    const missingEvent = await api.call('PUT', `/dragdrop/events/${newId()}/move`, { targetTimelineId: seeded.timelineIds[0] });
    expect(missingEvent.status).toBe(404);
    expect(missingEvent.body.message).toBe('Event not found');
    const badPosition = await api.call('PUT', `/dragdrop/events/${eventId}/move`, { targetTimelineId: seeded.timelineIds[0], newPosition: -1 });
    expect(badPosition.status).toBe(400);
    expect(badPosition.body.message).toMatch(/^newPosition: /);
  });

  // ------------------------------------------------------------------ objectives

  it('lists the objectives keyed by id, with server rows overriding and adding', async () => {
    const { api } = await owner();
    const response = await api.call('GET', '/objectives');
    expect(response.status).toBe(200);
    for (const objective of BUILTIN_OBJECTIVES) expect(response.body.data[objective.id]).toEqual(objective);
    const now = new Date().toISOString();
    await ctx().db
      .insertInto('objectives')
      .values({ id: 'research', name: 'Research', color: '#000000', description: 'Spikes', isBuiltin: 0, displayOrder: 10, createdAt: now, updatedAt: now })
      .execute();
    const after = (await api.call('GET', '/objectives')).body.data;
    expect(after.research).toEqual({ id: 'research', name: 'Research', color: '#000000', description: 'Spikes' });
    // A server objective is a known key for events from then on.
    const { user } = await owner();
    const seeded = await seedProject(ctx(), user.id, { timelines: 1, eventsPerTimeline: 0 });
    const event = await (await clientFor(ctx(), user.id)).call(
      'POST',
      `/projects/${seeded.projectId}/timelines/${seeded.timelineIds[0]}/events`,
      { date: '2025-08-01', title: 'Spike', objective: 'research' },
    );
    expect(event.body.data.objective).toBe('research');
    await ctx().db.deleteFrom('objectives').where('id', '=', 'research').execute();
  });

  // ------------------------------------------------------------------ sharing

  it('shares a project, lists permissions, changes the level and revokes', async () => {
    const { user, organizationId, api } = await owner();
    const editor = await ctx().createUser(memberOf(organizationId, 'editor', { picture: 'https://example.test/p.png' }));
    const pending = await ctx().createUser(memberOf(organizationId, 'member', { status: 'pending' }));
    const outsider = await ctx().createUser(memberOf(await createOrganization(ctx()), 'member'));
    const seeded = await seedProject(ctx(), user.id, { timelines: 1 });

    const shareable = await api.call('GET', `/projects/${seeded.projectId}/shareable-users`);
    expect(shareable.status).toBe(200);
    expect(shareable.body.data).toEqual([
      { id: editor.id, name: editor.name, email: editor.email, picture: 'https://example.test/p.png', organizationRole: 'editor' },
    ]);

    const shared = await api.call('POST', `/projects/${seeded.projectId}/share`, { userId: editor.id });
    expect(shared.status).toBe(200);
    expect(shared.body.data).toEqual({
      userId: editor.id,
      userName: editor.name,
      userEmail: editor.email,
      userPicture: 'https://example.test/p.png',
      permissionLevel: 'read',
      organizationRole: 'editor',
    });
    const editorApi = await clientFor(ctx(), editor.id);
    const seen = (await editorApi.call('GET', '/projects')).body.data;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ isOwner: false, isShared: true, userAccessLevel: 'read', ownerName: user.name });
    expect((await api.call('GET', `/projects/${seeded.projectId}`)).body.data.isShared).toBe(true);

    expect((await api.call('POST', `/projects/${seeded.projectId}/share`, { userId: editor.id, permissionLevel: 'write' })).status).toBe(200);
    const permissions = await api.call('GET', `/projects/${seeded.projectId}/permissions`);
    expect(permissions.body.data).toEqual({
      owner: { id: user.id, name: user.name, email: user.email, picture: null },
      permissions: [
        {
          userId: editor.id,
          userName: editor.name,
          userEmail: editor.email,
          userPicture: 'https://example.test/p.png',
          permissionLevel: 'write',
          organizationRole: 'editor',
        },
      ],
    });
    expect((await editorApi.call('GET', `/projects/${seeded.projectId}`)).body.data.userAccessLevel).toBe('write');

    for (const userId of [pending.id, outsider.id, newId()]) {
      const refused = await api.call('POST', `/projects/${seeded.projectId}/share`, { userId });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('userId: This user cannot be given access to this project');
    }
    const self = await api.call('POST', `/projects/${seeded.projectId}/share`, { userId: user.id });
    expect(self.status).toBe(400);
    const badLevel = await api.call('POST', `/projects/${seeded.projectId}/share`, { userId: editor.id, permissionLevel: 'owner' });
    expect(badLevel.status).toBe(400);
    expect(badLevel.body.message).toMatch(/^permissionLevel: /);

    const revoked = await api.call('DELETE', `/projects/${seeded.projectId}/permissions/${editor.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual({ projectId: seeded.projectId, userId: editor.id });
    expect((await editorApi.call('GET', `/projects/${seeded.projectId}`)).status).toBe(404);
    expect((await api.call('DELETE', `/projects/${seeded.projectId}/permissions/${editor.id}`)).status).toBe(404);
    expect((await api.call('GET', `/projects/${seeded.projectId}`)).body.data.isShared).toBe(false);
  });

  it('lets a shared user leave a project', async () => {
    const { user, organizationId } = await owner();
    const member = await ctx().createUser(memberOf(organizationId, 'member'));
    const seeded = await seedProject(ctx(), user.id, { shares: [{ userId: member.id, level: 'read' }] });
    const memberApi = await clientFor(ctx(), member.id);
    expect((await memberApi.call('DELETE', `/projects/${seeded.projectId}/permissions/${member.id}`)).status).toBe(200);
    expect((await memberApi.call('GET', '/projects')).body.data).toEqual([]);
  });

  it('lets a SysAdmin owner share with any active user', async () => {
    const admin = await ctx().createUser({ sysRole: 'SysAdmin' });
    const stranger = await ctx().createUser(memberOf(await createOrganization(ctx()), 'member'));
    const seeded = await seedProject(ctx(), admin.id);
    const api = await clientFor(ctx(), admin.id);
    const shareable = (await api.call('GET', `/projects/${seeded.projectId}/shareable-users`)).body.data;
    expect(shareable.map((u: { id: string }) => u.id)).toContain(stranger.id);
    expect(shareable.map((u: { id: string }) => u.id)).not.toContain(admin.id);
    expect((await api.call('POST', `/projects/${seeded.projectId}/share`, { userId: stranger.id, permissionLevel: 'admin' })).status).toBe(200);
  });

  it('documents every planning route in the OpenAPI', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/v1/projects',
      '/api/v1/projects/{id}',
      '/api/v1/projects/{id}/timelines',
      '/api/v1/projects/{id}/timelines/{timelineId}',
      '/api/v1/projects/{id}/timelines/{timelineId}/events',
      '/api/v1/projects/{id}/timelines/{timelineId}/events/{eventId}',
      '/api/v1/dragdrop/projects/{id}/timelines/reorder',
      '/api/v1/dragdrop/projects/{id}/timelines/{timelineId}/events/reorder',
      '/api/v1/dragdrop/events/{eventId}/move',
      '/api/v1/objectives',
      '/api/v1/timelines/by-name',
      '/api/v1/timelines/by-name/{name}',
      '/api/v1/projects/{id}/shareable-users',
      '/api/v1/projects/{id}/permissions',
      '/api/v1/projects/{id}/share',
      '/api/v1/projects/{id}/permissions/{userId}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
