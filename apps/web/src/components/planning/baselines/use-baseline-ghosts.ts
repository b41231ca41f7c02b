import { useMemo } from 'react';
import type { TimeRange } from '@plotline/shared';
import type { TimelineLayout } from '@/components/planning/timeline/use-row-layouts';
import { ghostsOfRow, removedRow, type BaselineGhostData, type GhostBar } from './baseline-ghosts';

const NO_GHOSTS: ReadonlyMap<string, GhostBar[]> = new Map();

/**
 * The board's ghosts per timeline id (a row whose ghosts did not change keeps the same array, so
 * its memoized content is not drawn again) and the removed events' row; nothing without a baseline.
 */
export function useBaselineGhosts(
  baseline: BaselineGhostData | null | undefined,
  timelineIds: readonly string[],
  layouts: readonly (TimelineLayout | undefined)[],
  range: TimeRange,
  width: number,
) {
  const byTimeline = useMemo(() => {
    if (!baseline) return NO_GHOSTS;
    const map = new Map<string, GhostBar[]>();
    timelineIds.forEach((id, index) => {
      const layout = layouts[index];
      if (layout) map.set(id, ghostsOfRow(layout.placed, baseline.saved, range, width));
    });
    return map;
  }, [baseline, timelineIds, layouts, range, width]);
  const removed = useMemo(
    () => (baseline && baseline.removed.length > 0 ? removedRow(baseline.removed, range, width) : null),
    [baseline, range, width],
  );
  return { byTimeline, removed };
}
