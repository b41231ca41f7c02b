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

/** Scales a row's layouts are kept for: the five zoom levels and a resized or fitted one (D52). */
const SCALES_KEPT = 6;

/**
 * Layouts remembered per timeline object and per scale (range and canvas width): an edit replaces
 * only its own timeline in the cache, so only that row is laid out again (the others keep their
 * objects, and their rows stay memoized), and going back to a zoom level seen before lays nothing
 * out again (docs/decisions.md D52). A timeline's entries count only for the objectives they were
 * made with.
 */
const layouts = new WeakMap<TimelineWithEvents, { objectives: ObjectiveMap; byScale: Map<string, TimelineLayout> }>();

function layoutOf(timeline: TimelineWithEvents, range: TimeRange, width: number, objectives: ObjectiveMap) {
  const scale = `${range.start}|${range.end}|${width}`;
  let cached = layouts.get(timeline);
  if (!cached || cached.objectives !== objectives) {
    cached = { objectives, byScale: new Map() };
    layouts.set(timeline, cached);
  }
  const known = cached.byScale.get(scale);
  if (known) return known;
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
  if (cached.byScale.size >= SCALES_KEPT) cached.byScale.delete(cached.byScale.keys().next().value!);
  cached.byScale.set(scale, layout);
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
