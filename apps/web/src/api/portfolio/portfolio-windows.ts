import { dayNumber, fromDayNumber, type TimeRange, type ZoomLevel } from '@plotline/shared';

/*
 * The portfolio loads by window (docs/decisions.md D45): the days in view plus a margin, in blocks
 * aligned to fixed day numbers, so scrolling back and forth asks for the same blocks (TanStack Query
 * keeps each one under its own key) and a block never spans more than the server allows (3,660 days).
 * A block is about two screens wide at its zoom level.
 */
export const WINDOW_DAYS: Record<ZoomLevel, number> = {
  day: 28,
  week: 91,
  month: 364,
  quarter: 1092,
  year: 3640,
};

export interface DayWindow {
  from: string;
  to: string;
}

/**
 * The blocks that cover the days from `visibleFrom` to `visibleTo` and half a block either side,
 * clipped to `range` (the portfolio's canvas).
 */
export function portfolioWindows(range: TimeRange, visibleFrom: string, visibleTo: string, zoom: ZoomLevel): DayWindow[] {
  const span = WINDOW_DAYS[zoom];
  const margin = Math.floor(span / 2);
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
