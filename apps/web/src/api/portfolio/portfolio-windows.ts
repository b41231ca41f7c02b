import { dayNumber, fromDayNumber, type TimeRange, type ZoomLevel } from '@plotline/shared';

/*
 * The portfolio loads by window (docs/decisions.md D45): the days in view plus a margin, in blocks
 * aligned to fixed day numbers, so scrolling back and forth asks for the same blocks (TanStack Query
 * keeps each one under its own key) and a block never spans more than the server allows (3,660 days).
 * A block is about one screen wide at its zoom level.
 */
export const WINDOW_DAYS: Record<ZoomLevel, number> = {
  day: 21,
  week: 56,
  month: 182,
  quarter: 546,
  year: 1820,
};

export interface DayWindow {
  from: string;
  to: string;
}

/**
 * The blocks that cover the days from `visibleFrom` to `visibleTo` and a quarter block either side,
 * clipped to `range` (the portfolio's canvas).
 */
export function portfolioWindows(range: TimeRange, visibleFrom: string, visibleTo: string, zoom: ZoomLevel): DayWindow[] {
  const span = WINDOW_DAYS[zoom];
  const margin = Math.floor(span / 4);
  const first = Math.max(dayNumber(range.start), dayNumber(visibleFrom) - margin);
  const last = Math.min(dayNumber(range.end), dayNumber(visibleTo) + margin);
  const windows: DayWindow[] = [];
  for (let block = Math.floor(first / span); block * span <= last; block += 1) {
    const from = Math.max(block * span, dayNumber(range.start));
    const to = Math.min(block * span + span - 1, dayNumber(range.end));
    windows.push({ from: fromDayNumber(from), to: fromDayNumber(to) });
  }
  return windows;
}
