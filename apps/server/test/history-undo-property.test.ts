import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/index.js';
import { describeEachDatabase } from './harness.js';
import { clientFor, createOrganization, memberOf, seedProject, type Client } from './planning-fixtures.js';

/*
 * Undo restores the exact prior state (issue 21, docs/decisions.md D46): random sequences of every
 * kind of project write (baselines too, D57), then undo until nothing is left, equal the start; redo
 * until nothing is left equals the end. Rows are compared without `version` and `updatedAt`, which
 * undo moves on; baselines as the live ones (a deleted one is only marked, D57) with their saved events.
 */

const OPS = [
  'createEvent',
  'editEvent',
  'moveDates',
  'deleteEvent',
  'createTimeline',
  'renameTimeline',
  'deleteTimeline',
  'reorderTimelines',
  'reorderEvents',
  'moveToTimeline',
  'link',
  'relink',
  'unlink',
  'project',
  'share',
  'unshare',
  'bulkShift',
  'bulkMove',
  'bulkObjective',
  'bulkDelete',
  'csvImport',
  'saveBaseline',
  'renameBaseline',
  'deleteBaseline',
] as const;
type Op = { kind: (typeof OPS)[number]; a: number; b: number };
const opArbitrary = fc.record({ kind: fc.constantFrom(...OPS), a: fc.nat(50), b: fc.nat(50) });

const strip = <T extends Record<string, unknown>>(rows: T[]) =>
  rows.map(({ version: _v, updatedAt: _u, revision: _r, ...rest }) => rest).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));

async function state(db: Db, projectId: string) {
  return {
    project: strip(await db.selectFrom('projects').selectAll().where('id', '=', projectId).execute()),
    timelines: strip(await db.selectFrom('timelines').selectAll().where('projectId', '=', projectId).execute()),
    events: strip(await db.selectFrom('events').selectAll().where('projectId', '=', projectId).execute()),
    dependencies: strip(await db.selectFrom('dependencies').selectAll().where('projectId', '=', projectId).execute()),
    shares: strip(await db.selectFrom('projectPermissions').selectAll().where('projectId', '=', projectId).execute()),
    baselines: strip(
      await db
        .selectFrom('baselines as b')
        .leftJoin('baselineEvents as e', 'e.baselineId', 'b.id')
        .select(['b.id', 'b.name', 'b.createdBy', 'b.createdAt', 'b.eventCount', 'e.eventId', 'e.title', 'e.startDate', 'e.endDate'])
        .where('b.projectId', '=', projectId)
        .where('b.deletedAt', 'is', null)
        .execute(),
    ),
  };
}

describeEachDatabase('undo and redo restore every state', (ctx) => {
  async function apply(api: Client, projectId: string, bystanderId: string, op: Op, step: number): Promise<void> {
    const db = ctx().db;
    const base = `/projects/${projectId}`;
    const timelines = await db.selectFrom('timelines').selectAll().where('projectId', '=', projectId).orderBy('displayOrder').execute();
    const events = await db.selectFrom('events').selectAll().where('projectId', '=', projectId).orderBy('id').execute();
    const dependencies = await db.selectFrom('dependencies').selectAll().where('projectId', '=', projectId).orderBy('id').execute();
    const baselines = await db.selectFrom('baselines').select('id').where('projectId', '=', projectId).where('deletedAt', 'is', null).orderBy('id').execute();
    const pick = <T>(list: T[], n: number): T | undefined => list[n % Math.max(list.length, 1)];
    const timeline = pick(timelines, op.a);
    const event = pick(events, op.a);
    const other = pick(events, op.b);
    const dependency = pick(dependencies, op.a);
    const baseline = pick(baselines, op.b);
    const date = `2025-09-${String(1 + (op.b % 28)).padStart(2, '0')}`;
    const eventUrl = event && `${base}/timelines/${event.timelineId}/events/${event.id}`;
    switch (op.kind) {
      case 'createEvent':
        if (timeline) await api.call('POST', `${base}/timelines/${timeline.id}/events`, { title: `New ${step}`, date, description: '', objective: 'testing' });
        return;
      case 'editEvent':
        if (event) await api.call('PUT', eventUrl!, { title: `Edited ${step}`, objective: 'deployment', description: `d${op.b}`, version: event.version });
        return;
      case 'moveDates':
        if (event) await api.call('PUT', eventUrl!, { date, endDate: null, version: event.version });
        return;
      case 'deleteEvent':
        if (event) await api.call('DELETE', eventUrl!);
        return;
      case 'createTimeline':
        await api.call('POST', `${base}/timelines`, { name: `Lane ${step}-${op.a}`, color: '#123456' });
        return;
      case 'renameTimeline':
        if (timeline) await api.call('PUT', `${base}/timelines/${timeline.id}`, { name: `Renamed ${step}-${op.b}`, color: '#654321', version: timeline.version });
        return;
      case 'deleteTimeline':
        if (timeline) await api.call('DELETE', `${base}/timelines/${timeline.id}`);
        return;
      case 'reorderTimelines':
        await api.call('PUT', `/dragdrop/projects/${projectId}/timelines/reorder`, { timelineIds: timelines.map((t) => t.id).reverse() });
        return;
      case 'reorderEvents': {
        if (!timeline) return;
        const ids = events.filter((e) => e.timelineId === timeline.id).map((e) => e.id).reverse();
        await api.call('PUT', `/dragdrop/projects/${projectId}/timelines/${timeline.id}/events/reorder`, { eventIds: ids });
        return;
      }
      case 'moveToTimeline': {
        const target = pick(timelines, op.b);
        if (event && target) await api.call('PUT', `/dragdrop/events/${event.id}/move`, { targetTimelineId: target.id, newPosition: 0 });
        return;
      }
      case 'link':
        if (event && other) await api.call('POST', `${base}/dependencies`, { fromEventId: event.id, toEventId: other.id, lagDays: op.b % 3 });
        return;
      case 'relink':
        if (dependency) await api.call('PUT', `${base}/dependencies/${dependency.id}`, { lagDays: op.b % 5, type: 'start_to_start', version: dependency.version });
        return;
      case 'unlink':
        if (dependency) await api.call('DELETE', `${base}/dependencies/${dependency.id}`);
        return;
      case 'project': {
        const project = await db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirstOrThrow();
        await api.call('PUT', base, { name: `Project ${step}`, autoSchedule: op.b % 2 === 0, version: project.version });
        return;
      }
      case 'share':
        await api.call('POST', `${base}/share`, { userId: bystanderId, permissionLevel: op.b % 2 === 0 ? 'read' : 'write' });
        return;
      case 'unshare':
        await api.call('DELETE', `${base}/permissions/${bystanderId}`);
        return;
      case 'bulkShift': {
        const ids = events.filter((e) => e.timelineId === timeline?.id).map((e) => e.id);
        if (ids.length > 0) await api.call('POST', `${base}/events/bulk`, { eventIds: ids, action: 'shift', days: (op.b % 5) - 2 || 1 });
        return;
      }
      case 'bulkMove':
        if (event && other && timeline) await api.call('POST', `${base}/events/bulk`, { eventIds: [...new Set([event.id, other.id])], action: 'move', timelineId: timeline.id });
        return;
      case 'bulkObjective':
        if (event && other) await api.call('POST', `${base}/events/bulk`, { eventIds: [...new Set([event.id, other.id])], action: 'objective', objective: op.b % 2 === 0 ? 'deployment' : 'testing' });
        return;
      case 'bulkDelete':
        if (event && other) await api.call('POST', `${base}/events/bulk`, { eventIds: [...new Set([event.id, other.id])], action: 'delete' });
        return;
      case 'csvImport':
        await api.call('POST', `${base}/csv-import`, {
          csv: `Timeline,Title,Start Date,End Date,Objective,Description\r\nImported ${step},Row ${op.a},${date},,Testing,\r\n${timeline?.name ?? 'X'},Row ${op.b},${date},,Testing,\r\n`,
        });
        return;
      case 'saveBaseline':
        await api.call('POST', `${base}/baselines`, { name: `Plan ${step}-${op.a}` });
        return;
      case 'renameBaseline':
        if (baseline) await api.call('PUT', `${base}/baselines/${baseline.id}`, { name: `Agreed ${step}-${op.a}` });
        return;
      case 'deleteBaseline':
        if (baseline) await api.call('DELETE', `${base}/baselines/${baseline.id}`);
        return;
    }
  }

  it('random write sequences: undo all equals the start, redo all equals the end', async () => {
    const organizationId = await createOrganization(ctx());
    const owner = await ctx().createUser(memberOf(organizationId, 'owner', { name: 'Ada' }));
    const bystander = await ctx().createUser(memberOf(organizationId, 'member', { name: 'Bea' }));
    const api = await clientFor(ctx(), owner.id);
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: 1, maxLength: 10 }), async (ops) => {
        const { projectId } = await seedProject(ctx(), owner.id, { timelines: 2, eventsPerTimeline: 2 });
        const start = await state(ctx().db, projectId);
        for (const [step, op] of ops.entries()) await apply(api, projectId, bystander.id, op, step);
        const end = await state(ctx().db, projectId);
        let undone = 0;
        for (;;) {
          const answer = await api.call('POST', `/projects/${projectId}/undo`, {});
          if (answer.status === 404) break;
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          undone += 1;
        }
        expect(undone).toBeLessThanOrEqual(ops.length);
        expect(await state(ctx().db, projectId)).toEqual(start);
        for (;;) {
          const answer = await api.call('POST', `/projects/${projectId}/redo`, {});
          if (answer.status === 404) break;
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        }
        expect(await state(ctx().db, projectId)).toEqual(end);
      }),
      { numRuns: 20, seed: 20_261_125 },
    );
    // Twenty sequences of up to ten writes, each undone and redone: minutes on a busy machine.
  }, 180_000);
});
