import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { TimelineWithEvents } from '@plotline/shared';
import { etagMatches } from '../src/lib/etag.js';
import { ProjectCountsCache } from '../src/modules/projects/project-counts-cache.js';
import { ProjectDetailCache, type DetailSnapshot } from '../src/modules/projects/project-detail-cache.js';
import { describeEachDatabase } from './harness.js';
import { clientFor, createOrganization, memberOf, seedProject } from './planning-fixtures.js';

/*
 * GET /projects/:id is served from a per-revision cache with an ETag (project-detail-cache.ts).
 * These tests prove no write path leaves a stale body behind, and that access and the caller's
 * own summary are never cached.
 */

describeEachDatabase('project detail cache and ETag', (ctx) => {
  async function setup() {
    const organizationId = await createOrganization(ctx());
    const owner = await ctx().createUser(memberOf(organizationId, 'owner'));
    const reader = await ctx().createUser(memberOf(organizationId, 'member'));
    const seeded = await seedProject(ctx(), owner.id, {
      timelines: 2,
      eventsPerTimeline: 2,
      shares: [{ userId: reader.id, level: 'read' }],
    });
    const get = async (userId: string, ifNoneMatch?: string) => {
      const response = await ctx().app.inject({
        method: 'GET',
        url: `/api/v1/projects/${seeded.projectId}`,
        headers: {
          ...(await ctx().cookieFor(userId)),
          ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
        },
      });
      return response;
    };
    return { owner, reader, seeded, get, ownerApi: await clientFor(ctx(), owner.id) };
  }

  it('answers with an ETag and 304 while nothing changed, and a new body after any write', async () => {
    const { owner, seeded, get, ownerApi } = await setup();
    const first = await get(owner.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"\d+-[\w-]{16}"$/);
    expect(first.json().data.timelines[0].events).toHaveLength(2);

    const unchanged = await get(owner.id, etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    const eventId = seeded.eventIds[0]?.[0];
    const timelineId = seeded.timelineIds[0];
    const saved = await ownerApi.call(
      'PUT',
      `/projects/${seeded.projectId}/timelines/${timelineId}/events/${eventId}`,
      { title: 'Renamed', version: 1 },
    );
    expect(saved.status).toBe(200);
    const changed = await get(owner.id, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const events = changed.json().data.timelines.flatMap((timeline: TimelineWithEvents) => timeline.events);
    expect(events.find((event: { id: string }) => event.id === eventId)).toMatchObject({
      title: 'Renamed',
      version: 2,
    });
  });

  it('reflects every kind of write on the next read', async () => {
    const { owner, seeded, get, ownerApi } = await setup();
    const titles = async () =>
      ((await get(owner.id)).json().data.timelines as TimelineWithEvents[]).map(
        (timeline) => `${timeline.name}:${timeline.events.map((event) => event.title).join(',')}`,
      );
    expect(await titles()).toEqual(['Lane 1:Event 1.1,Event 1.2', 'Lane 2:Event 2.1,Event 2.2']);

    const [laneOne, laneTwo] = seeded.timelineIds;
    const [firstEvent, secondEvent] = seeded.eventIds[0] ?? [];
    expect(
      (
        await ownerApi.call('PUT', `/projects/${seeded.projectId}/timelines/${laneOne}`, {
          name: 'First',
          version: 1,
        })
      ).status,
    ).toBe(200);
    expect(await titles()).toEqual(['First:Event 1.1,Event 1.2', 'Lane 2:Event 2.1,Event 2.2']);

    const created = await ownerApi.call('POST', `/projects/${seeded.projectId}/timelines/${laneTwo}/events`, {
      title: 'New',
      date: '2025-08-30',
      objective: 'testing',
    });
    expect(created.status).toBe(201);
    expect(await titles()).toEqual(['First:Event 1.1,Event 1.2', 'Lane 2:Event 2.1,Event 2.2,New']);

    expect(
      (
        await ownerApi.call('PUT', `/dragdrop/events/${firstEvent}/move`, {
          targetTimelineId: laneTwo,
          newPosition: 0,
        })
      ).status,
    ).toBe(200);
    expect(await titles()).toEqual(['First:Event 1.2', 'Lane 2:Event 1.1,Event 2.1,Event 2.2,New']);

    expect(
      (
        await ownerApi.call(
          'DELETE',
          `/projects/${seeded.projectId}/timelines/${laneOne}/events/${secondEvent}`,
        )
      ).status,
    ).toBe(200);
    expect(await titles()).toEqual(['First:', 'Lane 2:Event 1.1,Event 2.1,Event 2.2,New']);

    expect((await ownerApi.call('DELETE', `/projects/${seeded.projectId}/timelines/${laneOne}`)).status).toBe(
      200,
    );
    expect(await titles()).toEqual(['Lane 2:Event 1.1,Event 2.1,Event 2.2,New']);
  });

  it('serves each caller their own summary from a shared cached body, and checks access every time', async () => {
    const { owner, reader, seeded, get, ownerApi } = await setup();
    const asOwner = await get(owner.id);
    const asReader = await get(reader.id);
    expect(asOwner.json().data).toMatchObject({
      userAccessLevel: 'owner',
      isOwner: true,
      timelineCount: 2,
      eventCount: 4,
    });
    expect(asReader.json().data).toMatchObject({
      userAccessLevel: 'read',
      isOwner: false,
      timelineCount: 2,
      eventCount: 4,
    });
    expect(asReader.json().data.timelines).toEqual(asOwner.json().data.timelines);
    // Same revision, different caller: the tag differs, so one caller's tag never validates another's body.
    expect(asReader.headers.etag).not.toBe(asOwner.headers.etag);
    expect((await get(reader.id, String(asOwner.headers.etag))).statusCode).toBe(200);

    expect(
      (await ownerApi.call('DELETE', `/projects/${seeded.projectId}/permissions/${reader.id}`)).status,
    ).toBe(200);
    expect((await get(reader.id)).statusCode).toBe(404);
    expect((await get(reader.id, String(asReader.headers.etag))).statusCode).toBe(404);
  });

  it('keeps the list counts right after writes', async () => {
    const { owner, seeded, ownerApi } = await setup();
    const countsOf = async () => {
      const list = (await ownerApi.call('GET', '/projects')).body.data as {
        id: string;
        timelineCount: number;
        eventCount: number;
      }[];
      const entry = list.find((project) => project.id === seeded.projectId);
      return [entry?.timelineCount, entry?.eventCount];
    };
    expect(await countsOf()).toEqual([2, 4]);
    expect(await countsOf()).toEqual([2, 4]);
    const lane = seeded.timelineIds[0];
    expect(
      (
        await ownerApi.call('POST', `/projects/${seeded.projectId}/timelines/${lane}/events`, {
          title: 'More',
          date: '2025-09-01',
          objective: 'testing',
        })
      ).status,
    ).toBe(201);
    expect(await countsOf()).toEqual([2, 5]);
    expect((await ownerApi.call('DELETE', `/projects/${seeded.projectId}/timelines/${lane}`)).status).toBe(
      200,
    );
    expect(await countsOf()).toEqual([1, 2]);
    const created = await ownerApi.call('POST', '/projects', { name: 'Empty one' });
    const list = (await ownerApi.call('GET', '/projects')).body.data as {
      id: string;
      timelineCount: number;
      eventCount: number;
      ownerId: string;
    }[];
    expect(list.find((project) => project.id === created.body.data.id)).toMatchObject({
      timelineCount: 0,
      eventCount: 0,
      ownerId: owner.id,
    });
  });

  it('shows a project rename at once although the timelines did not change', async () => {
    const { owner, seeded, get, ownerApi } = await setup();
    const before = await get(owner.id);
    expect(
      (await ownerApi.call('PUT', `/projects/${seeded.projectId}`, { name: 'Renamed project', version: 1 }))
        .status,
    ).toBe(200);
    const after = await get(owner.id, String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.json().data.name).toBe('Renamed project');
  });
});

describe('ProjectDetailCache', () => {
  const timeline = (id: string, eventCount: number): TimelineWithEvents =>
    ({
      id,
      projectId: 'p',
      name: id,
      color: '#3B82F6',
      displayOrder: 1,
      version: 1,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      events: Array.from({ length: eventCount }, (_, index) => ({
        id: `${id}-${index}`,
        projectId: 'p',
        timelineId: id,
        title: `Event ${index}`,
        description: '',
        date: '2025-01-01T12:00:00.000Z',
        endDate: null,
        objective: 'testing',
        isMilestone: false,
        isFreeze: false,
        displayOrder: index + 1,
        version: 1,
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-01T00:00:00.000Z',
      })),
    }) as TimelineWithEvents;
  const loader = (snapshot: Omit<DetailSnapshot, 'consistent' | 'dependencies'> & Partial<DetailSnapshot>) => {
    let calls = 0;
    return {
      load: async () => {
        calls += 1;
        return { consistent: true, dependencies: [], ...snapshot };
      },
      calls: () => calls,
    };
  };

  it('loads once for concurrent requests and again only when the revision moves', async () => {
    const cache = new ProjectDetailCache();
    const one = loader({ revision: 1, timelines: [timeline('a', 2)] });
    const [x, y] = await Promise.all([cache.get('p', 1, one.load), cache.get('p', 1, one.load)]);
    expect(one.calls()).toBe(1);
    expect(x.eventCount).toBe(2);
    expect(y.timelineCount).toBe(1);
    await cache.get('p', 1, one.load);
    expect(one.calls()).toBe(1);
    const two = loader({ revision: 2, timelines: [timeline('a', 3)] });
    expect((await cache.get('p', 2, two.load)).eventCount).toBe(3);
    expect(two.calls()).toBe(1);
  });

  it('does not keep a snapshot read while writes kept landing', async () => {
    const cache = new ProjectDetailCache();
    const moving = loader({ revision: 5, timelines: [timeline('a', 1)], consistent: false });
    await cache.get('p', 5, moving.load);
    await cache.get('p', 5, moving.load);
    expect(moving.calls()).toBe(2);
  });

  it('keeps the newer revision when an older load finishes last', async () => {
    const cache = new ProjectDetailCache();
    const newer = loader({ revision: 3, timelines: [timeline('a', 3)] });
    await cache.get('p', 3, newer.load);
    const older = loader({ revision: 2, timelines: [timeline('a', 2)] });
    expect((await cache.get('p', 2, older.load)).revision).toBe(2);
    await cache.get('p', 3, newer.load);
    expect(newer.calls()).toBe(1);
  });

  it('evicts the least recently used project beyond its byte budget', async () => {
    const size = JSON.stringify([timeline('a', 20)]).length;
    const cache = new ProjectDetailCache(size * 2.5);
    const loads = ['a', 'b', 'c'].map((id) => loader({ revision: 1, timelines: [timeline(id, 20)] }));
    const [a, b, c] = loads as [
      ReturnType<typeof loader>,
      ReturnType<typeof loader>,
      ReturnType<typeof loader>,
    ];
    await cache.get('a', 1, a.load);
    await cache.get('b', 1, b.load);
    await cache.get('a', 1, a.load); // a is now the most recent
    await cache.get('c', 1, c.load); // over budget: b goes
    await cache.get('a', 1, a.load);
    await cache.get('b', 1, b.load);
    expect(a.calls()).toBe(1);
    expect(b.calls()).toBe(2);
  });

  it('wraps the cached timelines in the caller’s envelope', async () => {
    const cache = new ProjectDetailCache();
    const one = loader({ revision: 1, timelines: [timeline('a', 1)] });
    const detail = await cache.get('p', 1, one.load);
    const summary = {
      id: 'p',
      name: 'P',
      description: '',
      color: '#3B82F6',
      ownerId: 'u',
      ownerName: 'U',
      isOwner: true,
      isShared: false,
      userAccessLevel: 'owner' as const,
      effectiveLevel: 'owner' as const,
      limitedBy: null,
      timelineCount: 1,
      eventCount: 1,
      autoSchedule: false,
      isFreeze: false,
      version: 1,
      revision: 1,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    const parsed = JSON.parse(detail.body(summary).toString('utf8')) as { success: boolean; data: Record<string, unknown> };
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ ...summary, timelines: [expect.objectContaining({ id: 'a' })] });

    // Compressed once per summary and encoding, then served from the cache (docs/decisions.md D35).
    const br = await detail.encodedBody(summary, 'W/"1-a"', 'br');
    expect(brotliDecompressSync(br).equals(detail.body(summary))).toBe(true);
    expect(await (await cache.get('p', 1, one.load)).encodedBody(summary, 'W/"1-a"', 'br')).toBe(br);
    const gzip = await detail.encodedBody(summary, 'W/"1-a"', 'gzip');
    expect(gunzipSync(gzip).equals(detail.body(summary))).toBe(true);
    const other = { ...summary, userAccessLevel: 'read' as const, isOwner: false };
    expect(JSON.parse(brotliDecompressSync(await detail.encodedBody(other, 'W/"1-b"', 'br')).toString('utf8')).data.userAccessLevel).toBe('read');
    expect(one.calls()).toBe(1);
  });
});

describe('ProjectCountsCache', () => {
  it('counts only the projects whose revision moved, in one call', async () => {
    const cache = new ProjectCountsCache();
    const calls: string[][] = [];
    const count = async (ids: string[]) => {
      calls.push(ids);
      return new Map(ids.map((id) => [id, { timelineCount: calls.length, eventCount: 10 * calls.length }]));
    };
    await cache.countsFor(
      [
        { id: 'a', revision: 1 },
        { id: 'b', revision: 1 },
      ],
      count,
    );
    const second = await cache.countsFor(
      [
        { id: 'a', revision: 1 },
        { id: 'b', revision: 2 },
        { id: 'c', revision: 1 },
      ],
      count,
    );
    expect(calls).toEqual([
      ['a', 'b'],
      ['b', 'c'],
    ]);
    expect(second.get('a')).toEqual({ timelineCount: 1, eventCount: 10 });
    expect(second.get('b')).toEqual({ timelineCount: 2, eventCount: 20 });
    expect((await cache.countsFor([], count)).size).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it('forgets the oldest entries beyond its size', async () => {
    const cache = new ProjectCountsCache(2);
    const calls: string[][] = [];
    const count = async (ids: string[]) => {
      calls.push(ids);
      return new Map(ids.map((id) => [id, { timelineCount: 0, eventCount: 0 }]));
    };
    for (const id of ['a', 'b', 'c', 'a']) await cache.countsFor([{ id, revision: 1 }], count);
    expect(calls).toEqual([['a'], ['b'], ['c'], ['a']]);
  });
});

describe('etagMatches', () => {
  it('compares weakly, in lists and with *', () => {
    expect(etagMatches(undefined, 'W/"1-a"')).toBe(false);
    expect(etagMatches('W/"1-a"', 'W/"1-a"')).toBe(true);
    expect(etagMatches('"1-a"', 'W/"1-a"')).toBe(true);
    expect(etagMatches('"0-x", W/"1-a"', 'W/"1-a"')).toBe(true);
    expect(etagMatches('*', 'W/"1-a"')).toBe(true);
    expect(etagMatches('W/"2-a"', 'W/"1-a"')).toBe(false);
  });
});
