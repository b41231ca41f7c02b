import { useMemo } from 'react';
import { addDays, dayNumber, ZOOM_PIXELS_PER_DAY } from '@plotline/shared';
import type { ProjectView } from '@/api/planning';
import type { TimelineView } from './use-timeline-view';

/**
 * The days the board shows first, within the Time Range: what the project's first read asks for
 * (docs/decisions.md D60); null until the saved view is known. Also the day the paging after it
 * starts from (the middle of the view), so the days either side come next. Only the screen in
 * view: at 100,000 events a screen either side tripled the first answer and its parse (D67).
 */
export function useTimelineWindow(view: TimelineView): { window: ProjectView | null; focus: number | null } {
  const { isReady, range, zoom, visibleStart } = view;
  const screenDays = Math.ceil(
    (typeof window === 'undefined' ? 1280 : window.innerWidth) / ZOOM_PIXELS_PER_DAY[zoom],
  );
  const start =
    visibleStart && visibleStart >= range.start && visibleStart <= range.end ? visibleStart : range.start;
  const from = maxDate(range.start, start);
  const to = minDate(range.end, addDays(start, screenDays));
  const focus = dayNumber(start) + Math.floor(screenDays / 2);
  return useMemo(
    () => ({ window: isReady ? { from, to } : null, focus: isReady ? focus : null }),
    [isReady, from, to, focus],
  );
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);
