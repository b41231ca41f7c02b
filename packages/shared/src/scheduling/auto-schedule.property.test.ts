import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, durationDays } from '../dates.js';
import { autoSchedule, scheduleReads } from './auto-schedule.js';
import { criticalPath } from './critical-path.js';
import { isDependencyViolated } from './rules.js';
import { dep, event } from './testing.js';
import { DEPENDENCY_TYPES, type ScheduleDependency, type ScheduleEvent } from './types.js';

/*
 * Random plans: up to 30 events with random dates and lengths, and dependencies that only point
 * from a lower to a higher index (so the graph has no cycle), of any type with a lag of −4…4.
 */
const plans = fc
  .integer({ min: 1, max: 30 })
  .chain((count) =>
    fc.record({
      events: fc.array(
        fc.record({
          first: fc.integer({ min: 1, max: 60 }),
          extra: fc.option(fc.integer({ min: 1, max: 9 })),
        }),
        { minLength: count, maxLength: count },
      ),
      links: fc.array(
        fc.record({
          a: fc.nat(count - 1),
          b: fc.nat(count - 1),
          type: fc.constantFrom(...DEPENDENCY_TYPES),
          lag: fc.integer({ min: -4, max: 4 }),
        }),
        { maxLength: count * 2 },
      ),
      pick: fc.nat(count - 1),
      shift: fc.integer({ min: -10, max: 10 }),
      grow: fc.integer({ min: 0, max: 5 }),
    }),
  )
  .map(({ events, links, pick, shift, grow }) => {
    const planned = events.map(({ first, extra }, index) =>
      event(`E${index}`, first, extra === null ? undefined : first + extra),
    );
    const seen = new Set<string>();
    const deps: ScheduleDependency[] = [];
    for (const { a, b, type, lag } of links) {
      if (a === b) continue;
      const [from, to] = a < b ? [`E${a}`, `E${b}`] : [`E${b}`, `E${a}`];
      if (seen.has(`${from}>${to}`)) continue;
      seen.add(`${from}>${to}`);
      deps.push(dep(from, to, type, lag));
    }
    return { planned, deps, pick: `E${pick}`, shift, grow };
  });

const withMoves = (events: ReadonlyMap<string, ScheduleEvent>, moved: readonly ScheduleEvent[]) => {
  const next = new Map(events);
  for (const item of moved) next.set(item.id, item);
  return next;
};

const violated = (events: ReadonlyMap<string, ScheduleEvent>, deps: readonly ScheduleDependency[]) =>
  deps.filter((d) => isDependencyViolated(d, events.get(d.fromEventId)!, events.get(d.toEventId)!));

const sources = (events: readonly ScheduleEvent[], deps: readonly ScheduleDependency[]) =>
  events.map((item) => item.id).filter((id) => !deps.some((d) => d.toEventId === id));

describe('autoSchedule on random plans', () => {
  it('from the events nothing depends on, leaves no dependency violated and moves nothing earlier', () => {
    fc.assert(
      fc.property(plans, ({ planned, deps }) => {
        const before = new Map(planned.map((item) => [item.id, item]));
        const moved = autoSchedule(before, deps, sources(planned, deps));
        const after = withMoves(before, moved);
        expect(violated(after, deps)).toEqual([]);
        for (const item of moved) {
          const old = before.get(item.id)!;
          expect(item.startDate > old.startDate).toBe(true);
          expect(durationDays(item.startDate, item.endDate)).toBe(durationDays(old.startDate, old.endDate));
          expect(item.endDate === null).toBe(old.endDate === null);
        }
      }),
    );
  });

  it('after moving or lengthening one event of a consistent plan, only that event’s own predecessors may be violated', () => {
    fc.assert(
      fc.property(plans, ({ planned, deps, pick, shift, grow }) => {
        const start = new Map(planned.map((item) => [item.id, item]));
        const consistent = withMoves(start, autoSchedule(start, deps, sources(planned, deps)));
        const old = consistent.get(pick)!;
        const changed = shiftAndGrow(old, shift, grow);
        const edited = new Map(consistent).set(pick, changed);
        const moved = autoSchedule(edited, deps, [pick]);
        const after = withMoves(edited, moved);
        expect(violated(after, deps).filter((d) => d.toEventId !== pick)).toEqual([]);
        // Least push: every moved event is held exactly where it is by at least one predecessor.
        for (const item of moved) {
          const oneDayEarlier = shiftAndGrow(item, -1, 0);
          const held = deps.some(
            (d) =>
              d.toEventId === item.id && isDependencyViolated(d, after.get(d.fromEventId)!, oneDayEarlier),
          );
          expect(held).toBe(true);
        }
      }),
    );
  });

  it('gives the same push when handed only the events scheduleReads names', () => {
    fc.assert(
      fc.property(plans, ({ planned, deps, pick, shift, grow }) => {
        const events = new Map(planned.map((item) => [item.id, item]));
        events.set(pick, shiftAndGrow(events.get(pick)!, shift, grow));
        const reads = scheduleReads(deps, [pick]);
        const some = new Map([...events].filter(([id]) => reads.has(id)));
        expect(autoSchedule(some, deps, [pick])).toEqual(autoSchedule(events, deps, [pick]));
      }),
    );
  });

  it('the critical path of a consistent plan ends on the project’s latest day', () => {
    fc.assert(
      fc.property(plans, ({ planned, deps }) => {
        const start = new Map(planned.map((item) => [item.id, item]));
        const consistent = withMoves(start, autoSchedule(start, deps, sources(planned, deps)));
        const events = [...consistent.values()];
        const lastDay = events
          .map((item) => item.endDate ?? item.startDate)
          .sort()
          .at(-1);
        const { eventIds } = criticalPath(events, deps);
        expect(eventIds.length).toBeGreaterThan(0);
        expect(
          eventIds.some((id) => (consistent.get(id)!.endDate ?? consistent.get(id)!.startDate) === lastDay),
        ).toBe(true);
      }),
    );
  });
});

/** The event moved by `shift` days and `grow` days longer (a single-day event stays single-day when it does not grow). */
function shiftAndGrow(item: ScheduleEvent, shift: number, grow: number): ScheduleEvent {
  const startDate = addDays(item.startDate, shift);
  const endDate = addDays(item.endDate ?? item.startDate, shift + grow);
  return { id: item.id, startDate, endDate: grow === 0 && item.endDate === null ? null : endDate };
}
