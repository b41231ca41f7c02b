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

/**
 * The Time Range of the timeline view: the default until the user changes it, then remembered
 * per user on the server (timeline.time_range). A failed save only warns: the range still applies.
 */
export function useTimeRange(): [TimeRange, (range: TimeRange) => void] {
  const queryClient = useQueryClient();
  const saved = useQuery({ ...preferenceCategoryQueryOptions('timeline'), retry: false });
  const [local, setLocal] = useState<TimeRange | null>(null);
  const range = local ?? readTimeRange(saved.data) ?? { ...DEFAULT_TIME_RANGE };
  const setRange = useCallback(
    (next: TimeRange) => {
      setLocal(next);
      queryClient.setQueryData<Record<string, unknown>>(preferenceKeys.category('timeline'), (current) => ({
        ...current,
        [TIME_RANGE_KEY]: next,
      }));
      // The range stays in use for this visit either way.
      savePreference('timeline', TIME_RANGE_KEY, next).catch(warnPreferenceFailure);
    },
    [queryClient],
  );
  return [range, setRange];
}
