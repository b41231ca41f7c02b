import { useEffect, useRef } from 'react';
import {
  fitPixelsPerDay,
  rangeDays,
  ZOOM_LEVELS,
  type ObjectiveMap,
  type ScaleRange,
  type TimelineWithEvents,
  type ZoomLevel,
} from '@plotline/shared';
import { labelWidth } from './text-width';
import { warmRowLayout } from './use-row-layouts';

/** A slice of warm-up work stops once it has run this long, so no task it adds comes near 50 ms. */
const SLICE_MS = 8;
/**
 * The warm-up starts once the rows have not changed for this long: a large project's pages arrive
 * one after another (D60), and each would change the rows the warm-up laid out.
 */
const SETTLE_MS = 250;
/**
 * Projects with more events than this are not warmed: five levels of layouts for every event would
 * cost more memory than a first visit's wait is worth (there, laying out only the rows in view is
 * what would help, D68).
 */
export const WARM_EVENT_LIMIT = 25_000;

/**
 * The canvas widths of the other zoom levels at this range and view width, nearest level first (the
 * likeliest next click), each once (a short range widens every level to the same width) and never
 * the current level's (docs/decisions.md D68).
 */
export function warmupWidths(range: ScaleRange, zoom: ZoomLevel, viewWidth: number): number[] {
  const at = ZOOM_LEVELS.indexOf(zoom);
  const byDistance = [...ZOOM_LEVELS].sort(
    (a, b) => Math.abs(ZOOM_LEVELS.indexOf(a) - at) - Math.abs(ZOOM_LEVELS.indexOf(b) - at),
  );
  // The same sum the board makes (use-board-canvas.ts), so the widths are the layouts' own keys.
  const widthAt = (level: ZoomLevel) => rangeDays(range) * fitPixelsPerDay(range, level, viewWidth);
  const current = widthAt(zoom);
  return [...new Set(byDistance.map(widthAt))].filter((width) => width !== current);
}

type Schedule = (run: (deadline?: IdleDeadline) => void) => () => void;

/** requestIdleCallback where there is one (a 1 s timeout so a busy page still gets there), else a timer. */
const whenIdle: Schedule = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => run(), 50);
  return () => window.clearTimeout(handle);
};

/**
 * Lays out every row at the other zoom levels in idle time after the board has painted and its rows
 * have settled (SETTLE_MS), a few rows per slice (SLICE_MS), so a level's first zoom click finds its
 * rows laid out as a return to it does (docs/decisions.md D68); every event's title is measured first
 * (text-width.ts). Starts again (cancelling the rest) when the rows, range, view width or objectives
 * change, and stops when the board goes (navigation); rows already laid out at a width cost a lookup.
 * `isEnabled` false (not ready, printing) warms nothing.
 */
export function useZoomWarmup({
  timelines,
  range,
  zoom,
  viewWidth,
  objectives,
  isEnabled,
  schedule = whenIdle,
}: {
  timelines: TimelineWithEvents[];
  range: ScaleRange;
  zoom: ZoomLevel;
  /** The canvas's part of the scroll box (its width less the row headers). */
  viewWidth: number;
  objectives: ObjectiveMap;
  isEnabled: boolean;
  schedule?: Schedule;
}): void {
  // The level in view orders the work, but a change of level does not restart it.
  const zoomRef = useRef(zoom);
  useEffect(() => {
    zoomRef.current = zoom;
  }, [zoom]);
  useEffect(() => {
    if (!isEnabled || timelines.length === 0) return;
    const events = timelines.reduce((sum, timeline) => sum + timeline.events.length, 0);
    if (events > WARM_EVENT_LIMIT) return;
    // Each row's titles measured (every level asks whether they fit), then its layout at each other level.
    const jobs: Array<() => void> = timelines.map((timeline) => () => {
      for (const event of timeline.events) labelWidth(event.title);
    });
    for (const width of warmupWidths(range, zoomRef.current, viewWidth)) {
      for (const timeline of timelines) jobs.push(() => warmRowLayout(timeline, range, width, objectives));
    }
    let next = 0;
    let cancel = () => {};
    const run = (deadline?: IdleDeadline) => {
      const until = performance.now() + SLICE_MS;
      // At least one row a slice, so a page never idle still gets there (the idle callback's timeout).
      do {
        jobs[next]!();
        next += 1;
      } while (next < jobs.length && performance.now() < until && (deadline?.timeRemaining() ?? 1) > 0);
      if (next < jobs.length) cancel = schedule(run);
    };
    const settle = window.setTimeout(() => {
      cancel = schedule(run);
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(settle);
      cancel();
    };
  }, [timelines, range, viewWidth, objectives, isEnabled, schedule]);
}
