import { useMemo } from 'react';
import {
  describeObjective,
  layoutRow,
  type ObjectiveMap,
  type OverflowGroup,
  type PlacedEvent,
  type PlanningEvent,
  type TimelineWithEvents,
  type TimeRange,
} from '@plotline/shared';
import type { HiddenEvent } from './lane-overflow-marker';

export interface PlacedWithObjective extends PlacedEvent<PlanningEvent> {
  objective: { name: string; color: string };
}

export interface TimelineLayout {
  placed: PlacedWithObjective[];
  /** Events the lane cap hides, behind "+N" markers. */
  overflow: OverflowGroup<HiddenEvent>[];
  laneCount: number;
  height: number;
}

interface CachedLayout {
  start: string;
  end: string;
  width: number;
  objectives: ObjectiveMap;
  layout: TimelineLayout;
}

/**
 * Layouts remembered per timeline object: an edit replaces only its own timeline in the cache, so
 * only that row is laid out again (the others keep their objects, and their rows stay memoized).
 * An entry counts only for the range, width and objectives it was made with.
 */
const layouts = new WeakMap<TimelineWithEvents, CachedLayout>();

function layoutOf(timeline: TimelineWithEvents, range: TimeRange, width: number, objectives: ObjectiveMap) {
  const cached = layouts.get(timeline);
  if (
    cached &&
    cached.start === range.start &&
    cached.end === range.end &&
    cached.width === width &&
    cached.objectives === objectives
  ) {
    return cached.layout;
  }
  const row = layoutRow(timeline.events, range, width);
  const layout: TimelineLayout = {
    placed: row.placed.map((placed) => ({
      ...placed,
      objective: describeObjective(placed.event.objective, objectives),
    })),
    overflow: row.overflow.map((group) => ({
      x: group.x,
      events: group.events.map((event) => ({ event, objective: describeObjective(event.objective, objectives) })),
    })),
    laneCount: row.laneCount,
    height: row.height,
  };
  layouts.set(timeline, { start: range.start, end: range.end, width, objectives, layout });
  return layout;
}

/** Each timeline's row laid out on a canvas `width` pixels wide (see `layoutOf`). */
export function useRowLayouts(
  timelines: TimelineWithEvents[],
  range: TimeRange,
  width: number,
  objectives: ObjectiveMap,
): TimelineLayout[] {
  return useMemo(
    () => timelines.map((timeline) => layoutOf(timeline, range, width, objectives)),
    [timelines, range, width, objectives],
  );
}
