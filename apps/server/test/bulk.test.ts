import { expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { insertShare } from './fixtures.js';
import { describeEachDatabase } from './harness.js';
import { changesDuring, clientFor, createOrganization, memberOf, seedProject } from './planning-fixtures.js';

/*
 * Bulk changes (issue 21, docs/decisions.md D48): POST /projects/{id}/events/bulk shifts, moves,
 * sets the objective of or deletes many events in one transaction and one revision, all or
 * nothing, on SQLite and PostgreSQL.
 */

describeEachDatabase('bulk changes API', (ctx) => {
  /** An owner's project of two timelines with `perTimeline` events each (starting 2025-08-10, 11, …). */
  async function plan(perTimeline = 3) {
    const organizationId = await createOrganization(ctx());
    const owner = await ctx().createUser(memberOf(organizationId, 'owner'));
    const api = await clientFor(ctx(), owner.id);
    const seeded = await seedProject(ctx(), owner.id, { timelines: 2, eventsPerTimeline: perTimeline });
    const base = `/projects/${seeded.projectId}`;
    const bulk = (body: object) => api.call('POST', `${base}/events/bulk`, body);
    const revision = async () =>
      (await ctx().db.selectFrom('projects').select('revision').where('id', '=', seeded.projectId).executeTakeFirstOrThrow()).revision;
    const rows = () => ctx().db.selectFrom('events').selectAll().where('projectId', '=', seeded.projectId).orderBy('id').execute();
    return { ...seeded, organizationId, owner, api, base, bulk, revision, rows };
  }

  it('shifts events by days, each version moved, in one revision and one live change', async () => {
    const p = await plan();
    const [a, b] = p.eventIds[0]!;
    const before = await p.revision();
    let updatedAt = '';
    const [change, ...more] = await changesDuring(ctx(), p.projectId, 1, async () => {
      const shifted = await p.bulk({ eventIds: [a, b], action: 'shift', days: -3 });
      expect(shifted.status).toBe(200);
      updatedAt = shifted.body.data.events[0].updatedAt;
      expect(shifted.body.data.events.map((event: { id: string; date: string; version: number }) => [event.id, event.date, event.version])).toEqual([
        [a, '2025-08-07T12:00:00.000Z', 2],
        [b, '2025-08-08T12:00:00.000Z', 2],
      ]);
      expect(shifted.body.data.deletedEventIds).toEqual([]);
      expect(shifted.body.data.movedEvents).toEqual([]);
    });
    expect(await p.revision()).toBe(before + 1);
    expect(more).toEqual([]);
    expect(change).toMatchObject({ kind: 'bulk.shift', revision: before + 1, actorId: p.owner.id });
    // Viewers get the shift by id (D72): the days, the new versions and the new time.
    expect(change!.events).toBeUndefined();
    expect(change!.shifted).toEqual([{ days: -3, eventIds: [a, b], versions: [2, 2], updatedAt }]);
    const untouched = (await p.rows()).find((row) => row.id === p.eventIds[0]![2]);
    expect(untouched).toMatchObject({ startDate: '2025-08-12', version: 1 });
  });

  it("answers a shift by id with answer: 'shifted', the same shifted as the live change, the new versions as stored (D78)", async () => {
    const p = await plan();
    const [a, b] = p.eventIds[0]!;
    // b is a version ahead: its answered version is what the UPDATE wrote, not a guess.
    await ctx().db.updateTable('events').set({ version: 4 }).where('id', '=', b!).execute();
    let answer: { events: unknown[]; shifted: unknown[]; movedEvents: unknown[] } | undefined;
    const [change] = await changesDuring(ctx(), p.projectId, 1, async () => {
      const shifted = await p.bulk({ eventIds: [b, a], action: 'shift', days: 2, answer: 'shifted' });
      expect(shifted.status).toBe(200);
      answer = shifted.body.data;
    });
    const rows = new Map((await p.rows()).map((row) => [row.id, row]));
    const updatedAt = rows.get(a!)!.updatedAt;
    expect(answer).toEqual({ events: [], shifted: [{ days: 2, eventIds: [b, a], versions: [5, 2], updatedAt }], deletedEventIds: [], movedEvents: [] });
    expect(change!.shifted).toEqual(answer!.shifted);
    expect([rows.get(a!)!.startDate, rows.get(b!)!.startDate]).toEqual(['2025-08-12', '2025-08-13']);
    // The default answer still carries the events whole.
    const whole = await p.bulk({ eventIds: [a], action: 'shift', days: 1, answer: 'events' });
    expect(whole.body.data.shifted).toBeUndefined();
    expect(whole.body.data.events).toEqual([expect.objectContaining({ id: a, date: '2025-08-13T12:00:00.000Z', version: 3 })]);
  });

  it('shifts a multi-day event with its end, and pushes successors when auto-schedule is on (movedEvents)', async () => {
    const p = await plan(2);
    const [first, second] = p.eventIds[0]!;
    const project = (await p.api.call('GET', p.base)).body.data;
    expect((await p.api.call('PUT', p.base, { autoSchedule: true, version: project.version })).status).toBe(200);
    // first (08-10) finishes before second (08-11…08-12) starts.
    await ctx().db.updateTable('events').set({ startDate: '2025-08-11', endDate: '2025-08-12' }).where('id', '=', second!).execute();
    expect((await p.api.call('POST', `${p.base}/dependencies`, { fromEventId: first, toEventId: second })).status).toBe(201);

    const shifted = await p.bulk({ eventIds: [first], action: 'shift', days: 5 });
    expect(shifted.status).toBe(200);
    expect(shifted.body.data.events[0]).toMatchObject({ id: first, date: '2025-08-15T12:00:00.000Z' });
    expect(shifted.body.data.movedEvents).toEqual([
      expect.objectContaining({ id: second, date: '2025-08-16T12:00:00.000Z', endDate: '2025-08-17T12:00:00.000Z' }),
    ]);
  });

  it('moves events to another timeline after its own, and sets the objective', async () => {
    const p = await plan(2);
    const [t1, t2] = p.timelineIds as [string, string];
    const [a, b] = p.eventIds[0]!;
    const moved = await p.bulk({ eventIds: [b, a], action: 'move', timelineId: t2 });
    expect(moved.status).toBe(200);
    expect(moved.body.data.events.map((event: { id: string; timelineId: string }) => [event.id, event.timelineId])).toEqual([
      [b, t2],
      [a, t2],
    ]);
    const detail = (await p.api.call('GET', p.base)).body.data;
    expect(detail.timelines.find((timeline: { id: string }) => timeline.id === t1).events).toEqual([]);
    const order = await ctx().db.selectFrom('events').select('id').where('timelineId', '=', t2).orderBy('displayOrder').execute();
    expect(order.map((row) => row.id)).toEqual([...p.eventIds[1]!, a, b]);

    const objective = await p.bulk({ eventIds: [a, b], action: 'objective', objective: 'deployment' });
    expect(objective.status).toBe(200);
    expect(objective.body.data.events.map((event: { objective: string; version: number }) => [event.objective, event.version])).toEqual([
      ['deployment', 3],
      ['deployment', 3],
    ]);
  });

  it('deletes events with their dependencies in one revision', async () => {
    const p = await plan(2);
    const [a, b] = p.eventIds[0]!;
    const [c] = p.eventIds[1]!;
    expect((await p.api.call('POST', `${p.base}/dependencies`, { fromEventId: a, toEventId: c })).status).toBe(201);
    const before = await p.revision();
    const [change] = await changesDuring(ctx(), p.projectId, 1, async () => {
      const deleted = await p.bulk({ eventIds: [a, b], action: 'delete' });
      expect(deleted.status).toBe(200);
      expect(deleted.body.data).toEqual({ events: [], deletedEventIds: [a, b], movedEvents: [] });
    });
    expect(change).toMatchObject({ kind: 'bulk.delete', deletedEventIds: [a, b], deletedDependencyIds: [expect.any(String)] });
    expect(await p.revision()).toBe(before + 1);
    expect((await p.rows()).map((row) => row.id).sort()).toEqual([...p.eventIds[1]!].sort());
    expect(await ctx().db.selectFrom('dependencies').selectAll().where('projectId', '=', p.projectId).execute()).toEqual([]);
  });

  it('is all or nothing: one event of another project refuses the whole request, nothing written, revision unchanged', async () => {
    const p = await plan();
    const other = await seedProject(ctx(), p.owner.id, { timelines: 1, eventsPerTimeline: 1 });
    const foreign = other.eventIds[0]![0]!;
    const before = { revision: await p.revision(), rows: await p.rows() };
    for (const body of [
      { eventIds: [...p.eventIds[0]!, foreign], action: 'shift', days: 2 },
      { eventIds: [...p.eventIds[0]!, newId()], action: 'delete' },
      { eventIds: p.eventIds[0], action: 'move', timelineId: other.timelineIds[0] },
    ]) {
      const refused = await p.bulk(body);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toMatch(/^(eventIds|timelineId): /);
    }
    expect(await p.revision()).toBe(before.revision);
    expect(await p.rows()).toEqual(before.rows);
    const otherRow = await ctx().db.selectFrom('events').selectAll().where('id', '=', foreign).executeTakeFirstOrThrow();
    expect(otherRow.version).toBe(1);
  });

  it('checks the right each action needs: readers may not change, writers may not delete, strangers get 404', async () => {
    const p = await plan(1);
    const [reader, writer, stranger] = await Promise.all(['member', 'editor', 'admin'].map((role) => ctx().createUser(memberOf(p.organizationId, role))));
    const now = new Date().toISOString();
    await insertShare(ctx().db, { projectId: p.projectId, userId: reader!.id, level: 'read', grantedBy: p.owner.id, now });
    await insertShare(ctx().db, { projectId: p.projectId, userId: writer!.id, level: 'write', grantedBy: p.owner.id, now });
    const call = async (userId: string, body: object) => (await clientFor(ctx(), userId)).call('POST', `${p.base}/events/bulk`, body);
    const ids = p.eventIds.flat();
    const before = await p.revision();
    expect((await call(reader!.id, { eventIds: ids, action: 'shift', days: 1 })).status).toBe(403);
    expect((await call(writer!.id, { eventIds: ids, action: 'delete' })).status).toBe(403);
    expect((await call(stranger!.id, { eventIds: ids, action: 'objective', objective: 'testing' })).status).toBe(404);
    expect(await p.revision()).toBe(before);
    expect((await call(writer!.id, { eventIds: ids, action: 'shift', days: 1 })).status).toBe(200);
  });

  it('answers bad input with 400 naming the field, writing nothing', async () => {
    const p = await plan(1);
    const ids = p.eventIds.flat();
    const before = await p.revision();
    const cases: [object, string][] = [
      [{ eventIds: [], action: 'delete' }, 'eventIds'],
      [{ eventIds: [ids[0], ids[0]], action: 'delete' }, 'eventIds'],
      [{ eventIds: ['not-an-id'], action: 'delete' }, 'eventIds.0'],
      [{ eventIds: Array.from({ length: 5001 }, () => newId()), action: 'delete' }, 'eventIds'],
      [{ eventIds: ids, action: 'shift' }, 'days'],
      [{ eventIds: ids, action: 'shift', days: 0 }, 'days'],
      [{ eventIds: ids, action: 'shift', days: 1.5 }, 'days'],
      [{ eventIds: ids, action: 'shift', days: 1_000_000 }, 'days'],
      [{ eventIds: ids, action: 'delete', days: 2 }, 'days'],
      [{ eventIds: ids, action: 'move' }, 'timelineId'],
      [{ eventIds: ids, action: 'move', timelineId: 'nope' }, 'timelineId'],
      [{ eventIds: ids, action: 'objective' }, 'objective'],
      [{ eventIds: ids, action: 'objective', objective: 'no-such-objective' }, 'objective'],
      [{ eventIds: ids, action: 'explode' }, 'action'],
      [{ eventIds: ids, action: 'delete', extra: 1 }, ''],
      [{ eventIds: ids, action: 'shift', days: 1, answer: 'ids' }, 'answer'],
      [{ eventIds: ids, action: 'delete', answer: 'shifted' }, 'answer'],
    ];
    for (const [body, field] of cases) {
      const refused = await p.bulk(body);
      expect(refused.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(refused.body.message).toContain(field ? `${field}: ` : 'Unknown field: extra');
    }
    // A shift out of the calendar names days too.
    await ctx().db.updateTable('events').set({ startDate: '9999-12-30' }).where('id', '=', ids[0]!).execute();
    const overflow = await p.bulk({ eventIds: ids, action: 'shift', days: 5 });
    expect(overflow.status).toBe(400);
    expect(overflow.body.message).toMatch(/^days: would move "Event 1\.1" outside the calendar/);
    expect(await p.revision()).toBe(before);
  });

  it('is one history entry and one undo step', async () => {
    const p = await plan(2);
    const ids = p.eventIds.flat();
    expect((await p.bulk({ eventIds: ids, action: 'shift', days: 3 })).status).toBe(200);
    const history = await p.api.call('GET', `${p.base}/history`);
    expect(history.status).toBe(200);
    const [latest] = history.body.data.entries;
    expect(latest).toMatchObject({ kind: 'bulk.shift', summary: expect.stringContaining('shifted 4 events by 3 days') });
    expect(latest.changes.filter((change: { entity: string }) => change.entity === 'event')).toHaveLength(4);
    const undone = await p.api.call('POST', `${p.base}/undo`, {});
    expect(undone.status).toBe(200);
    expect(new Set((await p.rows()).map((row) => row.startDate))).toEqual(new Set(['2025-08-10', '2025-08-11']));
  });

  it('stores an update as its row before and only the changed fields after; history answers both rows whole (D78)', async () => {
    const p = await plan(1);
    const [a] = p.eventIds[0]!;
    const before = (await p.rows()).find((row) => row.id === a)!;
    expect((await p.bulk({ eventIds: [a], action: 'shift', days: 3, answer: 'shifted' })).status).toBe(200);
    const after = (await p.rows()).find((row) => row.id === a)!;
    const stored = await ctx().db.selectFrom('historyChanges').select(['beforeJson', 'afterJson']).where('entityId', '=', a!).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.beforeJson!)).toEqual(before);
    expect(JSON.parse(stored.afterJson!)).toEqual({ startDate: after.startDate, version: 2, updatedAt: after.updatedAt });
    const [latest] = (await p.api.call('GET', `${p.base}/history`)).body.data.entries;
    expect(latest.changes).toEqual([{ entity: 'event', entityId: a, before, after }]);
  });

  it('shifts 5,000 events in one request and one revision', async () => {
    const p = await plan(0);
    const now = new Date().toISOString();
    const ids = Array.from({ length: 5000 }, () => newId());
    for (let start = 0; start < ids.length; start += 500) {
      await ctx()
        .db.insertInto('events')
        .values(
          ids.slice(start, start + 500).map((id, index) => ({
            id,
            projectId: p.projectId,
            timelineId: p.timelineIds[0]!,
            title: `Bulk ${start + index}`,
            description: '',
            startDate: '2025-01-01',
            endDate: '2025-01-03',
            objective: 'preparation',
            isMilestone: 0,
            displayOrder: start + index + 1,
            version: 1,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute();
    }
    const before = await p.revision();
    const shifted = await p.bulk({ eventIds: ids, action: 'shift', days: 31 });
    expect(shifted.status).toBe(200);
    expect(shifted.body.data.events).toHaveLength(5000);
    expect(await p.revision()).toBe(before + 1);
    const rows = await p.rows();
    expect(new Set(rows.map((row) => `${row.startDate}/${row.endDate}/${row.version}`))).toEqual(new Set(['2025-02-01/2025-02-03/2']));
    const deleted = await p.bulk({ eventIds: ids, action: 'delete' });
    expect(deleted.body.data.deletedEventIds).toHaveLength(5000);
    expect(await p.rows()).toEqual([]);
  });
});
