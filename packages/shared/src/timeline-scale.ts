import { dayNumber, fromDayNumber } from './dates.js';

/*
 * The timeline's time scale (docs/decisions.md D39): zoom levels, their pixels per day, and the axis
 * ticks each level labels. Pure functions of calendar dates ('YYYY-MM-DD') and pixels, shared by the
 * web board and the server's PNG/PDF renderer so both draw the same axis.
 */

export const ZOOM_LEVELS = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type ZoomLevel = (typeof ZOOM_LEVELS)[number];

export const DEFAULT_ZOOM_LEVEL: ZoomLevel = 'week';

/** What the Zoom control calls each level. */
export const ZOOM_LEVEL_LABELS: Record<ZoomLevel, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
};

/** Canvas pixels per calendar day at each level (a day ~ a word, a week ~ a label, a month, a quarter, a year ~ 180-220 px). */
export const ZOOM_PIXELS_PER_DAY: Record<ZoomLevel, number> = {
  day: 48,
  week: 20,
  month: 6,
  quarter: 2,
  year: 0.6,
};

/**
 * A zoom level named by a URL parameter or a saved preference; null for anything else. Without zod
 * (zoomLevelSchema is in schemas/preferences.ts): the web's first paint reads it (docs/decisions.md D82).
 */
export function parseZoomLevel(value: unknown): ZoomLevel | null {
  return (ZOOM_LEVELS as readonly unknown[]).includes(value) ? (value as ZoomLevel) : null;
}

/** The next level in (`1`, towards Day) or out (`-1`, towards Year); the ends stay where they are. */
export function zoomStep(level: ZoomLevel, direction: 1 | -1): ZoomLevel {
  const index = ZOOM_LEVELS.indexOf(level) - direction;
  return ZOOM_LEVELS[Math.min(ZOOM_LEVELS.length - 1, Math.max(0, index))] ?? level;
}

/** Auto-fit's level: the closest one at which `days` fit in `width` pixels (Year when none does). */
export function fitZoomLevel(days: number, width: number): ZoomLevel {
  return ZOOM_LEVELS.find((level) => days * ZOOM_PIXELS_PER_DAY[level] <= width) ?? 'year';
}

export interface ScaleRange {
  /** First day on the canvas. */
  start: string;
  /** Last day on the canvas (inclusive). */
  end: string;
}

/**
 * The range a canvas at `perDay` shows: the chosen range, its end pushed out so the canvas is at
 * least `minWidth` wide (a short range at a far-out level still fills the screen).
 */
export function fillRange(range: ScaleRange, perDay: number, minWidth: number): ScaleRange {
  const start = dayNumber(range.start);
  const end = Math.max(dayNumber(range.end), start + Math.ceil(minWidth / perDay) - 1);
  return { start: range.start, end: fromDayNumber(end) };
}

/**
 * Pixels per day on a canvas at least `minWidth` wide: the level's own, or more when the range is too
 * short to fill the view at that level (the Time Range stays what is shown; its days get wider).
 */
export function fitPixelsPerDay(range: ScaleRange, zoom: ZoomLevel, minWidth: number): number {
  const days = Math.max(1, dayNumber(range.end) - dayNumber(range.start) + 1);
  return Math.max(ZOOM_PIXELS_PER_DAY[zoom], minWidth / days);
}

/** Left edge of a day on the canvas (days outside the range give x outside [0, width)). */
export function dayX(range: ScaleRange, perDay: number, date: string): number {
  return (dayNumber(date) - dayNumber(range.start)) * perDay;
}

/** The day under canvas x (not clamped to the range). */
export function dayAtX(range: ScaleRange, perDay: number, x: number): string {
  return fromDayNumber(dayNumber(range.start) + Math.floor(x / perDay));
}

/** One labelled stretch of the axis: a day, week, month, quarter or year, clipped to the range. */
export interface ScaleTick {
  /** First day of the stretch inside the range. */
  start: string;
  x: number;
  width: number;
  label: string;
}

export interface ScaleAxis {
  /** The upper row: the level's own unit (weeks at Week zoom, quarters at Quarter zoom). */
  major: ScaleTick[];
  /** The lower row: the next smaller unit (days under weeks, months under quarters). */
  minor: ScaleTick[];
}

type Unit = 'day' | 'week' | 'weekTick' | 'month' | 'quarter' | 'year';

/** Which units each level labels, upper row first (decisions D39). */
export const ZOOM_AXIS_UNITS: Record<ZoomLevel, readonly [major: Unit, minor: Unit]> = {
  day: ['month', 'day'],
  week: ['week', 'day'],
  month: ['month', 'weekTick'],
  quarter: ['quarter', 'month'],
  year: ['year', 'quarter'],
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 0 = Sunday … 6 = Saturday (day 0, 1970-01-01, was a Thursday). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/**
 * The calendar date of a day number, by integer arithmetic (the proleptic Gregorian calendar's
 * civil-from-days rule): the axis asks it several times a tick, and formatting a Date to read it
 * back was most of a zoom click's axis time (D68).
 */
function ymd(day: number): [year: number, month: number, date: number] {
  const shifted = day + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const leapDays = Math.floor(dayOfEra / 1460) - Math.floor(dayOfEra / 36_524) + Math.floor(dayOfEra / 146_096);
  const yearOfEra = Math.floor((dayOfEra - leapDays) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const date = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, date];
}

const dayOfYmd = (year: number, month: number, date = 1): number => Math.round(Date.UTC(year, month - 1, date) / 86_400_000);

/**
 * The ISO 8601 week number of a day: weeks run Monday to Sunday, and week 1 is the one holding the
 * year's first Thursday (so 2024-12-30 is in week 1 of 2025, and 2027-01-01 in week 53 of 2026).
 */
export function isoWeekNumber(day: number): number {
  const thursday = day - ((weekday(day) + 6) % 7) + 3;
  const [year] = ymd(thursday);
  return Math.floor((thursday - dayOfYmd(year, 1)) / 7) + 1;
}

/** First day of the unit holding `day`. */
function unitStart(unit: Unit, day: number): number {
  const [year, month] = ymd(day);
  switch (unit) {
    case 'day':
      return day;
    case 'week':
    case 'weekTick':
      return day - ((weekday(day) + 6) % 7);
    case 'month':
      return dayOfYmd(year, month);
    case 'quarter':
      return dayOfYmd(year, month - ((month - 1) % 3));
    case 'year':
      return dayOfYmd(year, 1);
  }
}

/** First day of the unit after the one starting at `start`. */
function nextUnit(unit: Unit, start: number): number {
  const [year, month] = ymd(start);
  switch (unit) {
    case 'day':
      return start + 1;
    case 'week':
    case 'weekTick':
      return start + 7;
    case 'month':
      return dayOfYmd(year, month + 1);
    case 'quarter':
      return dayOfYmd(year, month + 3);
    case 'year':
      return dayOfYmd(year + 1, 1);
  }
}

/** A day this wide has room for its weekday ('Mon 21'); narrower days show the date alone. */
const WEEKDAY_LABEL_MIN_PX = 40;

function unitLabel(unit: Unit, start: number, isMajor: boolean, perDay: number): string {
  const [year, month, date] = ymd(start);
  switch (unit) {
    case 'day':
      return perDay >= WEEKDAY_LABEL_MIN_PX ? `${WEEKDAYS[weekday(start)]} ${date}` : String(date);
    case 'week':
      // The spec's 'Week N': the ISO 8601 week, the same on every canvas and in every view (D56).
      return `Week ${isoWeekNumber(start)}`;
    case 'weekTick':
      return String(date);
    case 'month':
      return isMajor ? `${MONTHS[month - 1]} ${year}` : (MONTHS[month - 1] ?? '');
    case 'quarter': {
      const quarter = `Q${Math.floor((month - 1) / 3) + 1}`;
      return isMajor ? `${quarter} ${year}` : quarter;
    }
    case 'year':
      return String(year);
  }
}

export interface ScaleWindow {
  /** Canvas x from which ticks are wanted (ticks ending before it are left out). */
  from: number;
  /** Canvas x up to which ticks are wanted. */
  to: number;
}

function unitTicks(
  unit: Unit,
  range: ScaleRange,
  perDay: number,
  window: ScaleWindow | undefined,
  isMajor: boolean,
  /** The upper row's unit: a lower tick that crosses one of its boundaries is cut there (D52). */
  cutAt?: Unit,
): ScaleTick[] {
  const rangeStart = dayNumber(range.start);
  const rangeEnd = dayNumber(range.end);
  // Only the ticks the window touches: the DOM stays bounded however long the range is.
  const firstDay = window ? Math.max(rangeStart, rangeStart + Math.floor(window.from / perDay)) : rangeStart;
  const lastDay = window ? Math.min(rangeEnd, rangeStart + Math.floor(window.to / perDay)) : rangeEnd;
  const ticks: ScaleTick[] = [];
  for (let start = unitStart(unit, firstDay); start <= lastDay; start = nextUnit(unit, start)) {
    const end = Math.min(nextUnit(unit, start), rangeEnd + 1);
    // A unit is drawn in pieces when an upper-row boundary falls inside it (a week across a month's
    // end at Month zoom), so every line of the upper row is a line of the lower row too.
    for (let from = Math.max(start, rangeStart); from < end; ) {
      const cut = cutAt ? nextUnit(cutAt, unitStart(cutAt, from)) : end;
      const to = Math.min(end, cut);
      if (to > firstDay) {
        ticks.push({
          start: fromDayNumber(from),
          x: (from - rangeStart) * perDay,
          width: (to - from) * perDay,
          label: unitLabel(unit, from === Math.max(start, rangeStart) ? start : from, isMajor, perDay),
        });
      }
      from = to;
    }
  }
  return ticks;
}

/**
 * The axis at a zoom level: the level's units on the upper row, the next smaller ones below, each
 * clipped to the range; with a window, only the ticks it touches. Every upper tick starts where a
 * lower one does.
 */
export function scaleAxis(range: ScaleRange, zoom: ZoomLevel, perDay: number, window?: ScaleWindow): ScaleAxis {
  const [major, minor] = ZOOM_AXIS_UNITS[zoom];
  return {
    major: unitTicks(major, range, perDay, window, true),
    minor: unitTicks(minor, range, perDay, window, false, major),
  };
}

/** Weekends are shaded where a day is wide enough to see one: Day and Week zoom. */
export function showsWeekends(zoom: ZoomLevel): boolean {
  return zoom === 'day' || zoom === 'week';
}

/**
 * Where the rows' week lines start, in days from the range's first day, so that they fall on the
 * axis's own week ticks (D52): on Mondays at Day, Week ('Week N' is the ISO week, D56) and Month
 * zoom. Null at Quarter and Year zoom, whose axis has no weeks (a line every 7 days would cross its
 * months).
 */
export function weekLineOffset(zoom: ZoomLevel, start: string): number | null {
  if (zoom === 'quarter' || zoom === 'year') return null;
  return (8 - weekday(dayNumber(start))) % 7;
}

/** Days from the range's first day to its first Saturday (0-6), where weekend shading starts repeating every 7 days. */
export function firstWeekendOffset(start: string): number {
  return (6 - weekday(dayNumber(start)) + 7) % 7;
}
