import { describe, expect, it } from 'vitest';
import { autoSchedule } from './auto-schedule.js';
import { dep, event, eventMap } from './testing.js';

describe('autoSchedule', () => {
  it('pushes a finish-to-start successor to the day after the new end, keeping its length', () => {
    // A (days 1–5) grew to day 7; B (6–8) must start on day 8.
    const events = eventMap([event('A', 1, 7), event('B', 6, 8)]);
    expect(autoSchedule(events, [dep('A', 'B')], ['A'])).toEqual([event('B', 8, 10)]);
  });

  it('pushes successors transitively, each by what its own predecessor needs', () => {
    // A moved to 3–7. B (6–8) → 8–10, C (9) → 11, D (20) has room and stays.
    const events = eventMap([event('A', 3, 7), event('B', 6, 8), event('C', 9), event('D', 20)]);
    const deps = [dep('A', 'B'), dep('B', 'C'), dep('C', 'D')];
    expect(autoSchedule(events, deps, ['A'])).toEqual([event('B', 8, 10), event('C', 11)]);
  });

  it('keeps a single-day successor single-day (end stays null)', () => {
    const moved = autoSchedule(eventMap([event('A', 1, 9), event('M', 5)]), [dep('A', 'M')], ['A']);
    expect(moved).toEqual([{ id: 'M', startDate: event('M', 10).startDate, endDate: null }]);
  });

  it('never pulls a successor earlier when its predecessor moves back', () => {
    const events = eventMap([event('A', 1, 2), event('B', 10, 12), event('C', 13)]);
    expect(autoSchedule(events, [dep('A', 'B'), dep('B', 'C')], ['A'])).toEqual([]);
  });

  it('does not move a successor whose slack absorbs the change', () => {
    const events = eventMap([event('A', 1, 6), event('B', 9, 10)]);
    expect(autoSchedule(events, [dep('A', 'B', 'finish_to_start', 2)], ['A'])).toEqual([]);
  });

  it('moves by the least amount that satisfies every predecessor, moved or not', () => {
    // C needs ≥ 8 after A (moved), ≥ 12 after X (unchanged, already violated): least start is 12.
    const events = eventMap([event('A', 3, 7), event('X', 1, 11), event('C', 5, 6)]);
    expect(autoSchedule(events, [dep('A', 'C'), dep('X', 'C')], ['A'])).toEqual([event('C', 12, 13)]);
  });

  it('moves the join of a diamond once, after the later branch', () => {
    // A moved to 5; B (1 day after), C (3 days after, lag 2) → D after both.
    const events = eventMap([event('A', 5), event('B', 2), event('C', 2, 4), event('D', 6)]);
    const deps = [dep('A', 'B'), dep('A', 'C', 'finish_to_start', 2), dep('B', 'D'), dep('C', 'D')];
    expect(autoSchedule(events, deps, ['A'])).toEqual([event('B', 6), event('C', 8, 10), event('D', 11)]);
  });

  it('start_to_start: the successor starts no earlier than the predecessor start plus lag', () => {
    const events = eventMap([event('A', 5, 9), event('B', 3, 4)]);
    expect(autoSchedule(events, [dep('A', 'B', 'start_to_start', 1)], ['A'])).toEqual([event('B', 6, 7)]);
    expect(autoSchedule(events, [dep('A', 'B', 'start_to_start', -2)], ['A'])).toEqual([]);
    expect(autoSchedule(events, [dep('A', 'B', 'start_to_start', -1)], ['A'])).toEqual([event('B', 4, 5)]);
  });

  it('finish_to_finish: the successor ends no earlier than the predecessor end plus lag', () => {
    const events = eventMap([event('A', 1, 10), event('B', 2, 5)]);
    expect(autoSchedule(events, [dep('A', 'B', 'finish_to_finish')], ['A'])).toEqual([event('B', 7, 10)]);
    expect(autoSchedule(events, [dep('A', 'B', 'finish_to_finish', 2)], ['A'])).toEqual([event('B', 9, 12)]);
    expect(autoSchedule(events, [dep('A', 'B', 'finish_to_finish', -5)], ['A'])).toEqual([]);
  });

  it('start_to_finish: the successor ends no earlier than the predecessor start plus lag', () => {
    const events = eventMap([event('A', 8, 9), event('B', 2, 4)]);
    expect(autoSchedule(events, [dep('A', 'B', 'start_to_finish')], ['A'])).toEqual([event('B', 6, 8)]);
    expect(autoSchedule(events, [dep('A', 'B', 'start_to_finish', -3)], ['A'])).toEqual([event('B', 3, 5)]);
    expect(autoSchedule(events, [dep('A', 'B', 'start_to_finish', -4)], ['A'])).toEqual([]);
  });

  it('finish_to_start with a negative lag lets the successor overlap its predecessor', () => {
    const events = eventMap([event('A', 1, 10), event('B', 2, 4)]);
    expect(autoSchedule(events, [dep('A', 'B', 'finish_to_start', -3)], ['A'])).toEqual([event('B', 8, 10)]);
  });

  it('leaves the changed events where they were put, even when another changed event precedes them', () => {
    const events = eventMap([event('A', 1, 10), event('B', 3), event('C', 4)]);
    const deps = [dep('A', 'B'), dep('B', 'C')];
    expect(autoSchedule(events, deps, ['A', 'B'])).toEqual([]);
    expect(autoSchedule(events, deps, ['A'])).toEqual([event('B', 11), event('C', 12)]);
  });

  it('lists only moved events, and nothing for events it does not know', () => {
    const events = eventMap([event('A', 1, 10), event('B', 3), event('Z', 1)]);
    const deps = [dep('A', 'B'), dep('A', 'ghost'), dep('ghost', 'B'), dep('Z', 'A')];
    expect(autoSchedule(events, deps, ['A', 'unknown'])).toEqual([event('B', 11)]);
    expect(autoSchedule(events, deps, [])).toEqual([]);
  });

  it('follows dependencies across months and years', () => {
    const events = eventMap([
      { id: 'A', startDate: '2026-12-20', endDate: '2026-12-31' },
      { id: 'B', startDate: '2026-12-30', endDate: '2027-01-02' },
    ]);
    expect(autoSchedule(events, [dep('A', 'B')], ['A'])).toEqual([
      { id: 'B', startDate: '2027-01-01', endDate: '2027-01-04' },
    ]);
  });

  it('stops at a cycle (never stored) instead of looping', () => {
    const events = eventMap([event('A', 1, 5), event('B', 2), event('C', 3)]);
    const deps = [dep('A', 'B'), dep('B', 'C'), dep('C', 'B')];
    expect(autoSchedule(events, deps, ['A'])).toEqual([]);
  });

  it('pushes a 500-event chain from its head, each one day after the previous', () => {
    const count = 500;
    const ids = Array.from({ length: count }, (_, index) => `E${index}`);
    const events = eventMap(ids.map((id, index) => event(id, index + 1)));
    const deps = ids.slice(1).map((id, index) => dep(ids[index] as string, id));
    events.set('E0', event('E0', 3));
    const moved = autoSchedule(events, deps, ['E0']);
    expect(moved).toHaveLength(count - 1);
    expect(moved.at(-1)).toEqual(event(`E${count - 1}`, count + 2));
  });
});
