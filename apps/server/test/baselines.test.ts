import { expect, it, vi } from 'vitest';
import { BASELINE_MESSAGES, MAX_BASELINES_PER_PROJECT, type ProjectChange } from '@plotline/shared';
import type { BusMessage } from '../src/modules/live/change-bus.js';
import { insertBaseline, insertEvents, insertShare } from './fixtures.js';
import { describeEachDatabase } from './harness.js';
import { clientFor, createOrganization, memberOf, seedProject } from './planning-fixtures.js';

/*
 * Baselines (issue 21, docs/decisions.md D49): saving a snapshot of every event in one statement,
 * listing, reading, renaming and deleting; the cap of 20, name validation, rights and tenancy (a
 * baseline id of another project or organization is 404), and the live change each write makes.
 */

describeEachDatabase('baselines API', (ctx) => {
  async function plan() {
    const organizationId = await createOrganization(ctx());
    const owner = await ctx().createUser(memberOf(organizationId, 'owner', { firstName: 'Ada', lastName: 'Lovelace' }));
    const api = await clientFor(ctx(), owner.id);
    const seeded = await seedProject(ctx(), owner.id, { timelines: 1, eventsPerTimeline: 0 });
    const timelineId = seeded.timelineIds[0]!;
    const [rehearsal, cutover] = await insertEvents(ctx().db, { projectId: seeded.projectId, timelineId }, [
      { title: 'Rehearsal', startDate: '2025-09-01', endDate: '2025-09-03' },
      { title: 'Cutover', startDate: '2025-09-08' },
    ]);
    const base = `/projects/${seeded.projectId}/baselines`;
    return { organizationId, owner, api, projectId: seeded.projectId, timelineId, rehearsal: rehearsal!, cutover: cutover!, base };
  }

  const revisionOf = async (projectId: string) =>
    Number((await ctx().db.selectFrom('projects').select('revision').where('id', '=', projectId).executeTakeFirstOrThrow()).revision);

  it('saves every event, lists without dates, reads the dates, renames and deletes', async () => {
    const p = await plan();
    const saved = await p.api.call('POST', p.base, { name: '  Plan of record  ' });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toEqual({
      id: expect.any(String),
      name: 'Plan of record',
      createdAt: expect.any(String),
      createdBy: { id: p.owner.id, name: 'Ada Lovelace' },
      eventCount: 2,
    });
    const id = saved.body.data.id as string;

    const list = await p.api.call('GET', p.base);
    expect(list.body.data).toEqual([saved.body.data]);

    // The plan moves on; the baseline keeps what it saved, a deleted event included.
    await p.api.call('PUT', `/projects/${p.projectId}/timelines/${p.timelineId}/events/${p.cutover}`, { date: '2025-09-15', version: 1 });
    await p.api.call('DELETE', `/projects/${p.projectId}/timelines/${p.timelineId}/events/${p.rehearsal}`);
    const read = await p.api.call('GET', `${p.base}/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.events).toEqual([
      { eventId: p.rehearsal, title: 'Rehearsal', date: '2025-09-01T12:00:00.000Z', endDate: '2025-09-03T12:00:00.000Z' },
      { eventId: p.cutover, title: 'Cutover', date: '2025-09-08T12:00:00.000Z', endDate: null },
    ]);

    const renamed = await p.api.call('PUT', `${p.base}/${id}`, { name: 'Before the vendor slip' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id, name: 'Before the vendor slip', eventCount: 2 });

    const deleted = await p.api.call('DELETE', `${p.base}/${id}`);
    expect(deleted.body.data).toEqual({ id });
    expect((await p.api.call('GET', p.base)).body.data).toEqual([]);
    expect((await p.api.call('GET', `${p.base}/${id}`)).status).toBe(404);
    // Kept with a deletion mark and its events, so the deletion can be undone (D57).
    const kept = await ctx().db.selectFrom('baselines').select('deletedAt').where('id', '=', id).executeTakeFirstOrThrow();
    expect(kept.deletedAt).not.toBeNull();
    const keptRows = await ctx().db.selectFrom('baselineEvents').select('eventId').where('baselineId', '=', id).execute();
    expect(keptRows).toHaveLength(2);
  });

  it('names the field on a bad name and saves nothing', async () => {
    const p = await plan();
    const before = await revisionOf(p.projectId);
    for (const body of [{}, { name: '   ' }, { name: 'x'.repeat(121) }, { name: 'ok', extra: 1 }]) {
      const refused = await p.api.call('POST', p.base, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^(name|Unknown field)/);
    }
    expect((await p.api.call('GET', p.base)).body.data).toEqual([]);
    expect(await revisionOf(p.projectId)).toBe(before);
    const id = await insertBaseline(ctx().db, { projectId: p.projectId });
    const rename = await p.api.call('PUT', `${p.base}/${id}`, { name: '' });
    expect(rename.status).toBe(400);
    expect(rename.body.message).toMatch(/^name:/);
  });

  it(`keeps at most ${MAX_BASELINES_PER_PROJECT} per project: the next save is 409 with a clear message`, async () => {
    const p = await plan();
    for (let index = 0; index < MAX_BASELINES_PER_PROJECT - 1; index += 1) await insertBaseline(ctx().db, { projectId: p.projectId });
    expect((await p.api.call('POST', p.base, { name: 'Twentieth' })).status).toBe(201);
    const before = await revisionOf(p.projectId);
    const refused = await p.api.call('POST', p.base, { name: 'One too many' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', message: BASELINE_MESSAGES.atCap(MAX_BASELINES_PER_PROJECT) });
    expect((await p.api.call('GET', p.base)).body.data).toHaveLength(MAX_BASELINES_PER_PROJECT);
    expect(await revisionOf(p.projectId)).toBe(before);
    // Deleting one makes room again.
    const oldest = (await p.api.call('GET', p.base)).body.data.at(-1).id as string;
    await p.api.call('DELETE', `${p.base}/${oldest}`);
    expect((await p.api.call('POST', p.base, { name: 'One too many' })).status).toBe(201);
  });

  it('readers list and compare; only admins save, rename and delete', async () => {
    const p = await plan();
    const reader = await ctx().createUser(memberOf(p.organizationId, 'admin'));
    const editor = await ctx().createUser(memberOf(p.organizationId, 'admin'));
    await insertShare(ctx().db, { projectId: p.projectId, userId: reader.id, level: 'read', grantedBy: p.owner.id });
    await insertShare(ctx().db, { projectId: p.projectId, userId: editor.id, level: 'write', grantedBy: p.owner.id });
    const id = await insertBaseline(ctx().db, { projectId: p.projectId, name: 'Kick-off' });
    for (const user of [reader, editor]) {
      const api = await clientFor(ctx(), user.id);
      expect((await api.call('GET', p.base)).body.data).toHaveLength(1);
      expect((await api.call('GET', `${p.base}/${id}`)).body.data.events).toHaveLength(2);
      for (const [method, url, body] of [
        ['POST', p.base, { name: 'Mine' }],
        ['PUT', `${p.base}/${id}`, { name: 'Mine' }],
        ['DELETE', `${p.base}/${id}`, undefined],
      ] as const) {
        const refused = await api.call(method, url, body);
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe(BASELINE_MESSAGES.needAdmin);
      }
    }
    expect((await p.api.call('GET', `${p.base}/${id}`)).body.data.name).toBe('Kick-off');
  });

  it("answers 404 for another project's or another organization's baseline, and to strangers", async () => {
    const p = await plan();
    const other = await plan();
    const foreign = await insertBaseline(ctx().db, { projectId: other.projectId, name: 'Theirs' });
    for (const [method, body] of [['GET', undefined], ['PUT', { name: 'Mine now' }], ['DELETE', undefined]] as const) {
      const response = await p.api.call(method, `${p.base}/${foreign}`, body);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(BASELINE_MESSAGES.notFound);
    }
    // The other organization's owner through their own project id is fine; ours are unknown to them.
    const mine = await insertBaseline(ctx().db, { projectId: p.projectId });
    expect((await other.api.call('GET', `${p.base}/${mine}`)).status).toBe(404);
    expect((await other.api.call('GET', p.base)).status).toBe(404);
    expect((await other.api.call('GET', `${other.base}/${foreign}`)).body.data.name).toBe('Theirs');
    expect((await other.api.call('GET', `${other.base}/${mine}`)).status).toBe(404);
  });

  it('tells live viewers the list changed: one revision per write', async () => {
    const p = await plan();
    const seen: ProjectChange[] = [];
    const stop = ctx().app.changeBus.subscribe((message: BusMessage) => {
      if (message.type === 'change' && message.change.projectId === p.projectId) seen.push(message.change);
    });
    try {
      const id = (await p.api.call('POST', p.base, { name: 'Kick-off' })).body.data.id as string;
      await p.api.call('PUT', `${p.base}/${id}`, { name: 'Kick-off (signed)' });
      await p.api.call('DELETE', `${p.base}/${id}`);
      await vi.waitFor(() => expect(seen).toHaveLength(3));
      expect(seen.map((change) => [change.kind, change.baselineId, change.baseline?.name])).toEqual([
        ['baseline.created', id, 'Kick-off'],
        ['baseline.renamed', id, 'Kick-off (signed)'],
        ['baseline.deleted', id, undefined],
      ]);
      expect(new Set(seen.map((change) => change.revision)).size).toBe(3);
    } finally {
      stop();
    }
  });

  it('snapshots a large project in one statement (10,000 events: bench/baselines.ts)', async () => {
    const p = await plan();
    const events = Array.from({ length: 3000 }, (_, index) => ({
      title: `Task ${index}`,
      startDate: `2026-0${1 + (index % 9)}-${String(1 + (index % 28)).padStart(2, '0')}`,
    }));
    await insertEvents(ctx().db, { projectId: p.projectId, timelineId: p.timelineId }, events);
    const saved = await p.api.call('POST', p.base, { name: 'Big' });
    expect(saved.body.data.eventCount).toBe(3002);
    const read = await p.api.call('GET', `${p.base}/${saved.body.data.id}`);
    expect(read.body.data.events).toHaveLength(3002);
  });
});
