import { useMemo } from 'react';
import { addDays, dayNumber, ZOOM_PIXELS_PER_DAY } from '@plotline/shared';
import type { ProjectView } from '@/api/planning';
import type { TimelineView } from './use-timeline-view';

/** How far the first read reaches either side of the days in view, in screens. */
const MARGIN_SCREENS = 1;

/**
 * The days the board shows first, a screen either side included, within the Time Range: what the
 * project's first read asks for (docs/decisions.md D60); null until the saved view is known. Also
 * the day the paging after it starts from (the middle of the view).
 */
export function useTimelineWindow(view: TimelineView): { window: ProjectView | null; focus: number | null } {
  const { isReady, range, zoom, visibleStart } = view;
  const screenDays = Math.ceil(
    (typeof window === 'undefined' ? 1280 : window.innerWidth) / ZOOM_PIXELS_PER_DAY[zoom],
  );
  const start =
    visibleStart && visibleStart >= range.start && visibleStart <= range.end ? visibleStart : range.start;
  const from = maxDate(range.start, addDays(start, -MARGIN_SCREENS * screenDays));
  const to = minDate(range.end, addDays(start, (1 + MARGIN_SCREENS) * screenDays));
  const focus = dayNumber(start) + Math.floor(screenDays / 2);
  return useMemo(
    () => ({ window: isReady ? { from, to } : null, focus: isReady ? focus : null }),
    [isReady, from, to, focus],
  );
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);
