import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_TIME_RANGE, type TimeRange } from '@plotline/shared';
import {
  warnPreferenceFailure,
  preferenceCategoryQueryOptions,
  preferenceKeys,
  savePreference,
} from '@/api/preferences';
import { readTimeRange, TIME_RANGE_KEY } from '@/lib/timeline-first-window';

export { readTimeRange, TIME_RANGE_KEY };

/**
 * The timeline category of the user's preferences as far as it has loaded, and whether it has (or
 * failed), for what only opens the view: the saved zoom level and first day in view (the URL holds
 * them after that). It re-renders its page only when the category settles, not when a zoom or a
 * scroll saves them again (docs/decisions.md D61): the values read are still the cache's latest.
 */
export function useTimelinePreferences(): { saved: Record<string, unknown> | undefined; isSettled: boolean } {
  const query = useQuery({ ...preferenceCategoryQueryOptions('timeline'), retry: false, notifyOnChangeProps: ['isPending'] });
  return { saved: query.data, isSettled: !query.isPending };
}

/**
 * A saver for one key of the timeline preferences: the cached category shows the value at once and
 * the server keeps it per user. A failed save only warns: the value still applies for this visit.
 */
export function useSaveTimelinePreference<T>(key: string): (value: T) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (value: T) => {
      queryClient.setQueryData<Record<string, unknown>>(preferenceKeys.category('timeline'), (current) => ({
        ...current,
        [key]: value,
      }));
      savePreference('timeline', key, value).catch(warnPreferenceFailure);
    },
    [queryClient, key],
  );
}

/** The default range, one object: a new one every render made the view, and the memoized board, new every render (docs/decisions.md D105). */
const UNSAVED_RANGE: TimeRange = { ...DEFAULT_TIME_RANGE };

/**
 * The Time Range of the timeline view: the default until the user changes it, then remembered
 * per user on the server (timeline.time_range).
 */

export function useTimeRange(): [TimeRange, (range: TimeRange) => void] {
  // Only the saved range re-renders (structurally shared): saving the zoom or the first day does not.
  const { data: saved } = useQuery({ ...preferenceCategoryQueryOptions('timeline'), retry: false, select: readTimeRange });
  const save = useSaveTimelinePreference<TimeRange>(TIME_RANGE_KEY);
  const [local, setLocal] = useState<TimeRange | null>(null);
  const range = local ?? saved ?? UNSAVED_RANGE;
  const setRange = useCallback(
    (next: TimeRange) => {
      setLocal(next);
      save(next);
    },
    [save],
  );
  return [range, setRange];
}
