import { useEffect, useMemo } from 'react';
import { useIsFirstPaintDone } from '@/lib/after-first-paint';
import { useSearchParams } from '@/lib/router';
import { addDays, dayNumber, eventDays, PORTFOLIO_MAX_SPAN_DAYS, type Clash, type ProjectDetail, type TimeRange } from '@plotline/shared';
// Not the '@/api/portfolio' barrel: the first paint carries only the clashes' hook (docs/decisions.md D85).
import { useClashes } from '@/api/portfolio/clashes-hooks';
import { useReadOnlyView } from '@/lib/read-only-view';
import { EVENT_SEARCH_PARAM, useReplaceSearchParam } from '@/lib/view-params';
import type { TimelineView } from './use-timeline-view';

/** Days shown around a linked event that was outside the Time Range, when the range grows to hold it. */
const LINK_MARGIN_DAYS = 14;

/**
 * `?event=<id>` (a link from the portfolio, docs/decisions.md D45): once the project is drawn the
 * event is focused, which scrolls it into view and shows its details; a Time Range that does not hold
 * it grows to (as Today does). The parameter is then dropped, so a reload does not do it again.
 */
export function useLinkedEvent(
  project: ProjectDetail | undefined,
  view: Pick<TimelineView, 'isReady' | 'range' | 'setRange'>,
  focusEvent: (eventId: string) => void,
) {
  const [searchParams] = useSearchParams();
  const setParam = useReplaceSearchParam();
  const eventId = searchParams.get(EVENT_SEARCH_PARAM);
  const { isReady, range, setRange } = view;
  useEffect(() => {
    if (!eventId || !project || !isReady) return;
    const event = project.timelines.flatMap((timeline) => timeline.events).find((candidate) => candidate.id === eventId);
    if (event) {
      const { start, end } = eventDays(event);
      const last = end ?? start;
      if (start < range.start || last > range.end) {
        setRange({
          start: start < range.start ? addDays(start, -LINK_MARGIN_DAYS) : range.start,
          end: last > range.end ? addDays(last, LINK_MARGIN_DAYS) : range.end,
        });
      }
      focusEvent(eventId);
    }
    setParam(EVENT_SEARCH_PARAM, null);
  }, [eventId, project, isReady, range, setRange, focusEvent, setParam]);
}

/**
 * "Clashes (N)" of the open project over its Time Range (at most the days the server answers): the
 * clashes involving it, against every project the user can read; choosing one focuses its event here.
 */
export function useProjectClashes(
  projectId: string | null,
  range: TimeRange,
  focusEvent: (eventId: string) => void,
  /** False until the project's first window is in: the server answers that first (D67). */
  isEnabled = true,
) {
  // And after the first paint (D92): the count is not what the reader came for.
  const isPainted = useIsFirstPaintDone();
  const days = useMemo(() => {
    const last = addDays(range.start, PORTFOLIO_MAX_SPAN_DAYS - 1);
    return { from: range.start, to: dayNumber(range.end) > dayNumber(last) ? last : range.end };
  }, [range.start, range.end]);
  const ids = useMemo(() => (projectId ? [projectId] : []), [projectId]);
  // A public link's visitor is not signed in: clashes are for members (docs/decisions.md D42, D45).
  const isPublic = useReadOnlyView() !== null;
  const query = useClashes(days, ids, Boolean(projectId) && !isPublic && isEnabled && isPainted);
  return {
    clashes: query.data?.clashes ?? [],
    total: query.data?.total,
    isLoading: query.isPending,
    onFocusClash: (clash: Clash) => {
      const own = clash.events.find((event) => event.projectId === projectId && event.eventId);
      if (own?.eventId) focusEvent(own.eventId);
    },
  };
}
