import { expect, it } from 'vitest';
import { insertEvents, insertShare } from './fixtures.js';
import { describeEachDatabase } from './harness.js';
import { changesDuring, clientFor, createOrganization, memberOf, seedProject } from './planning-fixtures.js';

/*
 * Dependencies, milestones and auto-schedule (issue 16, docs/decisions.md D36): the routes, every
 * refusal (nothing saved, no revision), permissions, the cascade on deletion, and the push of
 * successors in the event update's own transaction and revision.
 */

describeEachDatabase('dependencies API', (ctx) => {
  /** An owner with a project of one timeline "Plan" and the events given (title → [start, end?]). */
  async function plan(events: Record<string, [string, string?]>) {
    const organizationId = await createOrganization(ctx());
    const owner = await ctx().createUser(memberOf(organizationId, 'owner'));
    const api = await clientFor(ctx(), owner.id);
    const seeded = await seedProject(ctx(), owner.id, { timelines: 1, eventsPerTimeline: 0 });
    const timelineId = seeded.timelineIds[0]!;
    const titles = Object.keys(events);
    const ids = await insertEvents(
      ctx().db,
      { projectId: seeded.projectId, timelineId },
      titles.map((title) => ({ title, startDate: events[title]![0], endDate: events[title]![1] ?? null })),
    );
    const id = Object.fromEntries(titles.map((title, index) => [title, ids[index]!])) as Record<string, string>;
    const base = `/projects/${seeded.projectId}`;
    const link = (from: string, to: string, extra: object = {}) =>
      api.call('POST', `${base}/dependencies`, { fromEventId: id[from], toEventId: id[to], ...extra });
    const detail = async () => (await api.call('GET', base)).body.data;
    const eventUrl = (title: string) => `${base}/timelines/${timelineId}/events/${id[title]}`;
    return { organizationId, owner, api, projectId: seeded.projectId, timelineId, id, base, link, detail, eventUrl };
  }

  const dependencyRows = async (projectId: string) =>
    ctx().db.selectFrom('dependencies').selectAll().where('projectId', '=', projectId).execute();

  it('creates, lists, changes and deletes a dependency, marking violated ones', async () => {
    const p = await plan({ Rehearsal: ['2025-09-01', '2025-09-03'], Cutover: ['2025-09-03'] });
    const created = await p.link('Rehearsal', 'Cutover');
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(String),
      fromEventId: p.id.Rehearsal,
      toEventId: p.id.Cutover,
      type: 'finish_to_start',
      lagDays: 0,
      version: 1,
      // Cutover starts on Rehearsal's last day: finish-to-start wants the day after.
      isViolated: true,
      // Auto-schedule is off: nothing pushed.
      movedEvents: [],
    });
    const dependencyId = created.body.data.id as string;
    const { movedEvents: _none, ...listed } = created.body.data;
    expect((await p.detail()).dependencies).toEqual([listed]);

    const changed = await p.api.call('PUT', `${p.base}/dependencies/${dependencyId}`, { type: 'start_to_start', lagDays: -1, version: 1 });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ type: 'start_to_start', lagDays: -1, version: 2, isViolated: false });
    const stale = await p.api.call('PUT', `${p.base}/dependencies/${dependencyId}`, { lagDays: 3, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');

    const deleted = await p.api.call('DELETE', `${p.base}/dependencies/${dependencyId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: dependencyId });
    expect((await p.detail()).dependencies).toEqual([]);
    const again = await p.api.call('DELETE', `${p.base}/dependencies/${dependencyId}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Dependency not found');
  });

  it('refuses, with a message naming the problem, and saves nothing', async () => {
    const p = await plan({ Design: ['2025-09-01'], Build: ['2025-09-02'], Test: ['2025-09-03'], Launch: ['2025-09-04'] });
    const other = await seedProject(ctx(), p.owner.id, { timelines: 1, eventsPerTimeline: 1 });
    const foreignEvent = other.eventIds[0]![0]!;
    expect((await p.link('Design', 'Build')).status).toBe(201);
    expect((await p.link('Build', 'Test')).status).toBe(201);
    expect((await p.link('Test', 'Launch')).status).toBe(201);
    const before = await p.detail();

    const foreignTo = await p.api.call('POST', `${p.base}/dependencies`, { fromEventId: p.id.Design, toEventId: foreignEvent });
    expect(foreignTo.status).toBe(404);
    expect(foreignTo.body.message).toBe('toEventId: event not found in this project');
    const foreignFrom = await p.api.call('POST', `${p.base}/dependencies`, { fromEventId: foreignEvent, toEventId: p.id.Design });
    expect(foreignFrom.status).toBe(404);
    expect(foreignFrom.body.message).toBe('fromEventId: event not found in this project');

    const self = await p.link('Build', 'Build');
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('toEventId: must be a different event than fromEventId (an event cannot depend on itself)');

    const duplicate = await p.link('Design', 'Build', { type: 'start_to_start' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ code: 'DEPENDENCY_EXISTS', message: '"Build" already depends on "Design"' });

    const cycle = await p.link('Launch', 'Build');
    expect(cycle.status).toBe(409);
    expect(cycle.body.code).toBe('DEPENDENCY_CYCLE');
    expect(cycle.body.message).toBe('This dependency would create a cycle: "Build" → "Test" → "Launch" → "Build"');

    const badType = await p.link('Design', 'Launch', { type: 'finish_to_end' });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/^type: must be one of finish_to_start, start_to_start, finish_to_finish, start_to_finish/);
    const badLag = await p.link('Design', 'Launch', { lagDays: 1.5 });
    expect(badLag.status).toBe(400);
    expect(badLag.body.message).toBe('lagDays: must be a whole number of days');
    const unknown = await p.link('Design', 'Launch', { projectId: p.projectId });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown field: projectId');

    const after = await p.detail();
    expect(after.dependencies).toEqual(before.dependencies);
    expect(after.revision).toBe(before.revision);
    expect(await dependencyRows(p.projectId)).toHaveLength(3);
  });

  it('needs the edit right: a reader gets 403, a writer may, a stranger sees nothing', async () => {
    const p = await plan({ Design: ['2025-09-01'], Build: ['2025-09-02'] });
    const [reader, writer, stranger] = await Promise.all(
      ['editor', 'editor', 'editor'].map((role) => ctx().createUser(memberOf(p.organizationId, role))),
    );
    await insertShare(ctx().db, { projectId: p.projectId, userId: reader!.id, level: 'read', grantedBy: p.owner.id });
    await insertShare(ctx().db, { projectId: p.projectId, userId: writer!.id, level: 'write', grantedBy: p.owner.id });
    const body = { fromEventId: p.id.Design, toEventId: p.id.Build };
    const asReader = await clientFor(ctx(), reader!.id);
    const refused = await asReader.call('POST', `${p.base}/dependencies`, body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You need edit permissions to change this project.');

    const asWriter = await clientFor(ctx(), writer!.id);
    const created = await asWriter.call('POST', `${p.base}/dependencies`, body);
    expect(created.status).toBe(201);
    const url = `${p.base}/dependencies/${created.body.data.id}`;
    expect((await asReader.call('PUT', url, { lagDays: 2, version: 1 })).status).toBe(403);
    expect((await asReader.call('DELETE', url)).status).toBe(403);
    expect((await asReader.call('GET', p.base)).body.data.dependencies).toHaveLength(1);

    const asStranger = await clientFor(ctx(), stranger!.id);
    expect((await asStranger.call('POST', `${p.base}/dependencies`, body)).status).toBe(404);
    expect((await asStranger.call('DELETE', url)).status).toBe(404);
    expect(await dependencyRows(p.projectId)).toHaveLength(1);
  });

  it('deletes an event’s dependencies with it, in the same change; timelines and projects too', async () => {
    const p = await plan({ Design: ['2025-09-01'], Build: ['2025-09-02'], Test: ['2025-09-03'] });
    const first = (await p.link('Design', 'Build')).body.data.id as string;
    const second = (await p.link('Build', 'Test')).body.data.id as string;
    const kept = (await p.link('Design', 'Test')).body.data.id as string;
    const [change] = await changesDuring(ctx(), p.projectId, 1, async () => {
      expect((await p.api.call('DELETE', p.eventUrl('Build'))).status).toBe(200);
    });
    expect(change).toMatchObject({ kind: 'event.deleted', eventId: p.id.Build });
    expect([...change!.deletedDependencyIds!].sort()).toEqual([first, second].sort());
    expect((await p.detail()).dependencies.map((dependency: { id: string }) => dependency.id)).toEqual([kept]);

    expect((await p.api.call('DELETE', `${p.base}/timelines/${p.timelineId}`)).status).toBe(200);
    expect(await dependencyRows(p.projectId)).toEqual([]);

    const q = await plan({ Design: ['2025-09-01'], Build: ['2025-09-02'] });
    await q.link('Design', 'Build');
    expect((await q.api.call('DELETE', q.base)).status).toBe(200);
    expect(await dependencyRows(q.projectId)).toEqual([]);
  });

  it('keeps milestones single-day', async () => {
    const p = await plan({ Kickoff: ['2025-09-01', '2025-09-03'] });
    const url = `${p.base}/timelines/${p.timelineId}/events`;
    const milestone = await p.api.call('POST', url, { title: 'Go/no-go', date: '2025-09-10', isMilestone: true });
    expect(milestone.status).toBe(201);
    expect(milestone.body.data).toMatchObject({ isMilestone: true, endDate: null });
    const withEnd = await p.api.call('POST', url, { title: 'Launch', date: '2025-09-10', endDate: '2025-09-12', isMilestone: true });
    expect(withEnd.status).toBe(400);
    expect(withEnd.body.message).toBe('endDate: must be empty for a milestone (a milestone is a single day)');

    // Turning a multi-day event into a milestone needs its end date cleared in the same change.
    const refused = await p.api.call('PUT', p.eventUrl('Kickoff'), { isMilestone: true, version: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('endDate: must be empty for a milestone (a milestone is a single day)');
    const turned = await p.api.call('PUT', p.eventUrl('Kickoff'), { isMilestone: true, endDate: null, version: 1 });
    expect(turned.status).toBe(200);
    expect(turned.body.data).toMatchObject({ isMilestone: true, endDate: null, version: 2 });
    const lengthened = await p.api.call('PUT', p.eventUrl('Kickoff'), { endDate: '2025-09-02', version: 2 });
    expect(lengthened.status).toBe(400);
    expect(lengthened.body.message).toBe('endDate: must be empty for a milestone (a milestone is a single day)');
    expect((await p.detail()).timelines[0].events.find((event: { id: string }) => event.id === p.id.Kickoff)).toMatchObject({
      isMilestone: true,
      endDate: null,
    });
  });

  it('pushes successors forward, transitively, in one revision, and never pulls them earlier', async () => {
    const p = await plan({
      Rehearsal: ['2025-09-01', '2025-09-02'],
      Cutover: ['2025-09-04', '2025-09-05'],
      Launch: ['2025-09-08'],
      Review: ['2025-09-20'],
    });
    await p.link('Rehearsal', 'Cutover', { lagDays: 1 });
    await p.link('Cutover', 'Launch');
    await p.link('Rehearsal', 'Review', { type: 'start_to_start' });

    // Off: nothing moves, the dependency shows as violated.
    const off = await p.api.call('PUT', p.eventUrl('Rehearsal'), { date: '2025-09-03', endDate: '2025-09-04', version: 1 });
    expect(off.status).toBe(200);
    expect(off.body.data.movedEvents).toEqual([]);
    expect((await p.detail()).dependencies.map((dependency: { isViolated: boolean }) => dependency.isViolated)).toEqual([true, false, false]);

    const project = await p.detail();
    const enabled = await p.api.call('PUT', p.base, { autoSchedule: true, version: project.version });
    expect(enabled.status).toBe(200);
    expect(enabled.body.data.autoSchedule).toBe(true);

    const before = (await p.detail()).revision as number;
    let answer: Awaited<ReturnType<typeof p.api.call>> | undefined;
    const changes = await changesDuring(ctx(), p.projectId, 1, async () => {
      answer = await p.api.call('PUT', p.eventUrl('Rehearsal'), { endDate: '2025-09-06', version: 2 });
    });
    expect(answer!.status).toBe(200);
    // Cutover may start on 09-08 (end 09-06 + 1 + lag 1); Launch the day after Cutover ends.
    expect(answer!.body.data.movedEvents.map((event: { title: string; date: string; endDate: string | null; version: number }) => [event.title, event.date, event.endDate, event.version])).toEqual([
      ['Cutover', '2025-09-08T12:00:00.000Z', '2025-09-09T12:00:00.000Z', 2],
      ['Launch', '2025-09-10T12:00:00.000Z', null, 2],
    ]);
    const after = await p.detail();
    expect(after.revision).toBe(before + 1);
    expect(after.dependencies.every((dependency: { isViolated: boolean }) => !dependency.isViolated)).toBe(true);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'event.updated', eventId: p.id.Rehearsal, revision: before + 1 });
    expect(changes[0]!.movedEvents!.map((event) => event.id)).toEqual([p.id.Cutover, p.id.Launch]);

    // Moving the head earlier pulls nothing back.
    const earlier = await p.api.call('PUT', p.eventUrl('Rehearsal'), { date: '2025-08-25', endDate: '2025-08-26', version: 3 });
    expect(earlier.body.data.movedEvents).toEqual([]);
    const events = (await p.detail()).timelines[0].events as { title: string; date: string }[];
    expect(events.find((event) => event.title === 'Cutover')!.date).toBe('2025-09-08T12:00:00.000Z');

    // A change that keeps the dates moves nothing either.
    const renamed = await p.api.call('PUT', p.eventUrl('Rehearsal'), { title: 'Dress rehearsal', version: 4 });
    expect(renamed.body.data.movedEvents).toEqual([]);
  });

  it('pushes successors when a dependency is added or its lag or type changes, in one revision and one undo step', async () => {
    const p = await plan({ Build: ['2025-09-01', '2025-09-03'], Test: ['2025-09-05', '2025-09-06'], Ship: ['2025-09-08'] });
    const dates = async () =>
      Object.fromEntries(
        ((await p.detail()).timelines[0].events as { title: string; date: string; endDate: string | null }[]).map((event) => [
          event.title,
          [event.date.slice(0, 10), event.endDate?.slice(0, 10) ?? null],
        ]),
      );
    const buildTest = (await p.link('Build', 'Test')).body.data;
    expect((await p.link('Test', 'Ship')).body.data.isViolated).toBe(false);

    // Off: a larger lag moves nothing and shows red.
    const off = await p.api.call('PUT', `${p.base}/dependencies/${buildTest.id}`, { lagDays: 3, version: 1 });
    expect(off.body.data).toMatchObject({ lagDays: 3, isViolated: true, movedEvents: [] });
    expect((await p.api.call('PUT', `${p.base}/dependencies/${buildTest.id}`, { lagDays: 0, version: 2 })).status).toBe(200);
    const project = await p.detail();
    expect((await p.api.call('PUT', p.base, { autoSchedule: true, version: project.version })).status).toBe(200);

    // On: Test may start on 09-07 (Build ends 09-03, + 1 + lag 3), Ship the day after Test ends.
    const before = (await p.detail()).revision as number;
    let answer: Awaited<ReturnType<typeof p.api.call>> | undefined;
    const changes = await changesDuring(ctx(), p.projectId, 1, async () => {
      answer = await p.api.call('PUT', `${p.base}/dependencies/${buildTest.id}`, { lagDays: 3, version: 3 });
    });
    expect(answer!.status).toBe(200);
    expect(answer!.body.data).toMatchObject({ lagDays: 3, version: 4, isViolated: false });
    expect(answer!.body.data.movedEvents.map((event: { title: string; date: string; version: number }) => [event.title, event.date, event.version])).toEqual([
      ['Test', '2025-09-07T12:00:00.000Z', 2],
      ['Ship', '2025-09-09T12:00:00.000Z', 2],
    ]);
    expect(await dates()).toEqual({ Build: ['2025-09-01', '2025-09-03'], Test: ['2025-09-07', '2025-09-08'], Ship: ['2025-09-09', null] });
    const after = await p.detail();
    expect(after.revision).toBe(before + 1);
    expect(after.dependencies.some((dependency: { isViolated: boolean }) => dependency.isViolated)).toBe(false);
    // Live viewers get one change carrying the pushed events.
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'dependency.updated', dependencyId: buildTest.id, revision: before + 1 });
    expect(changes[0]!.movedEvents!.map((event) => event.id)).toEqual([p.id.Test, p.id.Ship]);

    // One undo step takes back the lag and the push together.
    const history = await p.api.call('GET', `${p.base}/history`);
    expect(history.body.data.entries[0]).toMatchObject({ kind: 'dependency.updated' });
    expect((await p.api.call('POST', `${p.base}/undo`, {})).status).toBe(200);
    expect(await dates()).toEqual({ Build: ['2025-09-01', '2025-09-03'], Test: ['2025-09-05', '2025-09-06'], Ship: ['2025-09-08', null] });
    expect((await p.detail()).dependencies.find((dependency: { id: string }) => dependency.id === buildTest.id).lagDays).toBe(0);

    // A type change pushes too: finish-to-finish with lag 5 wants Test to end on 09-08 or later.
    const current = (await p.detail()).dependencies.find((dependency: { id: string }) => dependency.id === buildTest.id);
    const typed = await p.api.call('PUT', `${p.base}/dependencies/${buildTest.id}`, { type: 'finish_to_finish', lagDays: 5, version: current.version });
    expect(typed.status).toBe(200);
    expect(typed.body.data.movedEvents.map((event: { title: string }) => event.title)).toEqual(['Test', 'Ship']);
    expect(await dates()).toEqual({ Build: ['2025-09-01', '2025-09-03'], Test: ['2025-09-07', '2025-09-08'], Ship: ['2025-09-09', null] });

    // Adding a dependency that the plan breaks pushes its successor the same way; a smaller lag pulls nothing back.
    const added = await p.link('Build', 'Ship', { lagDays: 10 });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ isViolated: false, movedEvents: [expect.objectContaining({ title: 'Ship', date: '2025-09-14T12:00:00.000Z' })] });
    const smaller = await p.api.call('PUT', `${p.base}/dependencies/${added.body.data.id}`, { lagDays: 0, version: 1 });
    expect(smaller.body.data.movedEvents).toEqual([]);
    expect((await dates()).Ship).toEqual(['2025-09-14', null]);
  });

  it('refuses autoSchedule from someone without the admin right', async () => {
    const p = await plan({ Design: ['2025-09-01'] });
    const writer = await ctx().createUser(memberOf(p.organizationId, 'editor'));
    await insertShare(ctx().db, { projectId: p.projectId, userId: writer.id, level: 'write', grantedBy: p.owner.id });
    const refused = await (await clientFor(ctx(), writer.id)).call('PUT', p.base, { autoSchedule: true, version: 1 });
    expect(refused.status).toBe(403);
    const bad = await p.api.call('PUT', p.base, { autoSchedule: 'yes', version: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('autoSchedule: must be true or false');
    expect((await p.detail()).autoSchedule).toBe(false);
  });
});
