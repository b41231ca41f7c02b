import { describe, expect, it } from 'vitest';
import { DEPENDENCY_TYPES } from './types.js';
import { addDays, dayNumber } from '../dates.js';
import {
  daySpan,
  earliestSuccessorStart,
  isDependencyViolated,
  latestPredecessorEnd,
  scheduleDay,
} from './rules.js';
import { dep, event } from './testing.js';

describe('scheduleDay', () => {
  it('numbers days as dayNumber does, across leap years, centuries and month ends', () => {
    for (const first of ['1899-12-25', '1999-12-20', '2000-02-20', '2024-02-25', '2100-02-25']) {
      for (let offset = 0; offset < 400; offset += 1) {
        const date = addDays(first, offset);
        expect(scheduleDay(date)).toBe(dayNumber(date));
      }
    }
  });
});

describe('daySpan', () => {
  it('counts the end inclusively and a single-day event ends on its start', () => {
    const span = daySpan(event('A', 3, 5));
    expect(span.end - span.start).toBe(2);
    const single = daySpan(event('B', 4));
    expect(single.end).toBe(single.start);
  });

  it('crosses month and leap-year ends as calendar days', () => {
    const span = daySpan({ id: 'L', startDate: '2028-02-28', endDate: '2028-03-01' });
    expect(span.end - span.start).toBe(2);
  });
});

describe('isDependencyViolated', () => {
  // Predecessor A: days 3–5.
  const a = event('A', 3, 5);

  it('finish_to_start: the successor starts the day after the predecessor ends, plus the lag', () => {
    expect(isDependencyViolated(dep('A', 'B'), a, event('B', 6, 8))).toBe(false);
    expect(isDependencyViolated(dep('A', 'B'), a, event('B', 5, 8))).toBe(true);
    expect(isDependencyViolated(dep('A', 'B', 'finish_to_start', 2), a, event('B', 7))).toBe(true);
    expect(isDependencyViolated(dep('A', 'B', 'finish_to_start', 2), a, event('B', 8))).toBe(false);
  });

  it('finish_to_start with a negative lag lets the successor overlap', () => {
    expect(isDependencyViolated(dep('A', 'B', 'finish_to_start', -2), a, event('B', 4, 9))).toBe(false);
    expect(isDependencyViolated(dep('A', 'B', 'finish_to_start', -2), a, event('B', 3, 9))).toBe(true);
  });

  it('start_to_start: the successor starts no earlier than the predecessor start plus the lag', () => {
    expect(isDependencyViolated(dep('A', 'B', 'start_to_start'), a, event('B', 3))).toBe(false);
    expect(isDependencyViolated(dep('A', 'B', 'start_to_start'), a, event('B', 2, 9))).toBe(true);
    expect(isDependencyViolated(dep('A', 'B', 'start_to_start', 1), a, event('B', 3, 9))).toBe(true);
    expect(isDependencyViolated(dep('A', 'B', 'start_to_start', -1), a, event('B', 2, 9))).toBe(false);
  });

  it('finish_to_finish: the successor ends no earlier than the predecessor end plus the lag', () => {
    expect(isDependencyViolated(dep('A', 'B', 'finish_to_finish'), a, event('B', 1, 5))).toBe(false);
    expect(isDependencyViolated(dep('A', 'B', 'finish_to_finish'), a, event('B', 1, 4))).toBe(true);
    expect(isDependencyViolated(dep('A', 'B', 'finish_to_finish', 3), a, event('B', 8))).toBe(false);
    expect(isDependencyViolated(dep('A', 'B', 'finish_to_finish', 3), a, event('B', 7))).toBe(true);
  });

  it('start_to_finish: the successor ends no earlier than the predecessor start plus the lag', () => {
    expect(isDependencyViolated(dep('A', 'B', 'start_to_finish'), a, event('B', 1, 3))).toBe(false);
    expect(isDependencyViolated(dep('A', 'B', 'start_to_finish'), a, event('B', 1, 2))).toBe(true);
    expect(isDependencyViolated(dep('A', 'B', 'start_to_finish', -2), a, event('B', 1))).toBe(false);
    expect(isDependencyViolated(dep('A', 'B', 'start_to_finish', -2), a, event('B', 0))).toBe(true);
  });

  it('a single-day predecessor finishes on its start day', () => {
    const milestone = event('M', 10);
    expect(isDependencyViolated(dep('M', 'B'), milestone, event('B', 10))).toBe(true);
    expect(isDependencyViolated(dep('M', 'B'), milestone, event('B', 11))).toBe(false);
    expect(isDependencyViolated(dep('M', 'B', 'finish_to_finish'), milestone, event('B', 10))).toBe(false);
  });
});

describe('earliestSuccessorStart and latestPredecessorEnd', () => {
  it('are the same rule read in both directions, for every type and lag', () => {
    const from = { start: 10, end: 14 };
    const fromExtra = 4;
    for (const type of DEPENDENCY_TYPES) {
      for (const lag of [-3, 0, 2]) {
        for (const toExtra of [0, 3]) {
          const start = earliestSuccessorStart(type, lag, from, toExtra);
          // A successor at its earliest start allows exactly the predecessor's end.
          expect(latestPredecessorEnd(type, lag, { start, end: start + toExtra }, fromExtra)).toBe(from.end);
        }
      }
    }
  });
});
