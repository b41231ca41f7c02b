import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import type { TimeRange, ZoomLevel } from '@plotline/shared';
import { readVisibleStart, readZoom, VISIBLE_START_KEY, ZOOM_KEY } from '@/lib/timeline-first-window';
import { FROM_SEARCH_PARAM, useReplaceSearchParam, ZOOM_SEARCH_PARAM } from '@/lib/view-params';
import { useSaveTimelinePreference, useTimelinePreferences, useTimeRange } from './use-time-range';

export { FROM_SEARCH_PARAM, ZOOM_SEARCH_PARAM };
export { VISIBLE_START_KEY, ZOOM_KEY };

/** What the toolbar asks the board to do; a new `seq` is a new request, even for the same kind. */
export interface ViewRequest {
  kind: 'today' | 'fit';
  seq: number;
}

export interface TimelineView {
  range: TimeRange;
  setRange: (range: TimeRange) => void;
  zoom: ZoomLevel;
  setZoom: (zoom: ZoomLevel) => void;
  /** The first day in view as the URL or the saved preferences say; null for the range's start. */
  visibleStart: string | null;
  setVisibleStart: (date: string) => void;
  /** The saved preferences have answered (or failed): range and first day in view are final. */
  isReady: boolean;
  request: ViewRequest | null;
  requestView: (kind: ViewRequest['kind']) => void;
}

/**
 * The timeline's navigation state: the Time Range, the zoom level and the first day in view. Level
 * and first day live in the URL (`?zoom=…&from=…`, so a link opens the same view) and in the user's
 * timeline preferences (zoom, visible_start); the URL wins over the preferences.
 */
export function useTimelineView(): TimelineView {
  const [range, setRange] = useTimeRange();
  const { saved, isSettled } = useTimelinePreferences();
  const [searchParams] = useSearchParams();
  const saveZoom = useSaveTimelinePreference<ZoomLevel>(ZOOM_KEY);
  const saveVisibleStart = useSaveTimelinePreference<string>(VISIBLE_START_KEY);
  const [request, setRequest] = useState<ViewRequest | null>(null);

  const zoom = readZoom(searchParams, saved);
  const visibleStart = readVisibleStart(searchParams, saved);

  const setParam = useReplaceSearchParam();
  const setZoom = useCallback(
    (next: ZoomLevel) => {
      setParam(ZOOM_SEARCH_PARAM, next);
      saveZoom(next);
    },
    [setParam, saveZoom],
  );
  const setVisibleStart = useCallback(
    (date: string) => {
      setParam(FROM_SEARCH_PARAM, date);
      saveVisibleStart(date);
    },
    [setParam, saveVisibleStart],
  );
  const requestView = useCallback(
    (kind: ViewRequest['kind']) => setRequest((current) => ({ kind, seq: (current?.seq ?? 0) + 1 })),
    [],
  );

  return useMemo(
    () => ({ range, setRange, zoom, setZoom, visibleStart, setVisibleStart, isReady: isSettled, request, requestView }),
    [range, setRange, zoom, setZoom, visibleStart, setVisibleStart, isSettled, request, requestView],
  );
}
