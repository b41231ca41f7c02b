import { useMemo } from 'react';
import { addDays, dayNumber, monthRange } from '@plotline/shared';
import { useProjectDetail, useProjectFocus } from '@/api/planning';

/** Days either side of the month read with it: the grid's leading and trailing weeks. */
const MARGIN_DAYS = 14;

/**
 * The calendar's project, read by month (docs/decisions.md D60): the month in view ± a margin
 * first, then the rest paged in from the month in view outwards, so the next month the user goes
 * to is the next one read.
 */
export function useCalendarDetail(projectId: string, month: { year: number; month: number }) {
  const { start, end } = monthRange(month.year, month.month);
  const window = useMemo(
    () => ({ from: addDays(start, -MARGIN_DAYS), to: addDays(end, MARGIN_DAYS) }),
    [start, end],
  );
  useProjectFocus(projectId, dayNumber(start) + 15);
  return useProjectDetail(projectId, window);
}
