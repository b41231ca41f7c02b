import { expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { insertShare } from './fixtures.js';
import { describeEachDatabase } from './harness.js';
import { clientFor, createOrganization, memberOf, seedProject } from './planning-fixtures.js';

/* Attempts to reach or change data the caller has no right to, each proven to fail and change nothing. */

describeEachDatabase('planning API attack cases', (ctx) => {
  /** Alice administers project A (her own); project B belongs to Bob, who shares nothing with her. */
  async function twoProjects() {
    const organizationId = await createOrganization(ctx());
    const alice = await ctx().createUser(memberOf(organizationId, 'member'));
    const bob = await ctx().createUser(memberOf(organizationId, 'member'));
    const a = await seedProject(ctx(), alice.id, { timelines: 2, eventsPerTimeline: 2 });
    const b = await seedProject(ctx(), bob.id, { timelines: 2, eventsPerTimeline: 2 });
    return { organizationId, alice, bob, a, b, api: await clientFor(ctx(), alice.id) };
  }

  const eventRow = (id: string) => ctx().db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const timelineRow = (id: string) => ctx().db.selectFrom('timelines').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it("cannot reach an event of project B through project A's URL", async () => {
    const { a, b, api } = await twoProjects();
    const foreignEvent = b.eventIds[0]![0]!;
    const before = await eventRow(foreignEvent);
    for (const timelineId of [a.timelineIds[0], b.timelineIds[0]]) {
      const url = `/projects/${a.projectId}/timelines/${timelineId}/events/${foreignEvent}`;
      const put = await api.call('PUT', url, { title: 'Hijacked', version: 1 });
      expect(put.status).toBe(404);
      const del = await api.call('DELETE', url);
      expect(del.status).toBe(404);
    }
    // Creating an event in B's timeline through A's project is refused too.
    const create = await api.call('POST', `/projects/${a.projectId}/timelines/${b.timelineIds[0]}/events`, { date: '2025-08-01', title: 'x' });
    expect(create.status).toBe(404);
    expect(await eventRow(foreignEvent)).toEqual(before);
    expect(await ctx().db.selectFrom('events').select('id').where('timelineId', '=', b.timelineIds[0]!).execute()).toHaveLength(2);
  });

  it("cannot move or reorder project B's timelines and events into project A", async () => {
    const { a, b, api } = await twoProjects();
    const reorder = await api.call('PUT', `/dragdrop/projects/${a.projectId}/timelines/reorder`, {
      timelineIds: [...a.timelineIds, b.timelineIds[0]],
    });
    expect(reorder.status).toBe(400);
    expect(reorder.body.message).toBe('Cannot reorder timelines from different projects');
    const swapped = await api.call('PUT', `/dragdrop/projects/${a.projectId}/timelines/reorder`, {
      timelineIds: [a.timelineIds[0], b.timelineIds[0]],
    });
    expect(swapped.status).toBe(400);
    const eventsReorder = await api.call('PUT', `/dragdrop/projects/${a.projectId}/timelines/${b.timelineIds[0]}/events/reorder`, {
      eventIds: b.eventIds[0],
    });
    expect(eventsReorder.status).toBe(404);
    const mixed = await api.call('PUT', `/dragdrop/projects/${a.projectId}/timelines/${a.timelineIds[0]}/events/reorder`, {
      eventIds: [...a.eventIds[0]!, b.eventIds[0]![0]],
    });
    expect(mixed.status).toBe(400);

    // A's event into B's timeline, and B's event into A's timeline.
    const intoB = await api.call('PUT', `/dragdrop/events/${a.eventIds[0]![0]}/move`, { targetTimelineId: b.timelineIds[0] });
    expect(intoB.status).toBe(404);
    expect(intoB.body.message).toBe(`Target timeline ${b.timelineIds[0]} not found`);
    const fromB = await api.call('PUT', `/dragdrop/events/${b.eventIds[0]![0]}/move`, { targetTimelineId: a.timelineIds[0] });
    expect(fromB.status).toBe(404);
    expect(fromB.body.message).toBe('Event not found');

    // B's timeline addressed through A's URL.
    const rename = await api.call('PUT', `/projects/${a.projectId}/timelines/${b.timelineIds[0]}`, { name: 'Hijacked', version: 1 });
    expect(rename.status).toBe(404);
    expect((await api.call('DELETE', `/projects/${a.projectId}/timelines/${b.timelineIds[0]}`)).status).toBe(404);

    expect(await timelineRow(b.timelineIds[0]!)).toMatchObject({ projectId: b.projectId, name: 'Lane 1', displayOrder: 1, version: 1 });
    expect(await eventRow(a.eventIds[0]![0]!)).toMatchObject({ timelineId: a.timelineIds[0], version: 1 });
    expect(await eventRow(b.eventIds[0]![0]!)).toMatchObject({ timelineId: b.timelineIds[0], version: 1 });
    expect(await timelineRow(a.timelineIds[0]!)).toMatchObject({ displayOrder: 1 });
  });

  it("a user of organization X can neither read nor share a project of organization Y", async () => {
    const { bob, b } = await twoProjects();
    const otherOrganization = await createOrganization(ctx());
    const outsider = await ctx().createUser(memberOf(otherOrganization, 'owner'));
    const outsiderApi = await clientFor(ctx(), outsider.id);
    expect((await outsiderApi.call('GET', `/projects/${b.projectId}`)).status).toBe(404);
    expect((await outsiderApi.call('GET', `/projects/${b.projectId}/timelines`)).status).toBe(404);
    expect((await outsiderApi.call('GET', `/projects/${b.projectId}/permissions`)).status).toBe(404);
    const share = await outsiderApi.call('POST', `/projects/${b.projectId}/share`, { userId: outsider.id, permissionLevel: 'admin' });
    expect(share.status).toBe(404);
    expect((await outsiderApi.call('GET', '/projects')).body.data).toEqual([]);
    expect((await outsiderApi.call('GET', '/timelines/by-name/Lane%201')).status).toBe(404);

    // Nor can Bob pull the outsider in: they are not in his organization.
    const bobApi = await clientFor(ctx(), bob.id);
    const pulled = await bobApi.call('POST', `/projects/${b.projectId}/share`, { userId: outsider.id });
    expect(pulled.status).toBe(400);
    const shareable = (await bobApi.call('GET', `/projects/${b.projectId}/shareable-users`)).body.data;
    expect(shareable.map((user: { id: string }) => user.id)).not.toContain(outsider.id);
    expect(await ctx().db.selectFrom('projectPermissions').select('userId').where('projectId', '=', b.projectId).execute()).toEqual([]);
  });

  it('cannot write through a read share (403) and nothing changes', async () => {
    const { organizationId, bob, b } = await twoProjects();
    const reader = await ctx().createUser(memberOf(organizationId, 'admin'));
    await insertShare(ctx().db, { projectId: b.projectId, userId: reader.id, level: 'read', grantedBy: bob.id, now: '2025-01-01T00:00:00.000Z' });
    const api = await clientFor(ctx(), reader.id);
    const project = `/projects/${b.projectId}`;
    const timeline = `${project}/timelines/${b.timelineIds[0]}`;
    const attempts: [string, string, unknown][] = [
      ['PUT', project, { name: 'x', version: 1 }],
      ['DELETE', project, undefined],
      ['POST', `${project}/timelines`, { name: 'x' }],
      ['PUT', timeline, { name: 'x', version: 1 }],
      ['DELETE', timeline, undefined],
      ['POST', `${timeline}/events`, { date: '2025-08-01', title: 'x' }],
      ['PUT', `${timeline}/events/${b.eventIds[0]![0]}`, { title: 'x', version: 1 }],
      ['DELETE', `${timeline}/events/${b.eventIds[0]![0]}`, undefined],
      ['PUT', `/dragdrop/projects/${b.projectId}/timelines/reorder`, { timelineIds: [...b.timelineIds].reverse() }],
      ['PUT', `/dragdrop/events/${b.eventIds[0]![0]}/move`, { targetTimelineId: b.timelineIds[1] }],
      ['POST', `${project}/share`, { userId: reader.id, permissionLevel: 'admin' }],
    ];
    for (const [method, url, body] of attempts) {
      const response = await api.call(method as 'PUT', url, body);
      expect(response.status, `${method} ${url}`).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
      expect(response.body.message).toBeTruthy();
    }
    const create = await api.call('POST', `${timeline}/events`, { date: '2025-08-01', title: 'x' });
    expect(create.body.message).toBe('You need admin permissions to add events');
    const del = await api.call('DELETE', `${timeline}/events/${b.eventIds[0]![0]}`);
    expect(del.body.message).toBe('You need delete permissions to delete events.');
    const newTimeline = await api.call('POST', `${project}/timelines`, { name: 'x' });
    expect(newTimeline.body.message).toBe('You need admin permissions to create timelines in this project.');

    const detail = (await api.call('GET', project)).body.data;
    expect(detail).toMatchObject({ version: 1, timelineCount: 2, eventCount: 4, userAccessLevel: 'read' });
    expect(await eventRow(b.eventIds[0]![0]!)).toMatchObject({ timelineId: b.timelineIds[0], version: 1, title: 'Event 1.1' });
    const level = await ctx().db.selectFrom('projectPermissions').select('permissionLevel').where('userId', '=', reader.id).executeTakeFirstOrThrow();
    expect(level.permissionLevel).toBe('read');
  });

  it('an admin share is capped by an organization role of member', async () => {
    const { organizationId, bob, b } = await twoProjects();
    const member = await ctx().createUser(memberOf(organizationId, 'member'));
    await insertShare(ctx().db, { projectId: b.projectId, userId: member.id, level: 'admin', grantedBy: bob.id, now: '2025-01-01T00:00:00.000Z' });
    const api = await clientFor(ctx(), member.id);
    const put = await api.call('PUT', `/projects/${b.projectId}/timelines/${b.timelineIds[0]}/events/${b.eventIds[0]![0]}`, { title: 'x', version: 1 });
    expect(put.status).toBe(403);
    expect((await api.call('GET', `/projects/${b.projectId}`)).body.data.userAccessLevel).toBe('admin');
  });

  it('a removed share stops working on the very next request', async () => {
    const { organizationId, bob, b } = await twoProjects();
    const editor = await ctx().createUser(memberOf(organizationId, 'editor'));
    const bobApi = await clientFor(ctx(), bob.id);
    expect((await bobApi.call('POST', `/projects/${b.projectId}/share`, { userId: editor.id, permissionLevel: 'write' })).status).toBe(200);
    const api = await clientFor(ctx(), editor.id);
    const eventUrl = `/projects/${b.projectId}/timelines/${b.timelineIds[0]}/events/${b.eventIds[0]![0]}`;
    expect((await api.call('PUT', eventUrl, { title: 'Before revoke', version: 1 })).status).toBe(200);

    expect((await bobApi.call('DELETE', `/projects/${b.projectId}/permissions/${editor.id}`)).status).toBe(200);
    expect((await api.call('PUT', eventUrl, { title: 'After revoke', version: 2 })).status).toBe(404);
    expect((await api.call('GET', `/projects/${b.projectId}`)).status).toBe(404);
    expect((await api.call('GET', '/projects')).body.data).toEqual([]);
    expect((await api.call('GET', '/timelines/by-name/Lane%202')).status).toBe(404);
    expect((await eventRow(b.eventIds[0]![0]!)).title).toBe('Before revoke');
  });

  it('the project list never shows more than the single-item endpoints allow', async () => {
    const organizationId = await createOrganization(ctx());
    const people = await Promise.all(['owner', 'admin', 'editor', 'member', 'member'].map((role) => ctx().createUser(memberOf(organizationId, role))));
    const stranger = await ctx().createUser(memberOf(await createOrganization(ctx()), 'owner'));
    const sysAdmin = await ctx().createUser({ sysRole: 'SysAdmin' });
    const everyone = [...people, stranger, sysAdmin];
    const levels = ['read', 'write', 'admin'];
    // Each person owns one project and shares it with the next two at varying levels.
    for (const [index, person] of people.entries()) {
      const shares = [1, 2].map((step) => ({ userId: people[(index + step) % people.length]!.id, level: levels[(index + step) % 3]! }));
      await seedProject(ctx(), person.id, { timelines: 1, eventsPerTimeline: 1, shares });
    }
    const allProjects = await ctx().db.selectFrom('projects').select('id').execute();
    for (const person of everyone) {
      const api = await clientFor(ctx(), person.id);
      const listed = (await api.call('GET', '/projects')).body.data as { id: string; userAccessLevel: string; eventCount: number }[];
      const listedIds = new Set(listed.map((project) => project.id));
      for (const { id } of allProjects) {
        const single = await api.call('GET', `/projects/${id}`);
        if (listedIds.has(id)) {
          expect(single.status).toBe(200);
          const item = listed.find((project) => project.id === id)!;
          expect(single.body.data.userAccessLevel).toBe(item.userAccessLevel);
          expect(single.body.data.eventCount).toBe(item.eventCount);
        } else {
          expect(single.status).toBe(404);
        }
      }
    }
    expect((await (await clientFor(ctx(), stranger.id)).call('GET', '/projects')).body.data).toEqual([]);
    expect((await (await clientFor(ctx(), sysAdmin.id)).call('GET', '/projects')).body.data).toEqual([]);
  });

  it('refuses mass assignment of ownerId, id, version, permissionLevel and projectId (400 naming the field)', async () => {
    const { organizationId, alice, a, api } = await twoProjects();
    const member = await ctx().createUser(memberOf(organizationId, 'member'));
    const timeline = `/projects/${a.projectId}/timelines/${a.timelineIds[0]}`;
    const attempts: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/projects', { name: 'Mine', ownerId: member.id }, 'ownerId'],
      ['POST', '/projects', { name: 'Mine', id: newId() }, 'id'],
      ['POST', '/projects', { name: 'Mine', version: 99 }, 'version'],
      ['POST', '/projects', { name: 'Mine', permissionLevel: 'owner' }, 'permissionLevel'],
      ['PUT', `/projects/${a.projectId}`, { name: 'x', version: 1, ownerId: member.id }, 'ownerId'],
      ['PUT', `/projects/${a.projectId}`, { name: 'x', version: 1, id: newId() }, 'id'],
      ['POST', `/projects/${a.projectId}/timelines`, { name: 'x', projectId: newId() }, 'projectId'],
      ['POST', `/projects/${a.projectId}/timelines`, { name: 'x', version: 5 }, 'version'],
      ['PUT', timeline, { name: 'x', version: 1, projectId: newId() }, 'projectId'],
      ['POST', `${timeline}/events`, { date: '2025-08-01', title: 'x', projectId: newId() }, 'projectId'],
      ['POST', `${timeline}/events`, { date: '2025-08-01', title: 'x', id: newId() }, 'id'],
      ['POST', `${timeline}/events`, { date: '2025-08-01', title: 'x', version: 7 }, 'version'],
      ['PUT', `${timeline}/events/${a.eventIds[0]![0]}`, { title: 'x', version: 1, timelineId: a.timelineIds[1] }, 'timelineId'],
      ['POST', `/projects/${a.projectId}/share`, { userId: member.id, ownerId: member.id }, 'ownerId'],
      ['POST', '/timelines/by-name', { name: 'x', projectId: newId() }, 'projectId'],
    ];
    for (const [method, url, body, field] of attempts) {
      const response = await api.call(method as 'POST', url, body);
      expect(response.status, `${method} ${url} ${field}`).toBe(400);
      expect(response.body.message).toContain(field);
    }
    const projects = await ctx().db.selectFrom('projects').select(['id', 'ownerId', 'name', 'version']).where('ownerId', 'in', [alice.id, member.id]).execute();
    expect(projects).toEqual([{ id: a.projectId, ownerId: alice.id, name: expect.any(String), version: 1 }]);
    expect(await ctx().db.selectFrom('timelines').select('id').where('projectId', '=', a.projectId).execute()).toHaveLength(2);
    expect(await ctx().db.selectFrom('projectPermissions').select('userId').where('projectId', '=', a.projectId).execute()).toEqual([]);
  });

  it('answers 400, never 500, for hostile ids and bodies', async () => {
    const { a, api } = await twoProjects();
    const probes: [string, string, unknown][] = [
      ['GET', "/projects/1' OR '1'='1", undefined],
      ['GET', `/projects/${a.projectId}x`, undefined],
      ['PUT', `/dragdrop/events/not-an-id/move`, { targetTimelineId: a.timelineIds[0] }],
      ['PUT', `/dragdrop/projects/${a.projectId}/timelines/reorder`, { timelineIds: 'all' }],
      ['PUT', `/dragdrop/projects/${a.projectId}/timelines/reorder`, { timelineIds: [] }],
      ['POST', '/projects', { name: 42 }],
      ['POST', '/projects', ['array']],
      ['PUT', `/projects/${a.projectId}`, { version: 'one' }],
      ['POST', `/projects/${a.projectId}/timelines`, { name: 'x', color: '#12345' }],
      // Beyond a 32-bit column: PostgreSQL would refuse the comparison (was a 500 there).
      ['PUT', `/projects/${a.projectId}`, { name: 'x', version: 2 ** 40 }],
      ['PUT', `/projects/${a.projectId}/timelines/${a.timelineIds[0]}`, { name: 'x', version: 2 ** 40 }],
      ['POST', `/projects/${a.projectId}/timelines/${a.timelineIds[0]}/events`, { date: '2025-08-01', title: 'x', objective: 'a\u0000b' }],
    ];
    for (const [method, url, body] of probes) {
      const response = await api.call(method as 'GET', url, body);
      expect(response.status, `${method} ${url}`).toBe(400);
      expect(response.body.success).toBe(false);
    }
  });

  it('takes a JSON content type with an empty body as no body, and still refuses broken or poisoned JSON', async () => {
    const { a, api } = await twoProjects();
    const raw = async (method: 'DELETE' | 'POST', url: string, payload: string) =>
      ctx().app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { ...(await ctx().cookieFor(api.userId)), ...ctx().sameOrigin, 'content-type': 'application/json' },
        payload,
      });
    const deleted = await raw('DELETE', `/projects/${a.projectId}/timelines/${a.timelineIds[0]}`, '');
    expect(deleted.statusCode).toBe(200);
    const missing = await raw('POST', '/projects', '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect((await raw('POST', '/projects', '{"name":')).statusCode).toBe(400);
    const poisoned = await raw('POST', '/projects', '{"name":"x","__proto__":{"isAdmin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().success).toBe(false);
  });
});
