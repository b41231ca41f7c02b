import { useMemo } from 'react';
import type { ProjectView } from '@/api/planning';
import { timelineWindow, viewportWidth } from '@/lib/timeline-first-window';
import type { TimelineView } from './use-timeline-view';

/**
 * The days the board shows first, within the Time Range: what the project's first read asks for
 * (docs/decisions.md D60); null until the saved view is known. Also the day the paging after it
 * starts from (the middle of the view), so the days either side come next. Only the screen in
 * view: at 100,000 events a screen either side tripled the first answer and its parse (D67).
 */
export function useTimelineWindow(view: TimelineView): { window: ProjectView | null; focus: number | null } {
  const { isReady, range, zoom, visibleStart } = view;
  const { from, to, focus } = timelineWindow(range, zoom, visibleStart, viewportWidth());
  return useMemo(
    () => ({ window: isReady ? { from, to } : null, focus: isReady ? focus : null }),
    [isReady, from, to, focus],
  );
}
