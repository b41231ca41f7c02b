import { describe, expect, it } from 'vitest';
import { makeDependency, makeEvent, makeProjectDetail, makeTimeline } from '@/test/projects';
import { applyBulkChange } from './bulk-hooks';
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
