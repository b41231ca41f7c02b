import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LANES } from '../constants.js';
import { addDays, dayNumber } from '../dates.js';
import type { Clash, ClashEvent } from '../schemas/portfolio.js';
import { ANOTHER_PROJECTS_FREEZE } from './constants.js';
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

const all = { clashes: Infinity, events: Infinity };
const groups = (input: Parameters<typeof findClashes>[0]) => findClashes({ limits: all, ...input }).clashes;
const brief = (clashes: Clash[]) => clashes.map((c) => `${c.kind} ${c.days.from}…${c.days.to} ${c.events.map((e) => e.title).join('+')}`);

describe('findClashes', () => {
  it('groups the deployments on a freeze under it, its own project’s included, on the days they share', () => {
    const clashes = groups({
      events: [
        deploy('Release', 'A', '2025-12-18', '2025-12-20'),
        freeze('Year-end', 'B', '2025-12-19', '2025-12-31'),
        freeze('Own freeze', 'A', '2025-12-20'),
        deploy('Hotfix', 'C', '2025-12-27'),
        freeze('Later', 'B', '2026-01-05'),
      ],
    });
    expect(brief(clashes)).toEqual(['freeze 2025-12-19…2025-12-27 Year-end+Release+Hotfix', 'freeze 2025-12-20…2025-12-20 Own freeze+Release']);
    expect(clashes[0]!.eventCount).toBe(3);
    expect(clashes[0]!.events[0]).toMatchObject({ eventId: 'Year-end', projectId: 'B', projectName: 'Project B', timelineId: 'B-t', date: '2025-12-19T12:00:00.000Z', endDate: '2025-12-31T12:00:00.000Z' });
  });

  it('never lets a freeze clash with itself, even a deployment marked as a freeze', () => {
    expect(groups({ events: [deploy('Both', 'A', '2025-01-01', null, { isFreeze: true })] })).toEqual([]);
  });

  it('shows an unreadable freeze as another project’s freeze and never uses its deployments or lanes', () => {
    const hidden = { readable: false, projectName: 'Secret', title: 'Secret freeze' };
    const answer = findClashes({
      events: [
        deploy('Release', 'A', '2025-03-10'),
        freeze('Secret freeze', 'S', '2025-03-10', null, hidden),
        deploy('Secret deploy', 'S', '2025-03-10', null, { readable: false }),
        ...Array.from({ length: 7 }, (_, i) => ev(`Crowd ${i}`, 'S', '2025-03-10', null, { readable: false })),
      ],
    });
    expect(answer).toEqual({
      clashes: [
        {
          kind: 'freeze',
          days: { from: '2025-03-10', to: '2025-03-10' },
          events: [
            { eventId: null, projectId: null, projectName: null, timelineId: null, title: ANOTHER_PROJECTS_FREEZE, date: '2025-03-10T12:00:00.000Z', endDate: null },
            { eventId: 'Release', projectId: 'A', projectName: 'Project A', timelineId: 'A-t', title: 'Release', date: '2025-03-10T12:00:00.000Z', endDate: null },
          ],
          eventCount: 2,
        },
      ],
      total: 1,
      truncated: false,
    });
  });

  it('says two identical unreadable freezes once', () => {
    const hidden = { readable: false };
    expect(groups({ events: [deploy('Release', 'A', '2025-03-10'), freeze('x', 'S', '2025-03-10', null, hidden), freeze('y', 'T', '2025-03-10', null, hidden)] })).toHaveLength(1);
  });

  it('groups deployments of different projects linked by shared days, never pairing two of one project', () => {
    const clashes = groups({
      events: [
        deploy('A1', 'A', '2025-05-01', '2025-05-03'),
        deploy('A2', 'A', '2025-05-02'),
        deploy('B1', 'B', '2025-05-03', '2025-05-06'),
        deploy('C1', 'C', '2025-05-05', '2025-05-07'),
        deploy('C2', 'C', '2025-05-10'),
        deploy('D1', 'D', '2025-05-10'),
        deploy('E1', 'E', '2025-05-20'),
        ev('B-prep', 'B', '2025-05-01'),
      ],
    });
    expect(brief(clashes)).toEqual(['deployment 2025-05-03…2025-05-06 A1+B1+C1', 'deployment 2025-05-10…2025-05-10 C2+D1']);
  });

  it('finds a timeline over MAX_LANES overlapping events, on exactly the overloaded days', () => {
    const crowd = Array.from({ length: MAX_LANES + 1 }, (_, i) => ev(`E${i}`, 'A', addDays('2025-06-01', i), '2025-06-20'));
    const other = ev('Other lane', 'A', '2025-06-10', null, { timelineId: 'A-u' });
    const clashes = groups({ events: [...crowd, other, ev('After', 'A', '2025-06-25')] });
    expect(brief(clashes)).toEqual([`overload 2025-06-06…2025-06-20 ${crowd.map((e) => e.id).join('+')}`]);
    expect(groups({ events: crowd.slice(1) })).toEqual([]);
  });

  it('keeps only the clashes that involve the given projects, and their overloads', () => {
    const events = [
      deploy('A1', 'A', '2025-05-01'),
      deploy('B1', 'B', '2025-05-01'),
      deploy('C1', 'C', '2025-05-09'),
      freeze('F', 'D', '2025-05-09'),
      ...Array.from({ length: 6 }, (_, i) => ev(`D${i}`, 'D', '2025-05-20')),
    ];
    expect(brief(groups({ events, involving: new Set(['A']) }))).toEqual(['deployment 2025-05-01…2025-05-01 A1+B1']);
    expect(brief(groups({ events, involving: new Set(['D']) }))).toEqual(['freeze 2025-05-09…2025-05-09 F+C1', 'overload 2025-05-20…2025-05-20 D0+D1+D2+D3+D4+D5']);
    expect(findClashes({ events, involving: new Set(['Z']) })).toEqual({ clashes: [], total: 0, truncated: false });
  });

  it('orders by first day, then freeze, deployment, overload', () => {
    const events = [
      ...Array.from({ length: 6 }, (_, i) => ev(`O${i}`, 'C', '2025-01-01')),
      deploy('A', 'A', '2025-01-01'),
      deploy('B', 'B', '2025-01-01'),
      freeze('F', 'C', '2025-01-01', null, { timelineId: 'C-f' }),
      deploy('Early', 'E', '2024-12-31', '2025-01-01', { timelineId: 'E-t' }),
      deploy('Next', 'E', '2025-01-02', null, { timelineId: 'E-t' }),
      deploy('Next too', 'A', '2025-01-02'),
    ];
    expect(groups({ events }).map((c) => `${c.days.from} ${c.kind} ${c.eventCount}`)).toEqual([
      '2025-01-01 freeze 4',
      '2025-01-01 deployment 3',
      '2025-01-01 overload 6',
      '2025-01-02 deployment 2',
    ]);
  });

  it('lists at most the limits, saying how many there are, the involved projects’ events first', () => {
    const events = [
      freeze('F', 'Z', '2025-02-01', '2025-02-28'),
      ...Array.from({ length: 6 }, (_, i) => deploy(`D${i}`, `P${i}`, addDays('2025-02-01', 2 * i))),
      deploy('Mine', 'M', '2025-02-20'),
    ];
    const answer = findClashes({ events, limits: { clashes: 1, events: 3 }, involving: new Set(['M', 'Z']) });
    expect(answer.total).toBe(1);
    expect(answer.truncated).toBe(false);
    expect(answer.clashes[0]!.events.map((e) => e.title)).toEqual(['F', 'Mine', 'D0']);
    expect(answer.clashes[0]!.eventCount).toBe(8);
    const few = findClashes({ events: [...events, deploy('E1', 'E', '2025-03-10'), deploy('E2', 'G', '2025-03-10')], limits: { clashes: 1 } });
    expect(few).toMatchObject({ total: 2, truncated: true });
    expect(few.clashes.map((c) => c.kind)).toEqual(['freeze']);
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

const first = (e: ClashInputEvent) => dayNumber(e.date);
const last = (e: ClashInputEvent) => Math.max(first(e), e.endDate ? dayNumber(e.endDate) : first(e));
/** How a clash names an event: by id, or an unreadable freeze by its days alone. */
const nameOf = (e: ClashInputEvent | ClashEvent) =>
  'readable' in e ? (e.readable ? e.id : `~${addDays(e.date.slice(0, 10), 0)}~${e.endDate && e.endDate > e.date ? e.endDate.slice(0, 10) : ''}`) : (e.eventId ?? `~${e.date.slice(0, 10)}~${e.endDate?.slice(0, 10) ?? ''}`);

interface Pair {
  kind: 'freeze' | 'deployment';
  /** The freeze of a freeze pair. */
  anchor: string | null;
  names: string[];
  from: number;
  to: number;
}

/** The rule before grouping (D44): every (deployment, freeze) and (deployment, deployment) pair. */
function oldPairs(events: readonly ClashInputEvent[]): Pair[] {
  const deployments = events.filter((e) => e.readable && e.objective === 'deployment');
  const pairs: Pair[] = [];
  const shared = (a: ClashInputEvent, b: ClashInputEvent) => ({ from: Math.max(first(a), first(b)), to: Math.min(last(a), last(b)) });
  for (const d of deployments) {
    for (const f of events.filter((e) => e.isFreeze && e.id !== d.id)) {
      const days = shared(d, f);
      if (days.from <= days.to) pairs.push({ kind: 'freeze', anchor: nameOf(f), names: [nameOf(d)], ...days });
    }
  }
  deployments.forEach((a, i) =>
    deployments.slice(i + 1).forEach((b) => {
      const days = shared(a, b);
      if (days.from <= days.to && a.projectId !== b.projectId) pairs.push({ kind: 'deployment', anchor: null, names: [a.id, b.id], ...days });
    }),
  );
  return pairs;
}

const covers = (clash: Clash, pair: Pair) =>
  clash.kind === pair.kind &&
  (pair.anchor === null || nameOf(clash.events[0]!) === pair.anchor) &&
  pair.names.every((name) => clash.events.slice(pair.anchor === null ? 0 : 1).some((e) => nameOf(e) === name)) &&
  dayNumber(clash.days.from) <= pair.from &&
  pair.to <= dayNumber(clash.days.to);

describe('findClashes properties', () => {
  it('covers every pair the old rule found by exactly one group, and every group is made of such pairs', () => {
    fc.assert(
      fc.property(portfolios, (rows) => {
        const events = toEvents(rows);
        const clashes = groups({ events }).filter((c) => c.kind !== 'overload');
        const pairs = oldPairs(events);
        for (const pair of pairs) expect(clashes.filter((clash) => covers(clash, pair))).toHaveLength(1);
        for (const clash of clashes) {
          const own = pairs.filter((pair) => covers(clash, pair));
          expect(Math.min(...own.map((pair) => pair.from))).toBe(dayNumber(clash.days.from));
          expect(Math.max(...own.map((pair) => pair.to))).toBe(dayNumber(clash.days.to));
          const named = new Set(own.flatMap((pair) => [...pair.names, ...(pair.anchor ? [pair.anchor] : [])]));
          expect(clash.events.every((e) => named.has(nameOf(e)))).toBe(true);
          expect(clash.eventCount).toBe(clash.events.length);
        }
      }),
    );
  });

  it('names only readable events and only freezes of unreadable ones; every event of a clash shares some of its days', () => {
    fc.assert(
      fc.property(portfolios, (rows) => {
        const events = toEvents(rows);
        const byId = new Map(events.map((e) => [e.id, e]));
        for (const clash of groups({ events })) {
          expect(clash.days.from <= clash.days.to).toBe(true);
          for (const shown of clash.events) {
            if (shown.eventId === null) {
              expect(shown.title).toBe(ANOTHER_PROJECTS_FREEZE);
              expect(clash.kind).toBe('freeze');
            } else expect(byId.get(shown.eventId)!.readable).toBe(true);
            const end = shown.endDate ?? shown.date;
            expect(shown.date.slice(0, 10) <= clash.days.to && end.slice(0, 10) >= clash.days.from).toBe(true);
          }
        }
      }),
    );
  });

  it('reports an overload on a timeline exactly when the lane rule hides one of its events', () => {
    fc.assert(
      fc.property(portfolios, (rows) => {
        const events = toEvents(rows).map((e) => ({ ...e, readable: true, isFreeze: false, objective: 'testing' }));
        const overloaded = new Set(groups({ events }).flatMap((c) => c.events.map((e) => e.timelineId)));
        for (const timelineId of new Set(events.map((e) => e.timelineId))) {
          const items = events
            .filter((e) => e.timelineId === timelineId)
            .map((e) => ({ id: e.id, start: e.date, end: e.endDate ?? e.date }));
          expect(overloaded.has(timelineId)).toBe(packLanes(items).hidden.length > 0);
        }
      }),
    );
  });

  it('lists the first clashes of the whole answer within the limits and counts them all', () => {
    fc.assert(
      fc.property(portfolios, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 4 }), (rows, clashLimit, eventLimit) => {
        const events = toEvents(rows);
        const whole = groups({ events });
        const cut = findClashes({ events, limits: { clashes: clashLimit, events: eventLimit } });
        expect(cut.total).toBe(whole.length);
        expect(cut.truncated).toBe(whole.length > clashLimit);
        expect(cut.clashes.map((c) => ({ ...c, events: c.events.length }))).toEqual(
          whole.slice(0, clashLimit).map((c) => ({ ...c, events: Math.min(eventLimit, c.events.length) })),
        );
      }),
    );
  });
});
