import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LANES } from '../constants.js';
import { addDays, dayNumber } from '../dates.js';
import { ANOTHER_PROJECTS_FREEZE, type Clash } from '../schemas/portfolio.js';
import { packLanes } from '../timeline-layout.js';
import { findClashes, type ClashInputEvent } from './clashes.js';

/** An event of project P on timeline P-t, readable, no freeze, preparation, unless overridden. */
function ev(id: string, projectId: string, date: string, endDate: string | null = null, extra: Partial<ClashInputEvent> = {}): ClashInputEvent {
  return {
    id,
    projectId,
    projectName: `Project ${projectId}`,
    timelineId: `${projectId}-t`,
    title: id,
    date,
    endDate,
    objective: 'preparation',
    isFreeze: false,
    readable: true,
    ...extra,
  };
}
const deploy = (id: string, projectId: string, date: string, endDate: string | null = null, extra: Partial<ClashInputEvent> = {}) =>
  ev(id, projectId, date, endDate, { objective: 'deployment', ...extra });
const freeze = (id: string, projectId: string, date: string, endDate: string | null = null, extra: Partial<ClashInputEvent> = {}) =>
  ev(id, projectId, date, endDate, { isFreeze: true, ...extra });

const brief = (clashes: Clash[]) => clashes.map((c) => `${c.kind} ${c.days.from}…${c.days.to} ${c.events.map((e) => e.title).join('+')}`);

describe('findClashes', () => {
  it('finds a deployment on a freeze of another project, and of its own, on the days they share', () => {
    const clashes = findClashes({
      events: [
        deploy('Release', 'A', '2025-12-18', '2025-12-20'),
        freeze('Year-end', 'B', '2025-12-19', '2025-12-31'),
        freeze('Own freeze', 'A', '2025-12-20'),
        freeze('Later', 'B', '2025-12-21'),
      ],
    });
    expect(brief(clashes)).toEqual(['freeze 2025-12-19…2025-12-20 Release+Year-end', 'freeze 2025-12-20…2025-12-20 Release+Own freeze']);
    expect(clashes[0]!.events[1]).toMatchObject({ eventId: 'Year-end', projectId: 'B', projectName: 'Project B', timelineId: 'B-t', date: '2025-12-19T12:00:00.000Z', endDate: '2025-12-31T12:00:00.000Z' });
  });

  it('never lets a freeze clash with itself, even a deployment marked as a freeze', () => {
    expect(findClashes({ events: [deploy('Both', 'A', '2025-01-01', null, { isFreeze: true })] })).toEqual([]);
  });

  it('shows an unreadable freeze as another project’s freeze and never uses its deployments or lanes', () => {
    const hidden = { readable: false, projectName: 'Secret', title: 'Secret freeze' };
    const clashes = findClashes({
      events: [
        deploy('Release', 'A', '2025-03-10'),
        freeze('Secret freeze', 'S', '2025-03-10', null, hidden),
        deploy('Secret deploy', 'S', '2025-03-10', null, { readable: false }),
        ...Array.from({ length: 7 }, (_, i) => ev(`Crowd ${i}`, 'S', '2025-03-10', null, { readable: false })),
      ],
    });
    expect(clashes).toEqual([
      {
        kind: 'freeze',
        days: { from: '2025-03-10', to: '2025-03-10' },
        events: [
          { eventId: 'Release', projectId: 'A', projectName: 'Project A', timelineId: 'A-t', title: 'Release', date: '2025-03-10T12:00:00.000Z', endDate: null },
          { eventId: null, projectId: null, projectName: null, timelineId: null, title: ANOTHER_PROJECTS_FREEZE, date: '2025-03-10T12:00:00.000Z', endDate: null },
        ],
      },
    ]);
  });

  it('says two identical unreadable freezes once', () => {
    const hidden = { readable: false };
    const clashes = findClashes({ events: [deploy('Release', 'A', '2025-03-10'), freeze('x', 'S', '2025-03-10', null, hidden), freeze('y', 'T', '2025-03-10', null, hidden)] });
    expect(clashes).toHaveLength(1);
  });

  it('pairs deployments of different projects that share a day, never two of one project', () => {
    const clashes = findClashes({
      events: [
        deploy('A1', 'A', '2025-05-01', '2025-05-03'),
        deploy('A2', 'A', '2025-05-02'),
        deploy('B1', 'B', '2025-05-03', '2025-05-04'),
        deploy('C1', 'C', '2025-05-05'),
        ev('B-prep', 'B', '2025-05-01'),
      ],
    });
    expect(brief(clashes)).toEqual(['deployment 2025-05-03…2025-05-03 A1+B1']);
  });

  it('finds a timeline over MAX_LANES overlapping events, on exactly the overloaded days', () => {
    const crowd = Array.from({ length: MAX_LANES + 1 }, (_, i) => ev(`E${i}`, 'A', addDays('2025-06-01', i), '2025-06-20'));
    const other = ev('Other lane', 'A', '2025-06-10', null, { timelineId: 'A-u' });
    const clashes = findClashes({ events: [...crowd, other, ev('After', 'A', '2025-06-25')] });
    expect(brief(clashes)).toEqual([`overload 2025-06-06…2025-06-20 ${crowd.map((e) => e.id).join('+')}`]);
    expect(findClashes({ events: crowd.slice(1) })).toEqual([]);
  });

  it('keeps only the clashes that involve the given projects, and their overloads', () => {
    const events = [
      deploy('A1', 'A', '2025-05-01'),
      deploy('B1', 'B', '2025-05-01'),
      deploy('C1', 'C', '2025-05-09'),
      freeze('F', 'D', '2025-05-09'),
      ...Array.from({ length: 6 }, (_, i) => ev(`D${i}`, 'D', '2025-05-20')),
    ];
    expect(brief(findClashes({ events, involving: new Set(['A']) }))).toEqual(['deployment 2025-05-01…2025-05-01 A1+B1']);
    expect(brief(findClashes({ events, involving: new Set(['D']) }))).toEqual([
      'freeze 2025-05-09…2025-05-09 C1+F',
      'overload 2025-05-20…2025-05-20 D0+D1+D2+D3+D4+D5',
    ]);
    expect(findClashes({ events, involving: new Set(['Z']) })).toEqual([]);
  });

  it('orders by first day, then freeze, deployment, overload', () => {
    const events = [
      ...Array.from({ length: 6 }, (_, i) => ev(`O${i}`, 'C', '2025-01-01')),
      deploy('A', 'A', '2025-01-01'),
      deploy('B', 'B', '2025-01-01'),
      freeze('F', 'C', '2025-01-01', null, { timelineId: 'C-f' }),
      deploy('Early', 'E', '2024-12-31', '2025-01-01', { timelineId: 'E-t' }),
    ];
    expect(findClashes({ events }).map((c) => `${c.days.from} ${c.kind}`)).toEqual([
      '2025-01-01 freeze',
      '2025-01-01 freeze',
      '2025-01-01 freeze',
      '2025-01-01 deployment',
      '2025-01-01 deployment',
      '2025-01-01 deployment',
      '2025-01-01 overload',
    ]);
  });
});

/* Random portfolios: a few projects and timelines, events within 40 days. */
const portfolios = fc.array(
  fc.record({
    project: fc.constantFrom('A', 'B', 'C'),
    lane: fc.constantFrom('1', '2'),
    first: fc.integer({ min: 0, max: 40 }),
    length: fc.integer({ min: 0, max: 6 }),
    deployment: fc.boolean(),
    isFreeze: fc.boolean(),
    readable: fc.boolean(),
  }),
  { maxLength: 40 },
);
const toEvents = (rows: ReadonlyArray<{ project: string; lane: string; first: number; length: number; deployment: boolean; isFreeze: boolean; readable: boolean }>) =>
  rows.map((row, index) =>
    ev(`e${index}`, row.project, addDays('2025-01-01', row.first), row.length > 0 ? addDays('2025-01-01', row.first + row.length) : null, {
      timelineId: `${row.project}-${row.lane}`,
      objective: row.deployment ? 'deployment' : 'testing',
      isFreeze: row.isFreeze,
      readable: row.readable,
    }),
  );

describe('findClashes properties', () => {
  it('names only readable events and only freezes of unreadable ones; every clash’s days lie inside each of its events', () => {
    fc.assert(
      fc.property(portfolios, (rows) => {
        const events = toEvents(rows);
        const byId = new Map(events.map((e) => [e.id, e]));
        for (const clash of findClashes({ events })) {
          expect(clash.days.from <= clash.days.to).toBe(true);
          for (const shown of clash.events) {
            if (shown.eventId === null) {
              expect(shown.title).toBe(ANOTHER_PROJECTS_FREEZE);
              expect(clash.kind).toBe('freeze');
              continue;
            }
            const source = byId.get(shown.eventId)!;
            expect(source.readable).toBe(true);
            const end = shown.endDate ?? shown.date;
            expect(shown.date.slice(0, 10) <= clash.days.from && end.slice(0, 10) >= clash.days.to).toBe(true);
          }
        }
      }),
    );
  });

  it('reports an overload on a timeline exactly when the lane rule hides one of its events', () => {
    fc.assert(
      fc.property(portfolios, (rows) => {
        const events = toEvents(rows).map((e) => ({ ...e, readable: true, isFreeze: false, objective: 'testing' }));
        const overloaded = new Set(findClashes({ events }).flatMap((c) => c.events.map((e) => e.timelineId)));
        for (const timelineId of new Set(events.map((e) => e.timelineId))) {
          const items = events
            .filter((e) => e.timelineId === timelineId)
            .map((e) => ({ id: e.id, start: e.date, end: e.endDate ?? e.date }));
          expect(overloaded.has(timelineId)).toBe(packLanes(items).hidden.length > 0);
        }
      }),
    );
  });

  it('finds a deployment clash exactly for each overlapping pair of readable deployments of different projects', () => {
    fc.assert(
      fc.property(portfolios, (rows) => {
        const events = toEvents(rows).map((e) => ({ ...e, isFreeze: false }));
        const deployments = events.filter((e) => e.readable && e.objective === 'deployment');
        let pairs = 0;
        deployments.forEach((a, i) =>
          deployments.slice(i + 1).forEach((b) => {
            const overlap = dayNumber(a.date) <= dayNumber(b.endDate ?? b.date) && dayNumber(b.date) <= dayNumber(a.endDate ?? a.date);
            if (overlap && a.projectId !== b.projectId) pairs += 1;
          }),
        );
        expect(findClashes({ events }).filter((c) => c.kind === 'deployment')).toHaveLength(pairs);
      }),
    );
  });
});
