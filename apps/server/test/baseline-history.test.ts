import { expect, it } from 'vitest';
import { MAX_BASELINES_PER_PROJECT, type ExportProject } from '@plotline/shared';
import { pruneHistory } from '../src/modules/history/history-retention.js';
import { insertBaseline, insertEvents } from './fixtures.js';
import { describeEachDatabase } from './harness.js';
import { clientFor, createOrganization, memberOf, seedProject } from './planning-fixtures.js';

/*
 * Baselines in history and in export/import (issue 21, docs/decisions.md D57): saving, renaming and
 * deleting a baseline are each one history entry and one undo step (a deleted baseline comes back
 * with every saved event); the history answer says whether Undo and Redo have something; exports
 * carry baselines and imports keep their names, with events pointing at the imported events.
 */

describeEachDatabase('baselines in history and export', (ctx) => {
  async function plan() {
    const organizationId = await createOrganization(ctx());
    const owner = await ctx().createUser(memberOf(organizationId, 'owner', { name: 'Ada', firstName: 'Ada' }));
    const reader = await ctx().createUser(memberOf(organizationId, 'member', { name: 'Rita', firstName: 'Rita' }));
    const api = await clientFor(ctx(), owner.id);
    const seeded = await seedProject(ctx(), owner.id, { timelines: 1, eventsPerTimeline: 0, shares: [{ userId: reader.id, level: 'read' }] });
    const timelineId = seeded.timelineIds[0]!;
    const [rehearsal, cutover] = await insertEvents(ctx().db, { projectId: seeded.projectId, timelineId }, [
      { title: 'Rehearsal', startDate: '2025-09-01', endDate: '2025-09-03' },
      { title: 'Cutover', startDate: '2025-09-08' },
    ]);
    const project = `/projects/${seeded.projectId}`;
    const readerApi = await clientFor(ctx(), reader.id);
    const history = async (as = api) => (await as.call('GET', `${project}/history?limit=1`)).body.data;
    const step = async (direction: 'undo' | 'redo') => api.call('POST', `${project}/${direction}`, {});
    const names = async () => ((await api.call('GET', `${project}/baselines`)).body.data as { name: string }[]).map((row) => row.name);
    return { owner, api, readerApi, projectId: seeded.projectId, timelineId, rehearsal: rehearsal!, cutover: cutover!, project, history, step, names };
  }

  it('records save, rename and delete in words, and undoes and redoes each', async () => {
    const p = await plan();
    expect(await p.history()).toMatchObject({ canUndo: false, canRedo: false });
    const saved = await p.api.call('POST', `${p.project}/baselines`, { name: 'Plan of record' });
    const id = saved.body.data.id as string;
    expect((await p.history()).entries[0]).toMatchObject({ kind: 'baseline.created', summary: "Ada saved baseline 'Plan of record'" });
    await p.api.call('PUT', `${p.project}/baselines/${id}`, { name: 'Agreed' });
    expect((await p.history()).entries[0].summary).toBe("Ada renamed baseline 'Plan of record' to 'Agreed'");
    await p.api.call('DELETE', `${p.project}/baselines/${id}`);
    const deleted = await p.history();
    expect(deleted).toMatchObject({ canUndo: true, canRedo: false });
    expect(deleted.entries[0].summary).toBe("Ada deleted baseline 'Agreed'");
    expect(await p.history(p.readerApi)).toMatchObject({ canUndo: false, canRedo: false });

    // Undo the deletion: back with every saved event.
    expect((await p.step('undo')).status).toBe(200);
    expect(await p.names()).toEqual(['Agreed']);
    const back = await p.api.call('GET', `${p.project}/baselines/${id}`);
    expect(back.body.data.events.map((event: { eventId: string }) => event.eventId)).toEqual([p.rehearsal, p.cutover]);
    expect(await p.history()).toMatchObject({ canUndo: true, canRedo: true });
    // Undo the rename, then the save.
    expect((await p.step('undo')).status).toBe(200);
    expect(await p.names()).toEqual(['Plan of record']);
    expect((await p.step('undo')).status).toBe(200);
    expect(await p.names()).toEqual([]);
    expect(await p.history()).toMatchObject({ canUndo: false, canRedo: true });
    // And forward again.
    for (let index = 0; index < 3; index += 1) expect((await p.step('redo')).status).toBe(200);
    expect(await p.names()).toEqual([]);
    expect((await p.api.call('GET', `${p.project}/baselines/${id}`)).status).toBe(404);
    expect(await p.history()).toMatchObject({ canUndo: true, canRedo: false });
  });

  it('refuses to bring a baseline back past the cap, changing nothing', async () => {
    const p = await plan();
    const saved = await p.api.call('POST', `${p.project}/baselines`, { name: 'First' });
    await p.api.call('DELETE', `${p.project}/baselines/${saved.body.data.id}`);
    for (let index = 0; index < MAX_BASELINES_PER_PROJECT; index += 1) await insertBaseline(ctx().db, { projectId: p.projectId });
    const refused = await p.step('undo');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`already has ${MAX_BASELINES_PER_PROJECT} baselines`);
    expect(await p.names()).toHaveLength(MAX_BASELINES_PER_PROJECT);
    expect(await p.names()).not.toContain('First');
  });

  it('retention removes deleted baselines for good with the history that could undo them', async () => {
    const p = await plan();
    const saved = await p.api.call('POST', `${p.project}/baselines`, { name: 'Old' });
    await p.api.call('DELETE', `${p.project}/baselines/${saved.body.data.id}`);
    await pruneHistory(ctx().db, 30, Date.now() + 31 * 86_400_000);
    expect(await ctx().db.selectFrom('baselines').select('id').where('projectId', '=', p.projectId).execute()).toEqual([]);
  });

  it('exports baselines and imports them with their names, pointing at the new event ids', async () => {
    const p = await plan();
    const first = await p.api.call('POST', `${p.project}/baselines`, { name: 'Kick-off' });
    // The plan moves on: Rehearsal is deleted, so the baseline has an event the plan no longer has.
    await p.api.call('DELETE', `${p.project}/timelines/${p.timelineId}/events/${p.rehearsal}`);
    await p.api.call('POST', `${p.project}/baselines`, { name: 'After the slip' });
    const gone = await p.api.call('POST', `${p.project}/baselines`, { name: 'Deleted one' });
    await p.api.call('DELETE', `${p.project}/baselines/${gone.body.data.id}`);

    const [project] = (await p.api.call('GET', '/export')).body.data as ExportProject[];
    expect(project!.baselines.map((baseline) => [baseline.name, baseline.eventCount])).toEqual([
      ['After the slip', 1],
      ['Kick-off', 2],
    ]);
    const kickOff = project!.baselines.find((baseline) => baseline.name === 'Kick-off')!;
    expect(kickOff.createdAt).toBe(first.body.data.createdAt);
    expect(kickOff.events.map((event) => [event.eventId, event.title, event.date])).toEqual([
      [p.rehearsal, 'Rehearsal', '2025-09-01T12:00:00.000Z'],
      [p.cutover, 'Cutover', '2025-09-08T12:00:00.000Z'],
    ]);

    const imported = await p.api.call('POST', '/import', { success: true, data: [project] });
    expect(imported.status).toBe(200);
    const copy = ((await p.api.call('GET', '/export')).body.data as ExportProject[]).find((one) => one.id !== project!.id)!;
    const newCutover = copy.timelines[0]!.events.find((event) => event.title === 'Cutover')!.id;
    expect(newCutover).not.toBe(p.cutover);
    const copied = copy.baselines.find((baseline) => baseline.name === 'Kick-off')!;
    expect(copied).toMatchObject({ createdAt: kickOff.createdAt, createdBy: { id: p.owner.id }, eventCount: 2 });
    const [removedId, cutoverId] = copied.events.map((event) => event.eventId);
    expect(cutoverId).toBe(newCutover);
    expect([p.rehearsal, p.cutover]).not.toContain(removedId);
    expect(copy.baselines.find((baseline) => baseline.name === 'After the slip')!.events[0]!.eventId).toBe(newCutover);
    // The import is one undo step, its baselines with it.
    const history = await p.api.call('GET', `/projects/${copy.id}/history?limit=1`);
    expect(history.body.data.entries[0].changes.filter((change: { entity: string }) => change.entity === 'baseline')).toHaveLength(2);
  });

  it('imports files without baselines, and refuses a bad baseline naming where, saving nothing', async () => {
    const user = await ctx().createUser();
    const api = await clientFor(ctx(), user.id);
    const timelines = [{ name: 'T', events: [{ id: 'a', title: 'A', date: '2025-01-02' }] }];
    const withBaselines = (baselines: unknown) => ({ projects: [{ name: 'P', timelines, baselines }] });
    expect((await api.call('POST', '/import', { projects: [{ name: 'Old', timelines }] })).status).toBe(200);
    const cases: [unknown, string][] = [
      [withBaselines({}), 'projects[0].baselines'],
      [withBaselines([{ name: '', events: [] }]), 'projects[0].baselines[0].name'],
      [withBaselines([{ name: 'B', createdAt: 'yesterday', events: [] }]), 'projects[0].baselines[0].createdAt'],
      [withBaselines([{ name: 'B', events: [{ title: 'A', date: '2025-01-02' }] }]), 'projects[0].baselines[0].events[0].eventId'],
      [withBaselines([{ name: 'B', events: [{ eventId: 'a', title: 'A', date: 'soon' }] }]), 'projects[0].baselines[0].events[0].date'],
      [
        withBaselines([{ name: 'B', events: [{ eventId: 'a', title: 'A', date: '2025-01-02' }, { eventId: 'a', title: 'A', date: '2025-01-03' }] }]),
        'projects[0].baselines[0].events[1].eventId',
      ],
      [withBaselines(Array.from({ length: MAX_BASELINES_PER_PROJECT + 1 }, (_, index) => ({ name: `B${index}`, events: [] }))), 'projects[0].baselines'],
    ];
    for (const [payload, field] of cases) {
      const refused = await api.call('POST', '/import', payload);
      expect(refused.status, field).toBe(400);
      const body = refused.body as { details?: { field: string }[]; message: string };
      expect(body.details?.[0]?.field ?? body.message, field).toContain(field);
    }
    const projects = (await api.call('GET', '/export')).body.data as ExportProject[];
    expect(projects.map((project) => [project.name, project.baselines])).toEqual([['Old', []]]);
  });
});
