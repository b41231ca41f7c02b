import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from '@plotline/shared';
import type { LiveOptions } from '../src/modules/live/live-hub.js';
import { describeEachDatabase, type TestContext } from './harness.js';
import { clientFor, createOrganization, memberOf, type Client } from './planning-fixtures.js';
import { twoInstances } from './two-instances.js';
import { openSse, type SseMessage, type SseStream } from './sse-reader.js';

/*
 * The portfolio's live stream (docs/decisions.md D76) over a real HTTP listener: a user hears when
 * they gain or lose a project and when a readable project changes, never a word of a project they
 * cannot read; the caps and sign-out of the project streams hold. On PostgreSQL also across two
 * app instances.
 */

// Short heartbeats (the reader's re-check runs with them); a cap of 3 streams per user.
const LIVE: LiveOptions = { heartbeatMs: 200, presenceRefreshMs: 200, streamLimits: { perUser: 3, perInstance: 100 } };

const PATH = '/api/v1/portfolio/stream';

/** What the stream told about one project: its messages' events, in order (hello and refetch when listed). */
const toldAbout = (stream: SseStream, projectId: string): string[] =>
  stream.messages.flatMap((message: SseMessage) =>
    message.data.projectId === projectId ||
    (message.data.projects as { projectId: string }[] | undefined)?.some((project) => project.projectId === projectId)
      ? [message.event]
      : [],
  );

const listed = (message: SseMessage): string[] => (message.data.projects as { projectId: string }[]).map((project) => project.projectId);

function portfolioLiveSuite(ctx: () => TestContext) {
  const open: SseStream[] = [];
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });

  async function connect(userId: string | null, headers: Record<string, string> = {}) {
    const auth = userId ? await ctx().cookieFor(userId) : {};
    const result = await openSse(`${ctx().config.publicUrl}${PATH}`, { ...auth, ...headers });
    if (result.stream) open.push(result.stream);
    return result;
  }

  async function stream(userId: string, headers: Record<string, string> = {}) {
    const result = await connect(userId, headers);
    if (!result.stream) throw new Error(`stream refused: ${JSON.stringify(result.error)}`);
    return result.stream;
  }

  /** An owner with a project shared at read level with a member of the same organization, and a stranger with a project of their own. */
  async function team() {
    const organizationId = await createOrganization(ctx());
    const owner = await clientFor(ctx(), (await ctx().createUser(memberOf(organizationId, 'owner'))).id);
    const reader = await clientFor(ctx(), (await ctx().createUser(memberOf(organizationId, 'editor'))).id);
    const otherOrganizationId = await createOrganization(ctx());
    const stranger = await clientFor(ctx(), (await ctx().createUser(memberOf(otherOrganizationId, 'owner'))).id);
    const friend = await clientFor(ctx(), (await ctx().createUser(memberOf(otherOrganizationId, 'editor'))).id);
    const projectId: string = (await owner.call('POST', '/projects', { name: 'Apollo' })).body.data.id;
    expect((await share(owner, projectId, reader)).status).toBe(200);
    return { owner, reader, stranger, friend, projectId };
  }

  const share = (owner: Client, projectId: string, to: Client) =>
    owner.call('POST', `/projects/${projectId}/share`, { userId: to.userId, permissionLevel: 'read' });
  const unshare = (owner: Client, projectId: string, from: Client) => owner.call('DELETE', `/projects/${projectId}/permissions/${from.userId}`);
  const revisionOf = async (client: Client, projectId: string): Promise<number> =>
    (await client.call('GET', `/projects/${projectId}`)).body.data.revision;

  it('refuses anonymous callers with 401 JSON and streams with the project stream headers', async () => {
    expect((await connect(null)).error).toMatchObject({ status: 401, body: { success: false, code: 'UNAUTHORIZED' } });
    const { reader, projectId, owner } = await team();
    const live = await stream(reader.userId);
    expect(live.headers['content-type']).toBe('text/event-stream');
    expect(live.headers['cache-control']).toBe('no-cache, no-transform');
    expect(live.headers['x-accel-buffering']).toBe('no');
    const hello = await live.next();
    expect(live.retries).toEqual([2000]);
    expect(hello).toMatchObject({ event: 'hello', data: { projects: [{ projectId, revision: await revisionOf(owner, projectId) }] } });
  });

  it('says when a project is unshared, shared again, changed and deleted', async () => {
    const { owner, reader, projectId } = await team();
    const live = await stream(reader.userId);
    expect(listed(await live.nextOf('hello'))).toEqual([projectId]);

    const timeline = await owner.call('POST', `/projects/${projectId}/timelines`, { name: 'Design', color: '#10B981' });
    expect(timeline.status).toBe(201);
    expect((await live.next()).data).toEqual({ projectId, revision: await revisionOf(owner, projectId), kind: 'timeline.created' });

    expect((await unshare(owner, projectId, reader)).status).toBe(200);
    expect(await live.next()).toMatchObject({ event: 'removed', data: { projectId, reason: 'accessLost' } });
    // Changes to it are no longer told.
    await owner.call('PUT', `/projects/${projectId}/timelines/${timeline.body.data.id}`, { name: 'Secret', version: 1 });

    expect((await share(owner, projectId, reader)).status).toBe(200);
    expect(await live.next()).toMatchObject({ event: 'added', data: { projectId, revision: await revisionOf(owner, projectId) } });

    expect((await owner.call('DELETE', `/projects/${projectId}`)).status).toBe(200);
    expect(await live.next()).toMatchObject({ event: 'removed', data: { projectId, reason: 'deleted' } });
    expect(toldAbout(live, projectId)).toEqual(['hello', 'change', 'removed', 'added', 'removed']);
    expect(JSON.stringify(live.messages)).not.toContain('Secret');
  });

  it("tells its owner of a project just created, and never names a stranger's project", async () => {
    const { owner, reader, stranger, friend } = await team();
    const ownerLive = await stream(owner.userId);
    const readerLive = await stream(reader.userId);
    await ownerLive.nextOf('hello');
    await readerLive.nextOf('hello');

    const created = await owner.call('POST', '/projects', { name: 'Gemini' });
    expect(created.status).toBe(201);
    expect(await ownerLive.next()).toMatchObject({ event: 'added', data: { projectId: created.body.data.id, revision: 0 } });

    // A stranger creates, shares with someone else, plans and deletes: neither stream hears of it.
    const secretId: string = (await stranger.call('POST', '/projects', { name: 'Skunkworks' })).body.data.id;
    expect((await share(stranger, secretId, friend)).status).toBe(200);
    await stranger.call('POST', `/projects/${secretId}/timelines`, { name: 'Hidden', color: '#10B981' });
    expect((await stranger.call('DELETE', `/projects/${secretId}`)).status).toBe(200);
    // A marker after them: both streams are past the stranger's changes once they hear it.
    const marker: string = (await owner.call('POST', '/projects', { name: 'Marker' })).body.data.id;
    expect((await share(owner, marker, reader)).status).toBe(200);
    await readerLive.until(() => toldAbout(readerLive, marker).includes('added'), 'the marker');
    await ownerLive.until(() => toldAbout(ownerLive, marker).includes('change'), 'the marker shared');
    for (const live of [ownerLive, readerLive]) {
      expect(JSON.stringify(live.messages)).not.toContain(secretId);
      expect(JSON.stringify(live.messages)).not.toContain('Skunkworks');
    }
  });

  it('shares the per-user cap with the project streams, and ends at sign-out', async () => {
    const { reader, projectId } = await team();
    const cookie = await ctx().cookieFor(reader.userId);
    const signedOut = await stream(reader.userId, cookie);
    await signedOut.nextOf('hello');
    const projectStream = await openSse(`${ctx().config.publicUrl}/api/v1/projects/${projectId}/stream`, await ctx().cookieFor(reader.userId));
    if (projectStream.stream) open.push(projectStream.stream);
    await stream(reader.userId);
    const refused = await connect(reader.userId);
    expect(refused.error).toMatchObject({ status: 429, body: { success: false, code: 'RATE_LIMITED', message: LIVE_MESSAGES.tooManyOfYours(3) } });

    const logout = await ctx().app.inject({ method: 'POST', url: '/auth/logout', headers: { ...cookie, ...ctx().sameOrigin } });
    expect(logout.statusCode).toBe(200);
    expect(await signedOut.nextOf('revoked')).toMatchObject({ data: { message: LIVE_MESSAGES.signedOut } });
    await signedOut.waitForEnd();
    // Its place is free again.
    expect((await connect(reader.userId)).stream?.status).toBe(200);
  });

  it('describes the stream in the OpenAPI document as text/event-stream', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = response.json().paths[PATH]?.get;
    expect(operation?.operationId).toBe('streamPortfolioChanges');
    expect(operation?.responses?.['200']?.content).toHaveProperty(['text/event-stream']);
  });
}

describeEachDatabase('portfolio live stream', portfolioLiveSuite, { listen: true, live: LIVE });

describe('portfolio live stream across two instances [postgres]', () => {
  const { ctx, bBase, open } = twoInstances(LIVE);

  async function streamOnB(userId: string) {
    const result = await openSse(`${bBase()}${PATH}`, { host: new URL(ctx().config.publicUrl).host, ...(await ctx().cookieFor(userId)) });
    if (!result.stream) throw new Error(`stream refused: ${JSON.stringify(result.error)}`);
    open.push(result.stream);
    return result.stream;
  }

  it('hears on instance B what is shared, changed and unshared through instance A, and refetches after a lost LISTEN', async () => {
    const organizationId = await createOrganization(ctx());
    const owner = await clientFor(ctx(), (await ctx().createUser(memberOf(organizationId, 'owner'))).id);
    const reader = await clientFor(ctx(), (await ctx().createUser(memberOf(organizationId, 'editor'))).id);
    const projectId: string = (await owner.call('POST', '/projects', { name: 'Apollo' })).body.data.id;
    const onB = await streamOnB(reader.userId);
    expect(listed(await onB.nextOf('hello'))).toEqual([]);

    await owner.call('POST', `/projects/${projectId}/share`, { userId: reader.userId, permissionLevel: 'read' });
    expect(await onB.next()).toMatchObject({ event: 'added', data: { projectId } });
    await owner.call('POST', `/projects/${projectId}/timelines`, { name: 'Design', color: '#10B981' });
    expect(await onB.next()).toMatchObject({ event: 'change', data: { projectId, kind: 'timeline.created' } });

    const cut = await sql<{ pid: number }>`
      select pg_terminate_backend(pid) as pid from pg_stat_activity
      where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`.execute(ctx().db);
    expect(cut.rows.length).toBeGreaterThanOrEqual(2);
    const refetch = await onB.nextOf('refetch');
    expect(refetch.data).toEqual({ projects: [{ projectId, revision: await (async () => (await owner.call('GET', `/projects/${projectId}`)).body.data.revision)() }] });

    await owner.call('DELETE', `/projects/${projectId}/permissions/${reader.userId}`);
    expect(await onB.next()).toMatchObject({ event: 'removed', data: { projectId, reason: 'accessLost' } });
  });
});
