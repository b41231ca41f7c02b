import { describe, expect, it } from 'vitest';
import { dayNumber } from '@plotline/shared';
import { portfolioWindows, WINDOW_DAYS } from './portfolio-windows';

const RANGE = { start: '2024-01-01', end: '2028-12-31' };

describe('portfolioWindows', () => {
  it('covers the days in view and a quarter block either side with aligned blocks', () => {
    const windows = portfolioWindows(RANGE, '2026-03-01', '2026-03-20', 'day');
    const first = windows[0];
    const last = windows.at(-1);
    expect(first && dayNumber(first.from)).toBeLessThanOrEqual(dayNumber('2026-03-01') - Math.floor(WINDOW_DAYS.day / 4));
    expect(last && dayNumber(last.to)).toBeGreaterThanOrEqual(dayNumber('2026-03-20') + Math.floor(WINDOW_DAYS.day / 4));
    for (const window of windows) {
      expect(dayNumber(window.from) % WINDOW_DAYS.day).toBe(0);
      expect(dayNumber(window.to) - dayNumber(window.from) + 1).toBe(WINDOW_DAYS.day);
    }
    // Consecutive, never overlapping.
    windows.slice(1).forEach((window, index) => {
      expect(dayNumber(window.from)).toBe(dayNumber(windows[index]!.to) + 1);
    });
  });

  it('asks for the same blocks after a small scroll, so they come from the cache', () => {
    const before = portfolioWindows(RANGE, '2026-03-01', '2026-06-01', 'week');
    const after = portfolioWindows(RANGE, '2026-03-03', '2026-06-03', 'week');
    expect(after).toEqual(before);
  });

  it('never leaves the canvas range nor exceeds the 3,660 days the server answers', () => {
    const windows = portfolioWindows(RANGE, '2024-01-01', '2028-12-31', 'year');
    expect(windows[0]?.from).toBe('2024-01-01');
    expect(windows.at(-1)?.to).toBe('2028-12-31');
    for (const window of windows) expect(dayNumber(window.to) - dayNumber(window.from)).toBeLessThan(3660);
  });
});
