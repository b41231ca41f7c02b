import { expect, it, vi } from 'vitest';
import { pruneHistory } from '../src/modules/history/history-retention.js';
import { describeEachDatabase } from './harness.js';
import { changesDuring, clientFor, createOrganization, memberOf, seedProject } from './planning-fixtures.js';

/*
 * History and undo (issue 21, docs/decisions.md D46): every write is one operation recorded in its
 * own transaction, read newest first with the words; undo and redo of one's own operations, refused
 * (nothing applied) when someone else changed the rows since.
 */

describeEachDatabase('history API', (ctx) => {
  /** Ada owns a project of timeline "Ops" with "Cutover rehearsal" on 08/04/2025; Grace may write. */
  async function plan() {
    const organizationId = await createOrganization(ctx());
    const ada = await ctx().createUser(memberOf(organizationId, 'owner', { name: 'Ada', firstName: 'Ada' }));
    const grace = await ctx().createUser(memberOf(organizationId, 'admin', { name: 'Grace', firstName: 'Grace' }));
    const reader = await ctx().createUser(memberOf(organizationId, 'member', { name: 'Rita', firstName: 'Rita' }));
    const seeded = await seedProject(ctx(), ada.id, {
      timelines: 1,
      eventsPerTimeline: 0,
      shares: [
        { userId: grace.id, level: 'write' },
        { userId: reader.id, level: 'read' },
      ],
    });
    const [timelineId] = seeded.timelineIds as [string];
    const base = `/projects/${seeded.projectId}`;
    const api = { ada: await clientFor(ctx(), ada.id), grace: await clientFor(ctx(), grace.id), reader: await clientFor(ctx(), reader.id) };
    await api.ada.call('PUT', `${base}/timelines/${timelineId}`, { name: 'Ops', version: 1 });
    const created = await api.ada.call('POST', `${base}/timelines/${timelineId}/events`, {
      title: 'Cutover rehearsal',
      date: '2025-08-04',
      description: '',
      objective: 'testing',
    });
    expect(created.status).toBe(201);
    const eventId = created.body.data.id as string;
    const eventUrl = `${base}/timelines/${timelineId}/events/${eventId}`;
    const history = async (query = '') => (await api.reader.call('GET', `${base}/history${query}`)).body.data;
    const event = async () => (await api.ada.call('GET', base)).body.data.timelines[0].events[0];
    return { ada, grace, reader, api, base, timelineId, eventId, eventUrl, history, event, projectId: seeded.projectId };
  }

  it('records each write as one operation with the words, newest first, for readers', async () => {
    const p = await plan();
    expect((await p.api.ada.call('PUT', p.eventUrl, { date: '2025-08-11', version: 1 })).status).toBe(200);
    expect((await p.api.grace.call('PUT', `${p.base}/timelines/${p.timelineId}`, { name: 'Operations', version: 2 })).status).toBe(200);

    const page = await p.history();
    expect(page.nextCursor).toBeNull();
    expect(page.entries.map((entry: { summary: string }) => entry.summary)).toEqual([
      "Grace renamed timeline 'Ops' to 'Operations'",
      "Ada moved 'Cutover rehearsal' from 08/04/2025 to 08/11/2025",
      "Ada added 'Cutover rehearsal'",
      "Ada renamed timeline 'Lane 1' to 'Ops'",
    ]);
    const [renamed, moved] = page.entries;
    expect(renamed).toMatchObject({ kind: 'timeline.renamed', actor: { id: p.grace.id, name: 'Grace' }, undoneAt: null, projectId: p.projectId });
    expect(moved.kind).toBe('event.moved');
    expect(moved.changes).toEqual([
      {
        entity: 'event',
        entityId: p.eventId,
        before: expect.objectContaining({ title: 'Cutover rehearsal', startDate: '2025-08-04', version: 1 }),
        after: expect.objectContaining({ title: 'Cutover rehearsal', startDate: '2025-08-11', version: 2 }),
      },
    ]);
  });

  it('filters by person and by event, and pages with a cursor', async () => {
    const p = await plan();
    await p.api.grace.call('PUT', p.eventUrl, { title: 'Rehearsal', version: 1 });
    await p.api.ada.call('POST', `${p.base}/timelines/${p.timelineId}/events`, { title: 'Go-live', date: '2025-09-01', description: '', objective: 'deployment' });

    const graces = await p.history(`?actorId=${p.grace.id}`);
    expect(graces.entries.map((entry: { summary: string }) => entry.summary)).toEqual(["Grace renamed 'Cutover rehearsal' to 'Rehearsal'"]);
    const ofEvent = await p.history(`?eventId=${p.eventId}`);
    expect(ofEvent.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['event.updated', 'event.created']);

    const first = await p.history('?limit=2');
    expect(first.entries).toHaveLength(2);
    expect(first.nextCursor).toBe(first.entries[1].id);
    const second = await p.history(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.entries).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect([...first.entries, ...second.entries].map((entry: { id: string }) => entry.id)).toEqual((await p.history()).entries.map((entry: { id: string }) => entry.id));

    const bad = await p.api.reader.call('GET', `${p.base}/history?limit=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^querystring\.limit: /);
  });

  it('a failed change leaves no history and no revision', async () => {
    const p = await plan();
    const before = await p.history();
    const stale = await p.api.ada.call('PUT', p.eventUrl, { title: 'Late', version: 7 });
    expect(stale.status).toBe(409);
    expect((await p.history()).entries).toEqual(before.entries);
  });

  it("undoes and redoes the caller's own latest operation, across requests", async () => {
    const p = await plan();
    await p.api.ada.call('PUT', p.eventUrl, { date: '2025-08-11', version: 1 });
    const undone = await p.api.ada.call('POST', `${p.base}/undo`, {});
    expect(undone.status).toBe(200);
    expect(undone.body.data.operation).toMatchObject({ kind: 'event.moved', undoneAt: expect.any(String) });
    expect(await p.event()).toMatchObject({ title: 'Cutover rehearsal', date: expect.stringMatching(/^2025-08-04/), version: 3 });
    expect((await p.history()).entries[0].summary).toBe("Ada undid: moved 'Cutover rehearsal' from 08/04/2025 to 08/11/2025");

    const redone = await p.api.ada.call('POST', `${p.base}/redo`, {});
    expect(redone.status).toBe(200);
    expect(redone.body.data.operation.undoneAt).toBeNull();
    expect(await p.event()).toMatchObject({ date: expect.stringMatching(/^2025-08-11/), version: 4 });
    expect((await p.api.ada.call('POST', `${p.base}/redo`, {})).body.code).toBe('NOTHING_TO_REDO');

    // Undo twice: the move, then the creation; then nothing of Ada's is left but the rename.
    expect((await p.api.ada.call('POST', `${p.base}/undo`, {})).status).toBe(200);
    expect((await p.api.ada.call('POST', `${p.base}/undo`, {})).status).toBe(200);
    expect((await p.api.ada.call('GET', p.base)).body.data.timelines[0]).toMatchObject({ name: 'Ops', events: [] });
    expect((await p.api.ada.call('POST', `${p.base}/undo`, {})).status).toBe(200);
    expect((await p.api.ada.call('GET', p.base)).body.data.timelines[0].name).toBe('Lane 1');
    const nothing = await p.api.ada.call('POST', `${p.base}/undo`, {});
    expect(nothing.status).toBe(404);
    expect(nothing.body).toMatchObject({ code: 'NOTHING_TO_UNDO', message: 'Nothing to undo' });
  });

  it('a bulk shift is one entry and one undo step', async () => {
    const p = await plan();
    const other = await p.api.ada.call('POST', `${p.base}/timelines/${p.timelineId}/events`, { title: 'Go-live', date: '2025-08-20', description: '', objective: 'deployment' });
    const eventIds = [p.eventId, other.body.data.id];
    expect((await p.api.ada.call('POST', `${p.base}/events/bulk`, { eventIds, action: 'shift', days: 3 })).status).toBe(200);
    const [entry] = (await p.history()).entries;
    expect(entry).toMatchObject({ kind: 'bulk.shift', summary: 'Ada shifted 2 events by 3 days' });
    expect(entry.changes).toHaveLength(2);
    expect((await p.api.ada.call('POST', `${p.base}/undo`, {})).status).toBe(200);
    const events = (await p.api.ada.call('GET', p.base)).body.data.timelines[0].events;
    expect(events.map((event: { date: string }) => event.date.slice(0, 10))).toEqual(['2025-08-04', '2025-08-20']);
  });

  it("publishes an undo or redo of event edits as events.changed viewers fold in; anything else as project.updated (D72)", async () => {
    const p = await plan();
    const other = await p.api.ada.call('POST', `${p.base}/timelines/${p.timelineId}/events`, { title: 'Go-live', date: '2025-08-20', endDate: '2025-08-22', description: '', objective: 'deployment' });
    const eventIds = [p.eventId, other.body.data.id];
    expect((await p.api.ada.call('POST', `${p.base}/events/bulk`, { eventIds, action: 'shift', days: 3 })).status).toBe(200);
    const [undone] = await changesDuring(ctx(), p.projectId, 1, () => p.api.ada.call('POST', `${p.base}/undo`, {}));
    const events = (await p.api.ada.call('GET', p.base)).body.data.timelines[0].events as { id: string; version: number; updatedAt: string }[];
    // By id, with the days back, each new version and the time the undo wrote.
    expect(undone).toMatchObject({ kind: 'events.changed', historyId: expect.any(String) });
    expect(undone!.events).toBeUndefined();
    expect(undone!.shifted).toEqual([{ days: -3, eventIds, versions: events.map((event) => event.version), updatedAt: events[0]!.updatedAt }]);
    const [redone] = await changesDuring(ctx(), p.projectId, 1, () => p.api.ada.call('POST', `${p.base}/redo`, {}));
    expect(redone!.shifted).toMatchObject([{ days: 3, eventIds }]);

    // An edit that is more than a shift travels whole; a rename of the timeline is a project.updated.
    expect((await p.api.ada.call('POST', `${p.base}/events/bulk`, { eventIds, action: 'objective', objective: 'testing' })).status).toBe(200);
    const [objective] = await changesDuring(ctx(), p.projectId, 1, () => p.api.ada.call('POST', `${p.base}/undo`, {}));
    expect(objective).toMatchObject({ kind: 'events.changed' });
    expect(objective!.shifted).toBeUndefined();
    expect(objective!.events!.map((event) => [event.id, event.objective])).toEqual([
      [eventIds[0], 'testing'],
      [eventIds[1], 'deployment'],
    ]);
    expect((await p.api.ada.call('PUT', `${p.base}/timelines/${p.timelineId}`, { name: 'Operations', version: 2 })).status).toBe(200);
    const [renamed] = await changesDuring(ctx(), p.projectId, 1, () => p.api.ada.call('POST', `${p.base}/undo`, {}));
    expect(renamed).toMatchObject({ kind: 'project.updated' });
  });

  it('lists the first 20 changes of a large operation and counts them all, in the page and the undo answer', async () => {
    const p = await plan();
    const ids = [p.eventId];
    for (let index = 1; index < 25; index += 1) {
      const created = await p.api.ada.call('POST', `${p.base}/timelines/${p.timelineId}/events`, { title: `Task ${index}`, date: '2025-08-20', description: '', objective: 'testing' });
      ids.push(created.body.data.id);
    }
    expect((await p.api.ada.call('POST', `${p.base}/events/bulk`, { eventIds: ids, action: 'shift', days: 2 })).status).toBe(200);
    const [entry] = (await p.history()).entries;
    expect(entry).toMatchObject({ kind: 'bulk.shift', changeCount: 25 });
    expect(entry.changes).toHaveLength(20);
    const undone = await p.api.ada.call('POST', `${p.base}/undo`, {});
    expect(undone.body.data.operation).toMatchObject({ id: entry.id, changeCount: 25 });
    expect(undone.body.data.operation.changes).toHaveLength(20);
    // Undo took back all 25, not the 20 listed.
    const events = (await p.api.ada.call('GET', p.base)).body.data.timelines[0].events as { date: string }[];
    expect(events.filter((event) => event.date.startsWith('2025-08-20'))).toHaveLength(24);
  });

  it('a move that auto-schedule widened to its successor is one entry and one undo step', async () => {
    const p = await plan();
    const project = (await p.api.ada.call('GET', p.base)).body.data;
    expect((await p.api.ada.call('PUT', p.base, { autoSchedule: true, version: project.version })).status).toBe(200);
    const next = await p.api.ada.call('POST', `${p.base}/timelines/${p.timelineId}/events`, { title: 'Go-live', date: '2025-08-05', description: '', objective: 'deployment' });
    expect((await p.api.ada.call('POST', `${p.base}/dependencies`, { fromEventId: p.eventId, toEventId: next.body.data.id })).status).toBe(201);
    const moved = await p.api.ada.call('PUT', p.eventUrl, { date: '2025-08-11', version: 1 });
    expect(moved.body.data.movedEvents.map((event: { title: string }) => event.title)).toEqual(['Go-live']);
    const [entry] = (await p.history()).entries;
    expect(entry.changes.filter((change: { entity: string }) => change.entity === 'event')).toHaveLength(2);
    expect((await p.api.ada.call('POST', `${p.base}/undo`, {})).status).toBe(200);
    const dates = (await p.api.ada.call('GET', p.base)).body.data.timelines[0].events.map((event: { title: string; date: string }) => [event.title, event.date.slice(0, 10)]);
    expect(dates).toEqual([
      ['Cutover rehearsal', '2025-08-04'],
      ['Go-live', '2025-08-05'],
    ]);
  });

  it('refuses an undo whose target someone else changed since, naming it, and applies nothing', async () => {
    const p = await plan();
    await p.api.ada.call('PUT', p.eventUrl, { date: '2025-08-11', version: 1 });
    await p.api.grace.call('PUT', p.eventUrl, { description: 'Bring snacks', version: 2 });
    const before = await p.event();
    const entries = (await p.history()).entries.length;
    const refused = await p.api.ada.call('POST', `${p.base}/undo`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'UNDO_CONFLICT', message: "'Cutover rehearsal' was changed by Grace since" });
    expect(await p.event()).toEqual(before);
    expect((await p.history()).entries).toHaveLength(entries);
  });

  it("refuses to undo an event's creation once someone linked a dependency to it", async () => {
    const p = await plan();
    const other = await p.api.grace.call('POST', `${p.base}/timelines/${p.timelineId}/events`, { title: 'Go-live', date: '2025-08-20', description: '', objective: 'deployment' });
    expect(other.status).toBe(403);
    const go = await p.api.ada.call('POST', `${p.base}/timelines/${p.timelineId}/events`, { title: 'Go-live', date: '2025-08-20', description: '', objective: 'deployment' });
    // Ada's latest is Go-live's creation; Grace links Go-live after Cutover rehearsal.
    expect((await p.api.grace.call('POST', `${p.base}/dependencies`, { fromEventId: p.eventId, toEventId: go.body.data.id })).status).toBe(201);
    const refused = await p.api.ada.call('POST', `${p.base}/undo`, {});
    expect(refused.body).toMatchObject({ code: 'UNDO_CONFLICT', message: "'Go-live' was changed by Grace since" });
    expect((await p.api.ada.call('GET', p.base)).body.data.dependencies).toHaveLength(1);
  });

  it('each live change names its history operation', async () => {
    const p = await plan();
    const seen: string[] = [];
    const stop = ctx().app.changeBus.subscribe((message) => {
      if (message.type === 'change' && message.change.projectId === p.projectId && message.change.historyId) seen.push(message.change.historyId);
    });
    try {
      await p.api.ada.call('PUT', p.eventUrl, { title: 'Rehearsal', version: 1 });
      const [latest] = (await p.history()).entries;
      expect(latest.summary).toBe("Ada renamed 'Cutover rehearsal' to 'Rehearsal'");
      // PostgreSQL delivers after its NOTIFY arrives, earlier writes' changes included.
      await vi.waitFor(() => expect(seen).toContain(latest.id));
    } finally {
      stop();
    }
  });

  it('undo needs edit rights; readers see history, strangers get 404', async () => {
    const p = await plan();
    expect((await p.api.reader.call('POST', `${p.base}/undo`, {})).status).toBe(403);
    const stranger = await ctx().createUser({ name: 'Stranger' });
    const api = await clientFor(ctx(), stranger.id);
    expect((await api.call('GET', `${p.base}/history`)).status).toBe(404);
    expect((await api.call('POST', `${p.base}/redo`, {})).status).toBe(404);
  });

  it('retention deletes operations older than the days kept, with their changes', async () => {
    const p = await plan();
    const entries = (await p.history()).entries.length;
    expect(await pruneHistory(ctx().db, 30, Date.now() + 29 * 86_400_000)).toBe(0);
    expect((await p.history()).entries).toHaveLength(entries);
    expect(await pruneHistory(ctx().db, 30, Date.now() + 31 * 86_400_000)).toBeGreaterThanOrEqual(entries);
    expect((await p.history()).entries).toEqual([]);
    const orphans = await ctx().db.selectFrom('historyChanges').select('operationId').where('entityId', '=', p.eventId).execute();
    expect(orphans).toEqual([]);
  });
});
