import { useCallback } from 'react';
import { useSearchParams } from '@/lib/router';
import { addDays, type ZoomLevel } from '@plotline/shared';
import { PROJECT_SEARCH_PARAM } from './project-param';
import { VIEW_PATHS } from './routes';
import { EVENT_SEARCH_PARAM, FROM_SEARCH_PARAM, ZOOM_SEARCH_PARAM } from './view-param-names';

export { EVENT_SEARCH_PARAM, FROM_SEARCH_PARAM, ZOOM_SEARCH_PARAM } from './view-param-names';

/** Days shown before an event opened by a link, so it is not against the view's edge. */
const LEAD_DAYS = 3;

/** An event in its project's timeline view at a zoom level: the portfolio's and the clashes' links (D45). */
export function timelineEventLink(event: { id: string; projectId: string; date: string }, zoom: ZoomLevel): string {
  const params = new URLSearchParams({
    [PROJECT_SEARCH_PARAM]: event.projectId,
    [ZOOM_SEARCH_PARAM]: zoom,
    [FROM_SEARCH_PARAM]: addDays(event.date.slice(0, 10), -LEAD_DAYS),
    [EVENT_SEARCH_PARAM]: event.id,
  });
  return `${VIEW_PATHS.timeline}?${params.toString()}`;
}

/**
 * Sets one search parameter in place (no history entry), keeping the others. It starts from the
 * address as it is now: the router's copy is the last render's, and a zoom click and a scroll report
 * can land before it re-renders (the second would undo the first).
 */
export function useReplaceSearchParam(): (name: string, value: string | null) => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (name: string, value: string | null) =>
      setSearchParams(
        () => {
          const params = new URLSearchParams(window.location.search);
          if (value === null) params.delete(name);
          else params.set(name, value);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
}
