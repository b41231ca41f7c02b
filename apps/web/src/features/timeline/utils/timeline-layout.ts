import {
  addDays,
  AUTO_FIT_PADDING_DAYS,
  dayNumber,
  DEFAULT_TIME_RANGE,
  EDGE_SCROLL_STEP,
  EDGE_SCROLL_ZONE,
  fromDayNumber,
  LANE_HEIGHT,
  MAX_LANES,
  MIN_ROW_HEIGHT,
  TIMELINE_CANVAS_MIN_WIDTH,
} from '@plotline/shared';

/** Inclusive calendar-date range ('YYYY-MM-DD'), as the Time Range inputs hold it. */
export interface TimeRange {
  start: string;
  end: string;
}

/** An event reduced to its calendar days, the only thing the layout maths needs. */
export interface DatedItem {
  id: string;
  start: string;
  /** Inclusive last day; equal to start for a single-day event. */
  end: string;
}

/** Vertical breathing room of a row around its lanes. */
export const ROW_PADDING = 8;

/** Days the range covers, counting both ends (never below 1, even for a reversed range). */
export function rangeDays(range: TimeRange): number {
  return Math.max(1, dayNumber(range.end) - dayNumber(range.start) + 1);
}

/** A valid range: both real dates, the end not before the start. */
export function isValidRange(range: TimeRange): boolean {
  const start = dayNumber(range.start);
  const end = dayNumber(range.end);
  return Number.isFinite(start) && Number.isFinite(end) && end >= start;
}

/**
 * The canvas is at least TIMELINE_CANVAS_MIN_WIDTH wide so a long range stays readable (it scrolls);
 * a wider container stretches it so short ranges fill the screen.
 */
export function canvasWidth(containerWidth: number): number {
  return Math.max(TIMELINE_CANVAS_MIN_WIDTH, Math.floor(containerWidth));
}

export function pixelsPerDay(range: TimeRange, width: number): number {
  return width / rangeDays(range);
}

export interface WeekTick {
  label: string;
  x: number;
  width: number;
  start: string;
}
export interface DayTick {
  date: string;
  x: number;
  /** Day of month, shown under the week labels. */
  day: number;
  isWeekStart: boolean;
}
export interface WeekAxis {
  weeks: WeekTick[];
  days: DayTick[];
}

/** 'Week N' labels every 7 days from the range start (Week 1 starts on the first day) and one tick per day. */
export function buildWeekAxis(range: TimeRange, width: number): WeekAxis {
  const total = rangeDays(range);
  const perDay = pixelsPerDay(range, width);
  const weeks: WeekTick[] = [];
  for (let offset = 0, n = 1; offset < total; offset += 7, n += 1) {
    const span = Math.min(7, total - offset);
    weeks.push({
      label: `Week ${n}`,
      x: offset * perDay,
      width: span * perDay,
      start: addDays(range.start, offset),
    });
  }
  const days: DayTick[] = [];
  for (let offset = 0; offset < total; offset += 1) {
    const date = addDays(range.start, offset);
    days.push({ date, x: offset * perDay, day: Number(date.slice(8, 10)), isWeekStart: offset % 7 === 0 });
  }
  return { weeks, days };
}

export interface BarGeometry {
  x: number;
  width: number;
  /** The event starts before the range: its left end is cut off. */
  isClippedStart: boolean;
  /** The event ends after the range: its right end is cut off. */
  isClippedEnd: boolean;
}

/*
 * Day arithmetic runs tens of thousands of times per layout (10,000 events), and Date.parse is the
 * costly part of it; a project uses few distinct dates, so their day numbers are remembered.
 */
const dayNumbers = new Map<string, number>();
function dayOf(date: string): number {
  let day = dayNumbers.get(date);
  if (day === undefined) {
    day = dayNumber(date);
    // Bounded: typed-in ranges and data only ever hold so many distinct dates.
    if (dayNumbers.size > 20_000) dayNumbers.clear();
    dayNumbers.set(date, day);
  }
  return day;
}

/**
 * Where an event sits on the canvas. Events that only partly overlap the range are clipped to it
 * (and flagged so the bar can show the cut); events wholly outside it return null.
 */
export function eventGeometry(
  item: Pick<DatedItem, 'start' | 'end'>,
  range: TimeRange,
  width: number,
): BarGeometry | null {
  const rangeStart = dayOf(range.start);
  const rangeEnd = dayOf(range.end);
  const start = dayOf(item.start);
  const end = Math.max(start, dayOf(item.end));
  if (end < rangeStart || start > rangeEnd) return null;
  const perDay = pixelsPerDay(range, width);
  const visibleStart = Math.max(start, rangeStart);
  const visibleEnd = Math.min(end, rangeEnd);
  return {
    x: (visibleStart - rangeStart) * perDay,
    width: (visibleEnd - visibleStart + 1) * perDay,
    isClippedStart: start < rangeStart,
    isClippedEnd: end > rangeEnd,
  };
}

/** x of the middle of a day (today marker, dots); null outside the range. */
export function dayCenterX(date: string, range: TimeRange, width: number): number | null {
  const offset = dayNumber(date) - dayNumber(range.start);
  if (offset < 0 || offset >= rangeDays(range)) return null;
  return (offset + 0.5) * pixelsPerDay(range, width);
}

export interface LaneLayout {
  /** Lane index (0-based, below MAX_LANES) of every item id. */
  lanes: Map<string, number>;
  laneCount: number;
}

/**
 * Greedy interval packing: items in start order take the first lane whose last item ended before
 * they start. With all MAX_LANES busy, an item joins the lane that frees up first, so a crowded
 * row overlaps a little instead of growing without bound.
 */
export function packLanes(items: readonly DatedItem[]): LaneLayout {
  // Day numbers once per item, not once per comparison.
  const sorted = items
    .map((item) => {
      const start = dayOf(item.start);
      return { id: item.id, start, end: Math.max(start, dayOf(item.end)) };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const laneEnds: number[] = [];
  const lanes = new Map<string, number>();
  for (const item of sorted) {
    let lane = laneEnds.findIndex((laneEnd) => laneEnd < item.start);
    if (lane === -1) {
      if (laneEnds.length < MAX_LANES) lane = laneEnds.length;
      else lane = laneEnds.indexOf(Math.min(...laneEnds));
    }
    laneEnds[lane] = Math.max(laneEnds[lane] ?? -Infinity, item.end);
    lanes.set(item.id, lane);
  }
  return { lanes, laneCount: laneEnds.length };
}

export function rowHeight(laneCount: number): number {
  return Math.max(MIN_ROW_HEIGHT, Math.min(laneCount, MAX_LANES) * LANE_HEIGHT + ROW_PADDING * 2);
}

/** First event − 14 days … last end + 14 days; the default range when there are no events. */
export function autoFitRange(items: readonly Pick<DatedItem, 'start' | 'end'>[]): TimeRange {
  if (items.length === 0) return { ...DEFAULT_TIME_RANGE };
  let first = Infinity;
  let last = -Infinity;
  for (const item of items) {
    const start = dayNumber(item.start);
    first = Math.min(first, start);
    last = Math.max(last, start, dayNumber(item.end));
  }
  return {
    start: fromDayNumber(first - AUTO_FIT_PADDING_DAYS),
    end: fromDayNumber(last + AUTO_FIT_PADDING_DAYS),
  };
}

export interface PlacedEvent<T> {
  event: T;
  geometry: BarGeometry;
  lane: number;
}

export interface RowLayout<T> {
  /** The events inside the range, with where they sit. */
  placed: PlacedEvent<T>[];
  laneCount: number;
  height: number;
}

/** One timeline row: the geometry and lane of each event inside the range, and the row height. */
export function layoutRow<T extends { id: string; date: string; endDate: string | null }>(
  events: readonly T[],
  range: TimeRange,
  width: number,
): RowLayout<T> {
  const inRange: Array<{ event: T; item: DatedItem; geometry: BarGeometry }> = [];
  for (const event of events) {
    const item = toDatedItem(event);
    const geometry = eventGeometry(item, range, width);
    if (geometry) inRange.push({ event, item, geometry });
  }
  // Lanes come from the visible events only, so hidden ones do not make rows taller.
  const { lanes, laneCount } = packLanes(inRange.map(({ item }) => item));
  return {
    placed: inRange.map(({ event, geometry }) => ({ event, geometry, lane: lanes.get(event.id) ?? 0 })),
    laneCount,
    height: rowHeight(laneCount),
  };
}

/** Whole days a horizontal drag of deltaX pixels moves an event. */
export function dragDayDelta(deltaX: number, perDay: number): number {
  if (perDay <= 0) return 0;
  const days = Math.round(deltaX / perDay);
  return days === 0 ? 0 : days; // avoids -0
}

/** New start and end after moving by days; the duration is kept (end stays null for single-day events). */
export function shiftEvent(
  start: string,
  end: string | null,
  days: number,
): { start: string; end: string | null } {
  return { start: addDays(start, days), end: end ? addDays(end, days) : null };
}

/**
 * Scroll step while dragging: within EDGE_SCROLL_ZONE px of the container's left or right edge
 * the container scrolls by EDGE_SCROLL_STEP px towards that edge.
 */
export function edgeScrollDelta(pointerX: number, containerLeft: number, containerWidth: number): number {
  if (pointerX - containerLeft < EDGE_SCROLL_ZONE) return -EDGE_SCROLL_STEP;
  if (containerLeft + containerWidth - pointerX < EDGE_SCROLL_ZONE) return EDGE_SCROLL_STEP;
  return 0;
}

/** Wire timestamps → a DatedItem. */
export function toDatedItem(event: { id: string; date: string; endDate: string | null }): DatedItem {
  const start = event.date.slice(0, 10);
  const end = event.endDate ? event.endDate.slice(0, 10) : start;
  return { id: event.id, start, end: end < start ? start : end };
}
