import { dayNumber, fromDayNumber } from './dates.js';

/*
 * Month layout of the calendar view, pure so it can be tested; the server's PNG/PDF renderer draws
 * calendars with it too (docs/decisions.md D43).
 *
 * Grid shape:
 * - 7 columns (desktop): classic week rows Sun..Sat. The first row starts on the Sunday on or
 *   before the 1st and the last row ends on the Saturday on or after the month's last day, so
 *   days of the neighbouring months pad the first and last rows (isCurrentMonth false).
 * - 3 or 2 columns (tablet, mobile): a week does not fit, so the month's own days simply wrap in
 *   rows of 3 or 2 with no padding days; each cell then names its weekday itself.
 * In both shapes a row is a run of consecutive days, so one algorithm draws bars across them.
 *
 * Lines: a day has MAX_LINES lines of LANE_HEIGHT px. Multi-day events become bar segments (one
 * per row they touch) stacked in lanes per row; single-day events become chips filling each day's
 * lowest free lanes. When a day needs more lines than it has, its last line holds '+N more' and
 * everything at or below that line in that day is hidden (and not rendered): a bar is then cut
 * into visible pieces. Every day also keeps its full list for the '+N more' popup.
 */

export const MAX_LINES = 6;
export const CALENDAR_LANE_HEIGHT = 22;
export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export interface CalendarItem {
  id: string;
  /** Calendar date 'YYYY-MM-DD'. */
  start: string;
  /** Calendar date, or null for a single-day event. */
  end: string | null;
}

/** How an event relates to one day of the full list. */
export type DayTag = 'single' | 'starts' | 'ends' | 'continues';

export interface DayEntry<T> {
  event: T;
  tag: DayTag;
}

export interface ChipPlacement<T> {
  event: T;
  lane: number;
}

export interface DayCell<T> {
  date: string;
  dayOfMonth: number;
  /** 0 = Sunday. */
  weekday: number;
  isCurrentMonth: boolean;
  /** Single-day events drawn in this day. */
  chips: ChipPlacement<T>[];
  /** Events of this day hidden behind '+N more' (0 when everything fits). */
  moreCount: number;
  /** The line of the '+N more' link, or null. */
  moreLane: number | null;
  /** Every event of the day (bars in lane order, then chips), multi-day ones tagged. */
  entries: DayEntry<T>[];
}

export interface BarSegment<T> {
  event: T;
  /** Column where this visible piece starts (0-based). */
  column: number;
  /** Number of columns covered. */
  span: number;
  lane: number;
  /** The piece begins on the event's first day (round left end). */
  isStart: boolean;
  /** The piece ends on the event's last day (round right end). */
  isEnd: boolean;
}

export interface CalendarRow<T> {
  days: DayCell<T>[];
  bars: BarSegment<T>[];
}

export interface MonthLayout<T> {
  year: number;
  /** 1-12. */
  month: number;
  columns: number;
  rows: CalendarRow<T>[];
}

export interface MonthLayoutOptions<T> {
  year: number;
  /** 1-12. */
  month: number;
  /** 7 (desktop), 3 (tablet) or 2 (mobile). */
  columns: number;
  events: readonly T[];
  maxLines?: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

export const monthStart = (year: number, month: number): string => `${year}-${pad(month)}-01`;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 = Sunday, from the day number (1970-01-01 was a Thursday). */
const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** A month's first and last day ('YYYY-MM-DD'): the calendar's range for export (docs/decisions.md D43). */
export function monthRange(year: number, month: number): { start: string; end: string } {
  return { start: monthStart(year, month), end: `${year}-${pad(month)}-${pad(daysInMonth(year, month))}` };
}

/** The month after (delta 1) or before (delta -1) a month. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The days the grid shows, as day numbers. */
function gridDays(year: number, month: number, columns: number): number[] {
  const first = dayNumber(monthStart(year, month));
  const last = first + daysInMonth(year, month) - 1;
  const from = columns === 7 ? first - weekdayOf(first) : first;
  const to = columns === 7 ? last + (6 - weekdayOf(last)) : last;
  const days: number[] = [];
  for (let day = from; day <= to; day += 1) days.push(day);
  return days;
}

interface Span<T> {
  event: T;
  index: number;
  from: number;
  to: number;
}

/** Events as day-number ranges; an end before the start counts as a single day. */
function toSpans<T extends CalendarItem>(events: readonly T[]): Span<T>[] {
  return events.map((event, index) => {
    const from = dayNumber(event.start);
    const end = event.end ? dayNumber(event.end) : from;
    return { event, index, from, to: Math.max(from, end) };
  });
}

function tagFor(span: Span<unknown>, day: number): DayTag {
  if (span.from === span.to) return 'single';
  if (day === span.from) return 'starts';
  if (day === span.to) return 'ends';
  return 'continues';
}

function layoutRow<T>(
  rowDays: number[],
  spans: Span<T>[],
  isCurrentMonth: (day: number) => boolean,
  maxLines: number,
): CalendarRow<T> {
  const first = rowDays[0]!;
  const last = rowDays[rowDays.length - 1]!;
  // occupied[column][lane]: which span holds that line.
  const occupied: Array<Array<Span<T> | undefined>> = rowDays.map(() => []);

  const multi = spans
    .filter((span) => span.from !== span.to && span.from <= last && span.to >= first)
    .map((span) => ({
      span,
      column: Math.max(span.from, first) - first,
      end: Math.min(span.to, last) - first,
    }))
    // Earlier first, then longer first (long bars stay low and straight), then the given order.
    .sort(
      (a, b) => a.column - b.column || b.end - b.column - (a.end - a.column) || a.span.index - b.span.index,
    );

  const barLanes: Array<{ span: Span<T>; column: number; end: number; lane: number }> = [];
  for (const bar of multi) {
    let lane = 0;
    while (occupied.slice(bar.column, bar.end + 1).some((lanes) => lanes[lane] !== undefined)) lane += 1;
    for (let column = bar.column; column <= bar.end; column += 1) occupied[column]![lane] = bar.span;
    barLanes.push({ ...bar, lane });
  }

  const chipLanes = rowDays.map((day, column) => {
    const chips: Array<{ span: Span<T>; lane: number }> = [];
    for (const span of spans) {
      if (span.from !== span.to || span.from !== day) continue;
      let lane = 0;
      while (occupied[column]![lane] !== undefined) lane += 1;
      occupied[column]![lane] = span;
      chips.push({ span, lane });
    }
    return chips;
  });

  // Per column: lanes below this line are visible.
  const visibleLanes = occupied.map((lanes) => (lanes.length > maxLines ? maxLines - 1 : maxLines));

  const days = rowDays.map((day, column): DayCell<T> => {
    const lanes = occupied[column]!;
    const entries: DayEntry<T>[] = [];
    for (const span of lanes) if (span) entries.push({ event: span.event, tag: tagFor(span, day) });
    const hidden = lanes.slice(visibleLanes[column]).filter((span) => span !== undefined).length;
    const date = fromDayNumber(day);
    return {
      date,
      dayOfMonth: Number(date.slice(8, 10)),
      weekday: weekdayOf(day),
      isCurrentMonth: isCurrentMonth(day),
      chips: chipLanes[column]!.filter((chip) => chip.lane < visibleLanes[column]!).map((chip) => ({
        event: chip.span.event,
        lane: chip.lane,
      })),
      moreCount: hidden,
      moreLane: hidden > 0 ? maxLines - 1 : null,
      entries,
    };
  });

  const bars: BarSegment<T>[] = [];
  for (const bar of barLanes) {
    let pieceStart: number | null = null;
    for (let column = bar.column; column <= bar.end + 1; column += 1) {
      const isVisible = column <= bar.end && bar.lane < visibleLanes[column]!;
      if (isVisible && pieceStart === null) pieceStart = column;
      if (!isVisible && pieceStart !== null) {
        bars.push({
          event: bar.span.event,
          column: pieceStart,
          span: column - pieceStart,
          lane: bar.lane,
          isStart: first + pieceStart === bar.span.from,
          isEnd: first + column - 1 === bar.span.to,
        });
        pieceStart = null;
      }
    }
  }
  bars.sort((a, b) => a.lane - b.lane || a.column - b.column);
  return { days, bars };
}

/** The rows of day cells for one month, with bars, chips, '+N more' counts and full day lists. */
export function layoutMonth<T extends CalendarItem>(options: MonthLayoutOptions<T>): MonthLayout<T> {
  const { year, month, columns, events } = options;
  const maxLines = options.maxLines ?? MAX_LINES;
  const days = gridDays(year, month, columns);
  const first = dayNumber(monthStart(year, month));
  const last = first + daysInMonth(year, month) - 1;
  const gridFrom = days[0]!;
  const gridTo = days[days.length - 1]!;
  // Only events touching the grid matter.
  const spans = toSpans(events).filter((span) => span.from <= gridTo && span.to >= gridFrom);
  const rows: CalendarRow<T>[] = [];
  for (let index = 0; index < days.length; index += columns) {
    rows.push(
      layoutRow(days.slice(index, index + columns), spans, (day) => day >= first && day <= last, maxLines),
    );
  }
  return { year, month, columns, rows };
}

/** Days to move an event dropped from one day onto another (0 = nothing to do). */
export function dropShift(fromDate: string, toDate: string): number {
  return dayNumber(toDate) - dayNumber(fromDate);
}
