import { describe, expect, it } from 'vitest';
import { makeDependency, makeEvent, makeProjectDetail, makeTimeline } from '@/test/projects';
import { applyBulkChange, settleBulkChange } from './bulk-hooks';
import { findEvent } from './project-cache';

const project = () => ({
  ...makeProjectDetail('owner', [
    makeTimeline('t1', { events: [makeEvent('e1', 't1', '2025-08-01', { endDate: '2025-08-03T12:00:00.000Z' }), makeEvent('e2', 't1', '2025-08-04')] }),
    makeTimeline('t2', { events: [makeEvent('e3', 't2', '2025-08-02')] }),
  ]),
  dependencies: [makeDependency('d1', 'e1', 'e3')],
});

describe('applyBulkChange (docs/decisions.md D48)', () => {
  it('shifts both dates, moves, sets the objective and deletes with the dependencies', () => {
    const shifted = applyBulkChange(project(), { eventIds: ['e1'], action: 'shift', days: 2 });
    expect(findEvent(shifted, 'e1')).toMatchObject({ date: '2025-08-03T12:00:00.000Z', endDate: '2025-08-05T12:00:00.000Z' });
    const moved = applyBulkChange(project(), { eventIds: ['e1', 'e2'], action: 'move', timelineId: 't2' });
    expect(moved.timelines.map((timeline) => timeline.events.map((event) => event.id))).toEqual([[], ['e1', 'e3', 'e2']]);
    const tagged = applyBulkChange(project(), { eventIds: ['e3'], action: 'objective', objective: 'testing' });
    expect(findEvent(tagged, 'e3')?.objective).toBe('testing');
    const deleted = applyBulkChange(project(), { eventIds: ['e1', 'e3'], action: 'delete' });
    expect(deleted.timelines.map((timeline) => timeline.events.map((event) => event.id))).toEqual([['e2'], []]);
    expect(deleted.dependencies).toEqual([]);
  });

  it('pushes successors at once when auto-schedule is on', () => {
    const shifted = applyBulkChange({ ...project(), autoSchedule: true }, { eventIds: ['e1'], action: 'shift', days: 5 });
    // e1 now ends 08-08: its successor e3 starts the day after.
    expect(findEvent(shifted, 'e3')?.date).toBe('2025-08-09T12:00:00.000Z');
  });
});

describe('settleBulkChange: a shift answered by id (docs/decisions.md D78)', () => {
  const at = '2026-11-28T10:00:00.000Z';
  /** What a fresh read of the project shows after the server shifted e1 and e2 by 2 days. */
  const fresh = () => {
    const read = project();
    return {
      ...read,
      timelines: read.timelines.map((timeline) => ({
        ...timeline,
        events: timeline.events.map((event) => {
          if (event.id === 'e1') return { ...event, date: '2025-08-03T12:00:00.000Z', endDate: '2025-08-05T12:00:00.000Z', version: 2, updatedAt: at };
          if (event.id === 'e2') return { ...event, date: '2025-08-06T12:00:00.000Z', version: 2, updatedAt: at };
          return event;
        }),
      })),
    };
  };
  const answer = (versions: number[]) => ({
    events: [],
    shifted: [{ days: 2, eventIds: ['e1', 'e2'], versions, updatedAt: at }],
    deletedEventIds: [],
    movedEvents: [],
  });

  it('folds the new versions and time into the optimistic copies: the cache equals a fresh read', () => {
    const optimistic = applyBulkChange(project(), { eventIds: ['e1', 'e2'], action: 'shift', days: 2 });
    expect(settleBulkChange(optimistic, answer([2, 2]))).toEqual(fresh());
  });

  it('keeps a copy already as new and leaves one further behind to the live change (which reloads)', () => {
    const optimistic = applyBulkChange(project(), { eventIds: ['e1', 'e2'], action: 'shift', days: 2 });
    const settled = settleBulkChange(optimistic, answer([2, 3]));
    expect(findEvent(settled, 'e1')).toMatchObject({ version: 2, updatedAt: at });
    // e2 was changed by someone else in between: its cached version 1 is not 3 - 1.
    expect(findEvent(settled, 'e2')).toEqual(findEvent(optimistic, 'e2'));
    expect(settleBulkChange(settled, answer([2, 3]))).toEqual(settled);
  });

  it('still folds whole events (move, objective, an answer asked whole) and deletions', () => {
    const moved = { ...findEvent(project(), 'e3')!, title: 'Server copy', version: 2 };
    const settled = settleBulkChange(project(), { events: [moved], deletedEventIds: ['e2'], movedEvents: [] });
    expect(findEvent(settled, 'e3')).toEqual(moved);
    expect(findEvent(settled, 'e2')).toBeUndefined();
  });
});
