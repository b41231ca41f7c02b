import { describe, expect, it } from 'vitest';
import { makeDependency as dep, makeEvent, makeProjectDetail, makeTimeline } from '@/test/projects';
import {
  addDependency,
  removeDependency,
  removeEventDependencies,
  replaceDependency,
  scheduleEventMap,
  withMovedEvents,
  withScheduledSuccessors,
} from './dependency-cache';
import { findEvent } from './project-cache';

function project(autoSchedule: boolean) {
  return {
    ...makeProjectDetail('owner', [
      makeTimeline('t1', {
        events: [
          makeEvent('a', 't1', '2025-07-01', { endDate: '2025-07-03T12:00:00.000Z' }),
          makeEvent('b', 't1', '2025-07-04', { endDate: '2025-07-05T12:00:00.000Z' }),
          makeEvent('c', 't1', '2025-07-20'),
        ],
      }),
    ]),
    autoSchedule,
    dependencies: [dep('d1', 'a', 'b'), dep('d2', 'b', 'c')],
  };
}

describe('dependency cache edits', () => {
  it('adds, replaces a temporary one by the server answer, and removes', () => {
    const start = project(false);
    const added = addDependency(start, dep('temp-1', 'a', 'c'));
    expect(added.dependencies.map((d) => d.id)).toEqual(['d1', 'd2', 'temp-1']);
    const answered = replaceDependency(added, dep('d3', 'a', 'c'), 'temp-1');
    expect(answered.dependencies.map((d) => d.id)).toEqual(['d1', 'd2', 'd3']);
    expect(removeDependency(answered, 'd1').dependencies.map((d) => d.id)).toEqual(['d2', 'd3']);
    expect(removeDependency(answered, 'nope')).toBe(answered);
  });

  it("drops a deleted event's dependencies both ways", () => {
    expect(removeEventDependencies(project(false), 'b').dependencies).toEqual([]);
  });

  it('reads the events as the scheduling rules see them', () => {
    expect(scheduleEventMap(project(false)).get('a')).toEqual({ id: 'a', startDate: '2025-07-01', endDate: '2025-07-03' });
  });
});

describe('auto-schedule in the cache', () => {
  it('with the setting on, pushes the successors a change makes late, keeping their length', () => {
    const start = project(true);
    const moved = { ...findEvent(start, 'a')!, endDate: '2025-07-10T12:00:00.000Z' };
    const longer = withMovedEvents(start, [moved]);
    const scheduled = withScheduledSuccessors(longer, ['a']);
    expect(findEvent(scheduled, 'b')).toMatchObject({ date: '2025-07-11T12:00:00.000Z', endDate: '2025-07-12T12:00:00.000Z' });
    // c (July 20) already starts after b's new end: it stays.
    expect(findEvent(scheduled, 'c')?.date).toBe('2025-07-20T12:00:00.000Z');
  });

  it('with the setting off, moves nothing', () => {
    const start = project(false);
    const longer = withMovedEvents(start, [{ ...findEvent(start, 'a')!, endDate: '2025-07-10T12:00:00.000Z' }]);
    expect(withScheduledSuccessors(longer, ['a'])).toBe(longer);
  });
});
