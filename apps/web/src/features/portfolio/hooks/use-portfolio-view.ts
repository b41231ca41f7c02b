import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { calendarDateSchema, localToday, parseZoomLevel, type TimeRange, type ZoomLevel } from '@plotline/shared';
import { FROM_SEARCH_PARAM, useReplaceSearchParam, ZOOM_SEARCH_PARAM } from '@/lib/view-params';

/** The portfolio opens at Month: a quarter of several projects fits a screen. */
export const PORTFOLIO_DEFAULT_ZOOM: ZoomLevel = 'month';

/** What the toolbar or the clashes panel asks the board to show; a new `seq` is a new request. */
export interface BoardRequest {
  kind: 'today' | 'focus';
  /** The day to bring into the middle of the view (today for 'today'). */
  date: string;
  /** Events to highlight and bring into view ('focus'). */
  eventIds: readonly string[];
  /** Their projects: the row brought into view while the events are not loaded yet. */
  projectIds: readonly string[];
  seq: number;
}

/**
 * The canvas: from the start of the year two years back to the end of the year two years ahead.
 * Nothing outside the windows in view is loaded (api/portfolio/portfolio-windows.ts), so the span
 * costs no data (docs/decisions.md D45).
 */
export function portfolioRange(today: string): TimeRange {
  const year = Number(today.slice(0, 4));
  return { start: `${year - 2}-01-01`, end: `${year + 2}-12-31` };
}

/** Zoom level and first day in view in the URL (`?zoom=&from=`), like the timeline's, so a link opens the same view. */
export function usePortfolioView() {
  const [searchParams] = useSearchParams();
  const today = localToday();
  const range = useMemo(() => portfolioRange(today), [today]);
  const zoom = parseZoomLevel(searchParams.get(ZOOM_SEARCH_PARAM)) ?? PORTFOLIO_DEFAULT_ZOOM;
  const parsedFrom = calendarDateSchema.safeParse(searchParams.get(FROM_SEARCH_PARAM));
  const from = parsedFrom.success && parsedFrom.data >= range.start && parsedFrom.data <= range.end ? parsedFrom.data : null;
  const [request, setRequest] = useState<BoardRequest | null>(null);

  const setParam = useReplaceSearchParam();
  const setZoom = useCallback((next: ZoomLevel) => setParam(ZOOM_SEARCH_PARAM, next), [setParam]);
  const setVisibleStart = useCallback((date: string) => setParam(FROM_SEARCH_PARAM, date), [setParam]);
  const requestView = useCallback(
    (kind: BoardRequest['kind'], date: string, eventIds: readonly string[] = [], projectIds: readonly string[] = []) =>
      setRequest((current) => ({ kind, date, eventIds, projectIds, seq: (current?.seq ?? 0) + 1 })),
    [],
  );
  return { range, zoom, setZoom, from, setVisibleStart, request, requestView };
}

export type PortfolioView = ReturnType<typeof usePortfolioView>;
