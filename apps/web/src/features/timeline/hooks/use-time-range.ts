import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_TIME_RANGE, timeRangeSchema, type TimeRange } from '@plotline/shared';
import {
  warnPreferenceFailure,
  preferenceCategoryQueryOptions,
  preferenceKeys,
  savePreference,
} from '@/api/preferences';

export const TIME_RANGE_KEY = 'time_range';

/** The saved range if it is well formed; anything else falls back to the default. */
export function readTimeRange(values: Record<string, unknown> | undefined): TimeRange | null {
  const parsed = timeRangeSchema.safeParse(values?.[TIME_RANGE_KEY]);
  return parsed.success ? parsed.data : null;
}

/** The timeline category of the user's preferences as far as it has loaded, and whether it has (or failed). */
export function useTimelinePreferences(): { saved: Record<string, unknown> | undefined; isSettled: boolean } {
  const query = useQuery({ ...preferenceCategoryQueryOptions('timeline'), retry: false });
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

/**
 * The Time Range of the timeline view: the default until the user changes it, then remembered
 * per user on the server (timeline.time_range).
 */
export function useTimeRange(): [TimeRange, (range: TimeRange) => void] {
  const { saved } = useTimelinePreferences();
  const save = useSaveTimelinePreference<TimeRange>(TIME_RANGE_KEY);
  const [local, setLocal] = useState<TimeRange | null>(null);
  const range = local ?? readTimeRange(saved) ?? { ...DEFAULT_TIME_RANGE };
  const setRange = useCallback(
    (next: TimeRange) => {
      setLocal(next);
      save(next);
    },
    [save],
  );
  return [range, setRange];
}
