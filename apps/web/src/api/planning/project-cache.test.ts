import { describe, expect, it } from 'vitest';
import type { PlanningEvent, ProjectDetail } from '@plotline/shared';
import { makeEvent } from '@/test/projects';
import { findEvent, removeEvent, reorderTimelinesInCache, replaceEvent, wireDate } from './project-cache';

const event = (id: string, timelineId: string, date: string, displayOrder = 0): PlanningEvent =>
  makeEvent(id, timelineId, date, { displayOrder });

const project = (): ProjectDetail =>
  ({
    id: 'p',
    timelines: [
      { id: 'a', name: 'A', displayOrder: 0, events: [event('e1', 'a', '2025-08-01'), event('e2', 'a', '2025-08-05')] },
      { id: 'b', name: 'B', displayOrder: 1, events: [event('e3', 'b', '2025-08-03')] },
    ],
  }) as unknown as ProjectDetail;

describe('project cache edits', () => {
  it('keeps events ordered by date after a date change', () => {
    const moved = replaceEvent(project(), { ...event('e1', 'a', '2025-08-09') });
    expect(moved.timelines[0]?.events.map((e) => e.id)).toEqual(['e2', 'e1']);
  });

  it('moves an event to another timeline and swaps a temporary id for the server id', () => {
    const withTemp = replaceEvent(project(), event('temp-1', 'b', '2025-08-01'));
    const settled = replaceEvent(withTemp, event('server-1', 'b', '2025-08-01'), 'temp-1');
    expect(settled.timelines[1]?.events.map((e) => e.id)).toEqual(['server-1', 'e3']);
    const moved = replaceEvent(project(), { ...event('e1', 'b', '2025-08-01') });
    expect(moved.timelines[0]?.events.map((e) => e.id)).toEqual(['e2']);
    expect(moved.timelines[1]?.events.map((e) => e.id)).toEqual(['e1', 'e3']);
  });

  it('removes and finds events, and reorders timelines with fresh display orders', () => {
    expect(findEvent(removeEvent(project(), 'e2'), 'e2')).toBeUndefined();
    expect(findEvent(project(), 'e3')?.timelineId).toBe('b');
    const reordered = reorderTimelinesInCache(project(), ['b', 'a']);
    expect(reordered.timelines.map((t) => [t.id, t.displayOrder])).toEqual([
      ['b', 0],
      ['a', 1],
    ]);
  });

  it('turns a form date into the wire date and leaves wire dates alone', () => {
    expect(wireDate('2025-08-01')).toBe('2025-08-01T12:00:00.000Z');
    expect(wireDate('2025-08-01T12:00:00.000Z')).toBe('2025-08-01T12:00:00.000Z');
  });
});
