/*
 * Pure timeline geometry shared by the web views and the server's PNG/PDF renderer
 * (docs/decisions.md D43): day ranges, event bars, lane packing by drawn extent (D52), row heights
 * and overflow groups.
 */
import { dayNumber, eventDays, fromDayNumber } from './dates.js';
import { AUTO_FIT_PADDING_DAYS, DEFAULT_TIME_RANGE, LANE_HEIGHT, MAX_LANES, MIN_ROW_HEIGHT } from './constants.js';
import type { TimeRange } from './schemas/preferences.js';

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

export function pixelsPerDay(range: TimeRange, width: number): number {
  return width / rangeDays(range);
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
  // pixelsPerDay's rule from the day numbers at hand (it parses both dates again).
  const perDay = width / Math.max(1, rangeEnd - rangeStart + 1);
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
  /** Lane index (0-based, below MAX_LANES) of every item that has one. */
  lanes: Map<string, number>;
  laneCount: number;
  /** Items that found all MAX_LANES busy: not drawn in a lane, listed behind the row's "+N" marker. */
  hidden: string[];
}

/** What lane packing needs of an item: where it is drawn, in canvas pixels (or days). */
export interface LaneExtent {
  id: string;
  left: number;
  /** Exclusive right edge. */
  right: number;
}

/** Free pixels kept between two drawn items sharing a lane. */
export const LANE_GAP_PX = 2;

/**
 * Greedy interval packing: items in order of their left edge take the first lane whose last item
 * ends at least `gap` before they begin. The spec caps a row at MAX_LANES; an item that finds them
 * all busy is hidden rather than drawn over another lane, and the row says how many are hidden
 * (docs/decisions.md D23).
 */
export function packExtents(items: readonly LaneExtent[], gap = 0): LaneLayout {
  const sorted = [...items].sort(
    (a, b) => a.left - b.left || a.right - b.right || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const laneEnds: number[] = [];
  const lanes = new Map<string, number>();
  const hidden: string[] = [];
  for (const item of sorted) {
    let lane = laneEnds.findIndex((laneEnd) => laneEnd + gap <= item.left);
    if (lane === -1 && laneEnds.length < MAX_LANES) lane = laneEnds.length;
    if (lane === -1) {
      hidden.push(item.id);
      continue;
    }
    laneEnds[lane] = item.right;
    lanes.set(item.id, lane);
  }
  return { lanes, laneCount: laneEnds.length, hidden };
}

/** Lanes by calendar days alone: an item frees its lane the day after it ends. */
export function packLanes(items: readonly DatedItem[]): LaneLayout {
  return packExtents(
    items.map((item) => {
      const start = dayOf(item.start);
      return { id: item.id, left: start, right: Math.max(start, dayOf(item.end)) + 1 };
    }),
  );
}

/** A single-day event's dot, in px. */
export const DOT_SIZE = 14;
/** Half the diagonal of a milestone's diamond, in px (docs/decisions.md D38). */
export const DIAMOND_HALF = 8;
/** The narrowest a bar is drawn, in px, however short its days are at the zoom level. */
export const MIN_BAR_WIDTH = 4;

/** A single-day event is drawn as a dot (or a milestone's diamond): no end date, or the end on the start day. */
export function isSingleDayEvent(event: { date: string; endDate: string | null }): boolean {
  return !event.endDate || event.endDate.slice(0, 10) === event.date.slice(0, 10);
}

/**
 * Where an item is drawn in its lane: a dot (or diamond) centred on its day, a bar across its days
 * inset 1 px and never narrower than MIN_BAR_WIDTH (docs/decisions.md D52).
 */
export function drawnExtent(
  geometry: BarGeometry,
  isSingleDay: boolean,
  isMilestone = false,
): { left: number; right: number } {
  if (isSingleDay) {
    const center = geometry.x + geometry.width / 2;
    const half = isMilestone ? DIAMOND_HALF : DOT_SIZE / 2;
    return { left: center - half, right: center + half };
  }
  return { left: geometry.x + 1, right: geometry.x + 1 + Math.max(geometry.width - 2, MIN_BAR_WIDTH) };
}

/** The strip under the lanes that holds a row's "+N" markers, when it has hidden events. */
export const OVERFLOW_STRIP_HEIGHT = 20;
/** A "+N" marker's width: markers closer than this are merged into one. */
export const OVERFLOW_MARKER_WIDTH = 36;

export function rowHeight(laneCount: number, hasOverflow = false): number {
  const lanes = Math.max(MIN_ROW_HEIGHT, Math.min(laneCount, MAX_LANES) * LANE_HEIGHT + ROW_PADDING * 2);
  return lanes + (hasOverflow ? OVERFLOW_STRIP_HEIGHT : 0);
}

/** Hidden events that overlap in time, behind one "+N" marker at the left end of the first. */
export interface OverflowGroup<T> {
  x: number;
  events: T[];
}

/**
 * Groups hidden events for their markers: events whose days overlap share a marker, and markers
 * that would touch on the canvas are merged, so "+N" labels never collide.
 */
export function groupOverflow<T>(hidden: ReadonlyArray<{ event: T; item: DatedItem; geometry: BarGeometry }>): OverflowGroup<T>[] {
  const sorted = [...hidden].sort((a, b) => a.geometry.x - b.geometry.x);
  const groups: Array<OverflowGroup<T> & { end: number }> = [];
  for (const { event, item, geometry } of sorted) {
    const last = groups[groups.length - 1];
    const start = dayOf(item.start);
    if (last && (start <= last.end || geometry.x < last.x + OVERFLOW_MARKER_WIDTH)) {
      last.events.push(event);
      last.end = Math.max(last.end, dayOf(item.end));
    } else {
      groups.push({ x: geometry.x, events: [event], end: dayOf(item.end) });
    }
  }
  return groups.map(({ x, events }) => ({ x, events }));
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
  /** The events inside the range that have a lane, with where they sit. */
  placed: PlacedEvent<T>[];
  /** The events inside the range that found every lane busy, grouped for their "+N" markers. */
  overflow: OverflowGroup<T>[];
  laneCount: number;
  height: number;
}

/** One timeline row: the geometry and lane of each event inside the range, the hidden rest, and the row height. */
export function layoutRow<T extends { id: string; date: string; endDate: string | null; isMilestone?: boolean }>(
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
  // Lanes come from the visible events only, so hidden ones do not make rows taller; and from where
  // each is drawn, not just its days, so dots days apart never overlap at a far-out zoom (D52).
  const { lanes, laneCount, hidden } = packExtents(
    inRange.map(({ event, geometry }) => ({
      id: event.id,
      ...drawnExtent(geometry, isSingleDayEvent(event), event.isMilestone === true),
    })),
    LANE_GAP_PX,
  );
  const hiddenIds = new Set(hidden);
  const placed: PlacedEvent<T>[] = [];
  for (const { event, geometry } of inRange) {
    const lane = lanes.get(event.id);
    if (lane !== undefined) placed.push({ event, geometry, lane });
  }
  const overflow = groupOverflow(inRange.filter(({ event }) => hiddenIds.has(event.id)));
  return { placed, overflow, laneCount, height: rowHeight(laneCount, overflow.length > 0) };
}

/**
 * The events any of whose days fall in `range`, in their order: the only ones layoutRow places, so
 * a row whose in-range events are the same objects lays out the same (a page of events outside
 * the range merged in changes nothing the row draws).
 */
export function eventsInRange<T extends { date: string; endDate: string | null }>(events: readonly T[], range: TimeRange): T[] {
  // Calendar dates (the first ten characters) compare as strings in date order: no parsing.
  const first = range.start.slice(0, 10);
  const last = range.end.slice(0, 10);
  return events.filter((event) => {
    const start = event.date.slice(0, 10);
    return start <= last && (start >= first || (event.endDate !== null && event.endDate.slice(0, 10) >= first));
  });
}

/** Wire timestamps → a DatedItem. */
export function toDatedItem(event: { id: string; date: string; endDate: string | null }): DatedItem {
  const { start, end } = eventDays(event);
  return { id: event.id, start, end: end ?? start };
}
