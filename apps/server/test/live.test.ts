import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from '@plotline/shared';
import { buildApp } from '../src/app.js';
import { withProjectChanges } from '../src/modules/live/changes.js';
import type { LiveOptions } from '../src/modules/live/live-hub.js';
import { describeEachDatabase, type TestContext } from './harness.js';
import { clientFor, createOrganization, memberOf, type Client } from './planning-fixtures.js';
import { twoInstances } from './two-instances.js';
import { openSse, type SseStream } from './sse-reader.js';

/*
 * Live updates (issue 9) over a real HTTP listener: changes made through the API arrive on other
 * users' Server-Sent Events streams, streams resume or refetch, lose access with `revoked`, and
 * nothing is published for a rolled-back transaction. On PostgreSQL also across two app instances.
 */

// Short heartbeats (the access re-check runs with them) and a small ring, so resume limits show.
const LIVE: LiveOptions = { heartbeatMs: 200, presenceRefreshMs: 200, ringSize: 4 };

interface Team {
  projectId: string;
  owner: Client;
  reader: Client;
  stranger: Client;
}

function liveSuite(ctx: () => TestContext) {
  const open: SseStream[] = [];
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });

  const streamUrl = (projectId: string, query = '', base = ctx().config.publicUrl) =>
    `${base}/api/v1/projects/${projectId}/stream${query}`;

  async function connect(userId: string | null, projectId: string, options: { query?: string; headers?: Record<string, string>; base?: string } = {}) {
    const auth = userId ? await ctx().cookieFor(userId) : {};
    const result = await openSse(streamUrl(projectId, options.query, options.base), { ...auth, ...options.headers });
    if (result.stream) open.push(result.stream);
    return result;
  }

  async function stream(userId: string, projectId: string, options: { query?: string; headers?: Record<string, string>; base?: string } = {}) {
    const result = await connect(userId, projectId, options);
    if (!result.stream) throw new Error(`stream refused: ${JSON.stringify(result.error)}`);
    return result.stream;
  }

  /** An owner's project shared at write level with a member of the same organization. */
  async function team(): Promise<Team> {
    const organizationId = await createOrganization(ctx());
    const ownerUser = await ctx().createUser(memberOf(organizationId, 'owner', { firstName: 'Ada' }));
    const readerUser = await ctx().createUser(memberOf(organizationId, 'editor', { firstName: 'Grace' }));
    const strangerUser = await ctx().createUser();
    const owner = await clientFor(ctx(), ownerUser.id);
    const created = await owner.call('POST', '/projects', { name: 'Apollo' });
    expect(created.status).toBe(201);
    const projectId: string = created.body.data.id;
    const shared = await owner.call('POST', `/projects/${projectId}/share`, { userId: readerUser.id, permissionLevel: 'write' });
    expect(shared.status).toBe(200);
    return { projectId, owner, reader: await clientFor(ctx(), readerUser.id), stranger: await clientFor(ctx(), strangerUser.id) };
  }

  const revisionOf = async (client: Client, projectId: string): Promise<number> =>
    (await client.call('GET', `/projects/${projectId}`)).body.data.revision;

  it('refuses anonymous callers, strangers and bad ids with the JSON error of GET project', async () => {
    const { projectId, reader, stranger } = await team();
    const anonymous = await connect(null, projectId);
    expect(anonymous.error).toMatchObject({ status: 401, body: { success: false, code: 'UNAUTHORIZED' } });
    const refused = await connect(stranger.userId, projectId);
    expect(refused.error).toEqual({
      status: 404,
      body: { success: false, message: 'Project not found', code: 'NOT_FOUND' },
    });
    // Neither a SysAdmin nor an organization admin reads a project without a share (as GET project).
    const organizationId = (await ctx().db.selectFrom('users').select('organizationId').where('id', '=', reader.userId).executeTakeFirstOrThrow())
      .organizationId;
    const orgAdmin = await ctx().createUser(memberOf(organizationId ?? '', 'admin'));
    const sysAdmin = await ctx().createUser({ sysRole: 'SysAdmin' });
    for (const userId of [orgAdmin.id, sysAdmin.id]) expect((await connect(userId, projectId)).error).toMatchObject({ status: 404 });
    const readable = await connect(reader.userId, projectId);
    expect(readable.stream?.status).toBe(200);
    const badId = await connect(stranger.userId, 'not-a-uuid');
    expect(badId.error).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION_ERROR' } });
  });

  it("delivers a change made through one connection to another user's stream, in revision order", async () => {
    const { projectId, owner, reader } = await team();
    const live = await stream(reader.userId, projectId);
    expect(live.status).toBe(200);
    expect(live.headers['content-type']).toBe('text/event-stream');
    expect(live.headers['cache-control']).toBe('no-cache, no-transform');
    expect(live.headers['x-accel-buffering']).toBe('no');
    expect(live.headers['content-encoding']).toBeUndefined();

    const hello = await live.next();
    expect(hello.event).toBe('hello');
    expect(live.retries).toEqual([2000]);
    const start = await revisionOf(owner, projectId);
    expect(hello.data.revision).toBe(start);
    expect(hello.data.viewers.map((viewer: { id: string }) => viewer.id)).toEqual([reader.userId]);

    const timeline = await owner.call('POST', `/projects/${projectId}/timelines`, { name: 'Design', color: '#10B981' });
    expect(timeline.status).toBe(201);
    const timelineId: string = timeline.body.data.id;
    const created = await live.nextOf('change');
    expect(created.id).toBe(String(start + 1));
    expect(created.data).toMatchObject({
      projectId,
      revision: start + 1,
      kind: 'timeline.created',
      actorId: owner.userId,
      timelineId,
      timeline: timeline.body.data,
    });

    const event = await owner.call('POST', `/projects/${projectId}/timelines/${timelineId}/events`, {
      title: 'Kick-off',
      date: '2025-03-03',
    });
    expect(event.status).toBe(201);
    const eventCreated = await live.nextOf('change');
    expect(eventCreated.data).toMatchObject({
      revision: start + 2,
      kind: 'event.created',
      timelineId,
      eventId: event.body.data.id,
      event: event.body.data,
    });

    const updated = await owner.call('PUT', `/projects/${projectId}/timelines/${timelineId}/events/${event.body.data.id}`, {
      title: 'Kick-off meeting',
      version: 1,
    });
    expect(updated.status).toBe(200);
    const eventUpdated = await live.nextOf('change');
    // The answer adds the successors auto-schedule pushed (none here; docs/decisions.md D36) to the event.
    const { movedEvents, ...updatedEvent } = updated.body.data;
    expect(movedEvents).toEqual([]);
    expect(eventUpdated.data).toMatchObject({ revision: start + 3, kind: 'event.updated', event: updatedEvent });
    expect(eventUpdated.data).not.toHaveProperty('movedEvents');
    expect(eventUpdated.data.event.title).toBe('Kick-off meeting');

    // The reader's own change goes to their own stream too, with them as the actor.
    const reordered = await reader.call('PUT', `/dragdrop/projects/${projectId}/timelines/${timelineId}/events/reorder`, {
      eventIds: [event.body.data.id],
    });
    expect(reordered.status).toBe(200);
    expect((await live.nextOf('change')).data).toMatchObject({
      revision: start + 4,
      kind: 'events.reordered',
      actorId: reader.userId,
      timelineId,
    });

    const deleted = await owner.call('DELETE', `/projects/${projectId}/timelines/${timelineId}/events/${event.body.data.id}`);
    expect(deleted.status).toBe(200);
    expect((await live.nextOf('change')).data).toMatchObject({
      revision: start + 5,
      kind: 'event.deleted',
      eventId: event.body.data.id,
    });
    expect(await revisionOf(owner, projectId)).toBe(start + 5);
  });

  it('resumes from Last-Event-ID or ?since= by replaying the missed changes', async () => {
    const { projectId, owner, reader } = await team();
    const first = await stream(reader.userId, projectId);
    await first.nextOf('hello');
    await owner.call('PUT', `/projects/${projectId}`, { name: 'Apollo 2', version: 1 });
    const seen = await first.nextOf('change');
    first.close();

    const timeline = await owner.call('POST', `/projects/${projectId}/timelines`, { name: 'Build', color: '#10B981' });
    await owner.call('PUT', `/projects/${projectId}/timelines/${timeline.body.data.id}`, { color: '#EF4444', version: 1 });
    const current = Number(seen.id) + 2;

    for (const resume of [{ headers: { 'last-event-id': String(seen.id) } }, { query: `?since=${seen.id}` }]) {
      const again = await stream(reader.userId, projectId, resume);
      const hello = await again.next();
      expect(hello).toMatchObject({ event: 'hello', data: { revision: current } });
      // No id on hello when a replay follows: a drop mid-replay must resume from the last replayed change.
      expect(hello.id).toBeUndefined();
      const replayed = [await again.nextOf('change'), await again.nextOf('change')];
      expect(replayed.map((message) => [message.id, message.data.kind])).toEqual([
        [String(current - 1), 'timeline.created'],
        [String(current), 'timeline.updated'],
      ]);
      expect(replayed[1]?.data.timeline).toMatchObject({ color: '#EF4444', version: 2 });
      again.close();
    }

    // Up to date: hello carries the id and the next thing is the next live change.
    const upToDate = await stream(reader.userId, projectId, { headers: { 'last-event-id': String(current) } });
    expect(await upToDate.next()).toMatchObject({ event: 'hello', id: String(current) });
    await owner.call('DELETE', `/projects/${projectId}/timelines/${timeline.body.data.id}`);
    expect(await upToDate.nextOf('change')).toMatchObject({ id: String(current + 1), data: { kind: 'timeline.deleted' } });
  });

  it('tells a client to refetch when it cannot replay what the client missed', async () => {
    const { projectId, owner, reader } = await team();
    const before = await revisionOf(owner, projectId);
    // More changes than the ring of LIVE.ringSize holds.
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five', 'Six']) {
      expect((await owner.call('POST', `/projects/${projectId}/timelines`, { name, color: '#10B981' })).status).toBe(201);
    }
    const current = before + 6;
    for (const resume of [
      { query: `?since=${before}` },
      { headers: { 'last-event-id': String(current + 5) } },
      { headers: { 'last-event-id': 'yesterday' } },
    ]) {
      const live = await stream(reader.userId, projectId, resume);
      expect(await live.next()).toMatchObject({ event: 'hello', data: { revision: current } });
      expect(await live.nextOf('refetch')).toMatchObject({ id: String(current), data: { revision: current } });
      live.close();
    }
  });

  it('ends the stream with revoked when the share is removed, and re-checks on a level change', async () => {
    const { projectId, owner, reader } = await team();
    const ownerLive = await stream(owner.userId, projectId);
    const readerLive = await stream(reader.userId, projectId);
    await ownerLive.nextOf('hello');
    await readerLive.nextOf('hello');

    expect((await owner.call('POST', `/projects/${projectId}/share`, { userId: reader.userId, permissionLevel: 'read' })).status).toBe(200);
    expect((await readerLive.nextOf('change')).data).toMatchObject({ kind: 'sharing.changed' });

    expect((await owner.call('DELETE', `/projects/${projectId}/permissions/${reader.userId}`)).status).toBe(200);
    const revoked = await readerLive.next();
    expect(revoked).toMatchObject({ event: 'revoked', data: { message: LIVE_MESSAGES.accessLost } });
    await readerLive.waitForEnd();
    // The removal itself was never delivered to the removed reader; the owner sees it.
    expect(readerLive.messages.filter((message) => message.event === 'change')).toHaveLength(1);
    expect((await ownerLive.nextOf('change')).data).toMatchObject({ kind: 'sharing.changed' });
    expect((await ownerLive.nextOf('change')).data).toMatchObject({ kind: 'sharing.changed', actorId: owner.userId });
    // And the removed reader cannot come back.
    expect((await connect(reader.userId, projectId)).error).toMatchObject({ status: 404 });
  });

  it('ends streams when the session is signed out, the user suspended or the project deleted', async () => {
    const { projectId, owner, reader } = await team();
    const signedOut = await stream(reader.userId, projectId);
    const readerCookie = await ctx().cookieFor(reader.userId);
    const other = await stream(reader.userId, projectId, { headers: readerCookie });
    await signedOut.nextOf('hello');
    await other.nextOf('hello');
    await other.until(() => other.comments.includes('heartbeat'), 'heartbeat');

    const logout = await ctx().app.inject({ method: 'POST', url: '/auth/logout', headers: { ...readerCookie, ...ctx().sameOrigin } });
    expect(logout.statusCode).toBe(200);
    expect(await other.nextOf('revoked')).toMatchObject({ data: { message: LIVE_MESSAGES.signedOut } });
    await other.waitForEnd();
    expect(signedOut.isEnded).toBe(false);

    await ctx().db.updateTable('users').set({ status: 'suspended' }).where('id', '=', reader.userId).execute();
    expect(await signedOut.nextOf('revoked')).toMatchObject({ data: { message: LIVE_MESSAGES.signedOut } });
    await signedOut.waitForEnd();

    const ownerLive = await stream(owner.userId, projectId);
    await ownerLive.nextOf('hello');
    expect((await owner.call('DELETE', `/projects/${projectId}`)).status).toBe(200);
    expect((await ownerLive.nextOf('change')).data).toMatchObject({ kind: 'project.deleted', projectId });
    expect(await ownerLive.next()).toMatchObject({ event: 'revoked', data: { message: LIVE_MESSAGES.projectDeleted } });
    await ownerLive.waitForEnd();
  });

  it('publishes the share removal when a SysAdmin deletes a user who held one, and ends their stream', async () => {
    const { projectId, owner, reader } = await team();
    const ownerLive = await stream(owner.userId, projectId);
    const readerLive = await stream(reader.userId, projectId);
    await ownerLive.nextOf('hello');
    await readerLive.nextOf('hello');
    const before = await revisionOf(owner, projectId);
    const admin = await clientFor(ctx(), (await ctx().createUser({ sysRole: 'SysAdmin' })).id);

    expect((await admin.call('DELETE', `/api/v1/admin/users/${reader.userId}`)).status).toBe(200);
    expect((await ownerLive.nextOf('change')).data).toMatchObject({ kind: 'sharing.changed', projectId, revision: before + 1 });
    expect((await readerLive.nextOf('revoked')).event).toBe('revoked');
    await readerLive.waitForEnd();
    expect((await owner.call('GET', `/projects/${projectId}`)).body.data).toMatchObject({ isShared: false, revision: before + 1 });
  });

  it('publishes nothing and keeps the revision for a rolled-back change', async () => {
    const { projectId, owner } = await team();
    const live = await stream(owner.userId, projectId);
    await live.nextOf('hello');
    const timeline = await owner.call('POST', `/projects/${projectId}/timelines`, { name: 'Design', color: '#10B981' });
    const timelineId: string = timeline.body.data.id;
    const event = await owner.call('POST', `/projects/${projectId}/timelines/${timelineId}/events`, { title: 'Launch', date: '2025-05-10' });
    await live.nextOf('change');
    const { revision } = (await live.nextOf('change')).data;
    const eventUrl = `/projects/${projectId}/timelines/${timelineId}/events/${event.body.data.id}`;

    // Refused inside the write transaction: a stale version, an end before the start, a taken name.
    expect((await owner.call('PUT', eventUrl, { title: 'Stale', version: 7 })).status).toBe(409);
    expect((await owner.call('PUT', eventUrl, { endDate: '2025-05-01', version: 1 })).status).toBe(400);
    expect((await owner.call('POST', `/projects/${projectId}/timelines`, { name: 'Design', color: '#10B981' })).status).toBe(409);
    expect((await owner.call('PUT', `/projects/${projectId}`, { name: 'Stale', version: 9 })).status).toBe(409);
    // A transaction that recorded its change and then failed.
    await expect(
      withProjectChanges({ db: ctx().db, bus: ctx().app.changeBus, actorId: owner.userId }, async (_trx, changes) => {
        await changes.record({ projectId, kind: 'project.updated' });
        throw new Error('failed after recording');
      }),
    ).rejects.toThrow('failed after recording');
    expect(await revisionOf(owner, projectId)).toBe(revision);

    expect((await owner.call('PUT', eventUrl, { title: 'Launch day', version: 1 })).status).toBe(200);
    // The very next change on the stream is this one, one revision on: nothing came in between.
    const next = await live.nextOf('change');
    expect(next.data).toMatchObject({ revision: revision + 1, kind: 'event.updated' });
    expect(live.messages.filter((message) => message.event === 'change').map((message) => message.data.revision)).toEqual([
      revision - 1,
      revision,
      revision + 1,
    ]);
  });

  it('lists everyone viewing the project, and updates it as they come and go', async () => {
    const { projectId, owner, reader } = await team();
    const ownerLive = await stream(owner.userId, projectId);
    expect((await ownerLive.nextOf('hello')).data.viewers.map((viewer: { id: string }) => viewer.id)).toEqual([owner.userId]);

    const readerLive = await stream(reader.userId, projectId);
    const hello = await readerLive.nextOf('hello');
    // Sorted by name: Ada (owner) before Grace (reader).
    expect(hello.data.viewers.map((viewer: { id: string }) => viewer.id)).toEqual([owner.userId, reader.userId]);
    expect(hello.data.viewers[0]).toEqual({ id: owner.userId, name: expect.stringMatching(/^Ada /), picture: null });
    const joined = await ownerLive.nextOf('presence');
    expect(joined.data.viewers.map((viewer: { id: string }) => viewer.id)).toEqual([owner.userId, reader.userId]);

    readerLive.close();
    const left = await ownerLive.nextOf('presence');
    expect(left.data.viewers.map((viewer: { id: string }) => viewer.id)).toEqual([owner.userId]);
  });

  it('ends open streams when the app closes, so shutdown does not wait for them', async () => {
    const { projectId, owner } = await team();
    const second = await buildApp({ config: ctx().config, database: ctx().database, logger: false, migrate: false, live: LIVE });
    let isClosed = false;
    try {
      await second.listen({ host: '127.0.0.1', port: 0 });
      const address = second.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      // Reached by its own port but under the public host, as a load balancer forwards it.
      const live = await stream(owner.userId, projectId, {
        base: `http://127.0.0.1:${address.port}`,
        headers: { host: new URL(ctx().config.publicUrl).host },
      });
      await live.nextOf('hello');
      expect(second.liveHub.streamCount).toBe(1);
      await second.close();
      isClosed = true;
      await live.waitForEnd();
      expect(second.liveHub.streamCount).toBe(0);
    } finally {
      if (!isClosed) await second.close();
    }
  });

  it('describes the stream in the OpenAPI document as text/event-stream', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = response.json().paths['/api/v1/projects/{id}/stream']?.get;
    expect(operation?.responses?.['200']?.content).toHaveProperty(['text/event-stream']);
    expect(operation?.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['id', 'since', 'last-event-id']),
    );
  });
}

describeEachDatabase('live updates', liveSuite, { listen: true, live: LIVE });

describe('live updates across two instances [postgres]', () => {
  const { ctx, bBase, open } = twoInstances(LIVE);

  async function stream(userId: string, projectId: string, base: string, headers: Record<string, string> = {}) {
    // Both instances answer under the one public host, as behind a load balancer (lib/security.ts).
    const publicHost = { host: new URL(ctx().config.publicUrl).host };
    const result = await openSse(`${base}/api/v1/projects/${projectId}/stream`, {
      ...publicHost,
      ...(await ctx().cookieFor(userId)),
      ...headers,
    });
    if (!result.stream) throw new Error(`stream refused: ${JSON.stringify(result.error)}`);
    open.push(result.stream);
    return result.stream;
  }

  it('delivers a change made through instance A to a stream served by instance B, and presence across both', async () => {
    const organizationId = await createOrganization(ctx());
    const ownerUser = await ctx().createUser(memberOf(organizationId, 'owner', { firstName: 'Ada' }));
    const readerUser = await ctx().createUser(memberOf(organizationId, 'editor', { firstName: 'Grace' }));
    const owner = await clientFor(ctx(), ownerUser.id);
    const projectId: string = (await owner.call('POST', '/projects', { name: 'Apollo' })).body.data.id;
    await owner.call('POST', `/projects/${projectId}/share`, { userId: readerUser.id, permissionLevel: 'read' });

    const onA = await stream(ownerUser.id, projectId, ctx().config.publicUrl);
    await onA.nextOf('hello');
    const onB = await stream(readerUser.id, projectId, bBase());
    const hello = await onB.nextOf('hello');

    const timeline = await owner.call('POST', `/projects/${projectId}/timelines`, { name: 'Design', color: '#10B981' });
    expect(timeline.status).toBe(201);
    const change = await onB.nextOf('change');
    expect(change).toMatchObject({
      id: String(hello.data.revision + 1),
      data: { kind: 'timeline.created', revision: hello.data.revision + 1, timeline: timeline.body.data, actorId: ownerUser.id },
    });

    // Presence crosses instances: A learns of the reader on B, and of them leaving.
    await onA.until(
      () => onA.messages.some((message) => message.event === 'presence' && message.data.viewers.length === 2),
      'presence with both viewers',
    );
    onB.close();
    await onA.until(
      () => onA.messages.at(-1)?.event === 'presence' && onA.messages.at(-1)?.data.viewers.length === 1,
      'presence without the reader',
    );

    // B heard every change on the bus, so a client failing over to B resumes without a refetch.
    await owner.call('PUT', `/projects/${projectId}/timelines/${timeline.body.data.id}`, { name: 'Design v2', version: 1 });
    const resumed = await stream(readerUser.id, projectId, bBase(), { 'last-event-id': String(change.id) });
    expect(await resumed.next()).toMatchObject({ event: 'hello', data: { revision: hello.data.revision + 2 } });
    expect(await resumed.nextOf('change')).toMatchObject({
      id: String(hello.data.revision + 2),
      data: { kind: 'timeline.updated', timeline: { name: 'Design v2' } },
    });
  });

  it('reconnects a lost LISTEN connection, tells open streams to refetch, and delivers again', async () => {
    const organizationId = await createOrganization(ctx());
    const ownerUser = await ctx().createUser(memberOf(organizationId, 'owner'));
    const owner = await clientFor(ctx(), ownerUser.id);
    const projectId: string = (await owner.call('POST', '/projects', { name: 'Gemini' })).body.data.id;
    const onB = await stream(ownerUser.id, projectId, bBase());
    const hello = await onB.nextOf('hello');

    // Cut every instance's LISTEN connection, as a database restart or a network failure would.
    const cut = await sql<{ pid: number }>`
      select pg_terminate_backend(pid) as pid from pg_stat_activity
      where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`.execute(ctx().db);
    expect(cut.rows.length).toBeGreaterThanOrEqual(2);
    // Changes committed while it was down may be lost: the stream is told to refetch.
    expect(await onB.nextOf('refetch')).toMatchObject({ data: { revision: hello.data.revision } });

    const timeline = await owner.call('POST', `/projects/${projectId}/timelines`, { name: 'After', color: '#10B981' });
    expect(timeline.status).toBe(201);
    expect(await onB.nextOf('change')).toMatchObject({
      id: String(hello.data.revision + 1),
      data: { kind: 'timeline.created', timeline: timeline.body.data },
    });
  });
});
