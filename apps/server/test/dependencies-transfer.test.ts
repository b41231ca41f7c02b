import { expect, it } from 'vitest';
import type { ExportProject } from '@plotline/shared';
import { describeEachDatabase } from './harness.js';
import { clientFor } from './planning-fixtures.js';

/*
 * Export and import carry milestones, dependencies and the project's autoSchedule (issue 16,
 * docs/decisions.md D36): the file names events by their ids, the import gives everything new ids
 * and links the dependencies to them; files made before dependencies existed still import; a bad
 * dependency refuses the whole file with its path, saving nothing.
 */

/** A project's plan by titles: events with their milestone flag, dependencies by their events' titles. */
function plan(project: ExportProject) {
  const events = project.timelines.flatMap((timeline) => timeline.events);
  const title = new Map(events.map((event) => [event.id, event.title]));
  return {
    autoSchedule: project.autoSchedule,
    events: events.map((event) => [event.title, event.date, event.endDate, event.isMilestone]),
    dependencies: project.dependencies.map((dependency) => [
      title.get(dependency.fromEventId),
      title.get(dependency.toEventId),
      dependency.type,
      dependency.lagDays,
    ]),
  };
}

describeEachDatabase('export and import of dependencies', (ctx) => {
  async function signedIn() {
    const user = await ctx().createUser();
    const api = await clientFor(ctx(), user.id);
    return {
      api,
      exported: async () => (await api.call('GET', '/export')).body.data as ExportProject[],
      importData: (payload: unknown) => api.call('POST', '/import', payload),
    };
  }

  const migration = {
    name: 'Migration',
    description: '',
    color: '#10B981',
    autoSchedule: true,
    timelines: [
      {
        name: 'Cutover',
        color: '#EF4444',
        events: [
          { id: 'rehearsal', title: 'Rehearsal', date: '2025-09-01', endDate: '2025-09-02' },
          { id: 'go', title: 'Go/no-go', date: '2025-09-04', isMilestone: true },
          { id: 7, title: 'Cutover', date: '2025-09-05', endDate: '2025-09-06' },
        ],
      },
    ],
    dependencies: [
      { fromEventId: 'rehearsal', toEventId: 'go', lagDays: 1 },
      { fromEventId: 'go', toEventId: 7, type: 'start_to_start' },
    ],
  };

  it('round-trips milestones, dependencies and autoSchedule with new ids', async () => {
    const { exported, importData } = await signedIn();
    const imported = await importData({ projects: [migration] });
    expect(imported.status).toBe(200);
    const [project] = await exported();
    expect(plan(project!)).toEqual({
      autoSchedule: true,
      events: [
        ['Rehearsal', '2025-09-01T12:00:00.000Z', '2025-09-02T12:00:00.000Z', false],
        ['Go/no-go', '2025-09-04T12:00:00.000Z', null, true],
        ['Cutover', '2025-09-05T12:00:00.000Z', '2025-09-06T12:00:00.000Z', false],
      ],
      dependencies: [
        ['Rehearsal', 'Go/no-go', 'finish_to_start', 1],
        ['Go/no-go', 'Cutover', 'start_to_start', 0],
      ],
    });

    // The export file imports as it is: everything again, under new ids.
    const again = await importData({ success: true, data: [project], replace: true });
    expect(again.status).toBe(200);
    const [copy] = await exported();
    expect(plan(copy!)).toEqual(plan(project!));
    const oldIds = new Set([project!.id, ...project!.dependencies.map((dependency) => dependency.id), ...project!.timelines[0]!.events.map((event) => event.id)]);
    expect([copy!.id, ...copy!.dependencies.map((dependency) => dependency.id), ...copy!.timelines[0]!.events.map((event) => event.id)].some((id) => oldIds.has(id))).toBe(false);
  });

  it('still imports files made before dependencies existed', async () => {
    const { exported, importData } = await signedIn();
    const older = {
      projects: [{ name: 'Old', timelines: [{ name: 'T', events: [{ title: 'A', date: '2025-01-02' }, { title: 'B', date: '2025-01-03', endDate: '2025-01-04' }] }] }],
    };
    expect((await importData(older)).status).toBe(200);
    const [project] = await exported();
    expect(plan(project!)).toEqual({
      autoSchedule: false,
      events: [
        ['A', '2025-01-02T12:00:00.000Z', null, false],
        ['B', '2025-01-03T12:00:00.000Z', '2025-01-04T12:00:00.000Z', false],
      ],
      dependencies: [],
    });
  });

  it('refuses a file with a bad dependency or milestone, naming where, and saves nothing', async () => {
    const { exported, importData } = await signedIn();
    const withDependencies = (dependencies: unknown[]) => ({ projects: [{ ...migration, dependencies }] });
    const cases: [unknown, string][] = [
      [withDependencies([{ fromEventId: 'rehearsal', toEventId: 'nope' }]), 'projects[0].dependencies[0].toEventId: must be the id of an event of this project (no event has id "nope")'],
      [withDependencies([{ fromEventId: 'go', toEventId: 'go' }]), 'projects[0].dependencies[0].toEventId: must be a different event than fromEventId (an event cannot depend on itself)'],
      [
        withDependencies([{ fromEventId: 'go', toEventId: 7 }, { fromEventId: 'go', toEventId: '7', type: 'finish_to_finish' }]),
        'projects[0].dependencies[1]: links the same two events as projects[0].dependencies[0]',
      ],
      [
        withDependencies([{ fromEventId: 'rehearsal', toEventId: 'go' }, { fromEventId: 'go', toEventId: 7 }, { fromEventId: 7, toEventId: 'rehearsal' }]),
        'projects[0].dependencies: must not form a cycle ("Go/no-go" → "Cutover" → "Rehearsal" → "Go/no-go")',
      ],
      [withDependencies([{ fromEventId: 'rehearsal', toEventId: 'go', type: 'sometime' }]), 'projects[0].dependencies[0].type: must be one of finish_to_start, start_to_start, finish_to_finish, start_to_finish'],
      [withDependencies([{ fromEventId: 'rehearsal', toEventId: 'go', lagDays: 'two' }]), 'projects[0].dependencies[0].lagDays: must be a whole number of days from -3650 to 3650'],
      [withDependencies({} as unknown as unknown[]), 'projects[0].dependencies: must be an array'],
      [
        { projects: [{ name: 'M', timelines: [{ name: 'T', events: [{ title: 'Launch', date: '2025-09-01', endDate: '2025-09-03', isMilestone: true }] }] }] },
        'projects[0].timelines[0].events[0].endDate: must be empty for a milestone (a milestone is a single day)',
      ],
    ];
    for (const [payload, message] of cases) {
      const refused = await importData(payload);
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect(await exported()).toEqual([]);
  });
});
