import {
  addDays,
  dayNumber,
  DEFAULT_TIME_RANGE,
  DEFAULT_ZOOM_LEVEL,
  parseTimeRange,
  parseZoomLevel,
  toCalendarDate,
  ZOOM_PIXELS_PER_DAY,
  type TimeRange,
  type ZoomLevel,
} from '@plotline/shared';
import { FROM_SEARCH_PARAM, ZOOM_SEARCH_PARAM } from './view-param-names';

/*
 * How the timeline view opens, from the address and the user's timeline preferences: the Time
 * Range, the zoom level, the first day in view, and so the days its first project read asks for
 * (docs/decisions.md D60, D67). One place for it: the view's hooks (features/timeline/hooks) and
 * the entry's early project read (app/early-project-read.ts, D83) both use it.
 */

export const TIME_RANGE_KEY = 'time_range';
export const ZOOM_KEY = 'zoom';
export const VISIBLE_START_KEY = 'visible_start';

/**
 * The window's width, read once as the entry runs and again on each resize: read in a render, as
 * the view's first window was, it made the browser bring the page's style up to date first, in
 * every render of the timeline page while its first load drew (docs/decisions.md D103).
 */
let width = typeof window === 'undefined' ? 1280 : window.innerWidth;
if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => (width = window.innerWidth), { passive: true });
}
export const viewportWidth = (): number => width;

/** The saved range if it is well formed; anything else falls back to the default. */
export function readTimeRange(values: Record<string, unknown> | undefined): TimeRange | null {
  return parseTimeRange(values?.[TIME_RANGE_KEY]);
}

const readDate = (value: unknown): string | null => (typeof value === 'string' ? toCalendarDate(value) : null);

/** The zoom level: the URL's, else the saved one, else the default. */
export const readZoom = (search: URLSearchParams, saved: Record<string, unknown> | undefined): ZoomLevel =>
  parseZoomLevel(search.get(ZOOM_SEARCH_PARAM)) ?? parseZoomLevel(saved?.[ZOOM_KEY]) ?? DEFAULT_ZOOM_LEVEL;

/** The first day in view: the URL's, else the saved one; null for the range's start. */
export const readVisibleStart = (search: URLSearchParams, saved: Record<string, unknown> | undefined): string | null =>
  readDate(search.get(FROM_SEARCH_PARAM)) ?? readDate(saved?.[VISIBLE_START_KEY]);

/**
 * The days the board shows first, within the Time Range (one screen of `width` pixels at the zoom
 * level, D67), and the day the paging after it starts from (the middle of the view).
 */
export function timelineWindow(
  range: TimeRange,
  zoom: ZoomLevel,
  visibleStart: string | null,
  width: number,
): { from: string; to: string; focus: number } {
  const screenDays = Math.ceil(width / ZOOM_PIXELS_PER_DAY[zoom]);
  const start = visibleStart && visibleStart >= range.start && visibleStart <= range.end ? visibleStart : range.start;
  const from = maxDate(range.start, start);
  const to = minDate(range.end, addDays(start, screenDays));
  return { from, to, focus: dayNumber(start) + Math.floor(screenDays / 2) };
}

/** The window a timeline opened at `search` with these saved preferences reads first. */
export function firstTimelineWindow(search: URLSearchParams, saved: Record<string, unknown> | undefined, width: number) {
  return timelineWindow(readTimeRange(saved) ?? DEFAULT_TIME_RANGE, readZoom(search, saved), readVisibleStart(search, saved), width);
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);
