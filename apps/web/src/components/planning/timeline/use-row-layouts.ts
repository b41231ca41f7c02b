import { useMemo } from 'react';
import {
  describeObjective,
  eventsInRange,
  layoutRow,
  type ObjectiveMap,
  type OverflowGroup,
  type PlacedEvent,
  type PlanningEvent,
  type TimelineWithEvents,
  type TimeRange,
} from '@plotline/shared';
import { insertionOf } from '@/lib/list-insertions';
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

interface ScaleLayout {
  /** The events the layout placed: those in the range. */
  inRange: readonly PlanningEvent[];
  layout: TimelineLayout;
}

/**
 * Layouts remembered per events array and per scale (range and canvas width): an edit replaces
 * only its own timeline's events in the cache, so only that row is laid out again (the others
 * keep their layouts, and their rows stay memoized), and going back to a zoom level seen before
 * lays nothing out again (docs/decisions.md D52). A new events array whose events in the range are
 * the same objects as before (a page of other days merged in, D60, D67) keeps its layout too, so a
 * merge of 100,000 events' pages lays out only the rows it changed in view of the range. Entries
 * count only for the objectives they were made with.
 */
const layouts = new WeakMap<readonly PlanningEvent[], { objectives: ObjectiveMap; byScale: Map<string, ScaleLayout> }>();

const isSameList = (a: readonly PlanningEvent[], b: readonly PlanningEvent[]) =>
  a.length === b.length && a.every((event, index) => event === b[index]);

function layoutOf(
  events: readonly PlanningEvent[],
  previous: readonly PlanningEvent[] | undefined,
  range: TimeRange,
  width: number,
  objectives: ObjectiveMap,
): TimelineLayout {
  const key = scale(range, width);
  let cached = layouts.get(events);
  if (!cached || cached.objectives !== objectives) {
    cached = { objectives, byScale: new Map() };
    layouts.set(events, cached);
  }
  const known = cached.byScale.get(key);
  if (known) return known.layout;
  const entry = insertedOutside(events, range, key, objectives) ?? placeAgain(events, previous, range, width, key, objectives);
  if (cached.byScale.size >= SCALES_KEPT) cached.byScale.delete(cached.byScale.keys().next().value!);
  cached.byScale.set(key, entry);
  return entry.layout;
}

/**
 * A merged page that only inserted events (lib/list-insertions.ts) none of which is in the range
 * keeps the earlier list's layout: only the inserted events are looked at, not all of the row's.
 */
function insertedOutside(events: readonly PlanningEvent[], range: TimeRange, key: string, objectives: ObjectiveMap) {
  const insertion = insertionOf(events);
  const prior = insertion && layoutKept(insertion.from, key, objectives);
  return prior && eventsInRange(insertion.inserted, range).length === 0 ? prior : undefined;
}

/** Lays the row out, or keeps the previous list's layout when the events in the range are the same objects. */
function placeAgain(
  events: readonly PlanningEvent[],
  previous: readonly PlanningEvent[] | undefined,
  range: TimeRange,
  width: number,
  key: string,
  objectives: ObjectiveMap,
): ScaleLayout {
  const inRange = eventsInRange(events, range);
  const prior = previous && previous !== events ? layoutKept(previous, key, objectives) : undefined;
  return { inRange, layout: prior && isSameList(prior.inRange, inRange) ? prior.layout : placeRow(inRange, range, width, objectives) };
}

/** The layout kept for an earlier list at this scale, if it was made with the same objectives. */
function layoutKept(list: readonly PlanningEvent[], key: string, objectives: ObjectiveMap): ScaleLayout | undefined {
  const kept = layouts.get(list);
  return kept?.objectives === objectives ? kept.byScale.get(key) : undefined;
}

const scale = (range: TimeRange, width: number) => `${range.start}|${range.end}|${width}`;

function placeRow(events: readonly PlanningEvent[], range: TimeRange, width: number, objectives: ObjectiveMap): TimelineLayout {
  const row = layoutRow(events, range, width);
  return {
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
}

/**
 * Each timeline's events array last laid out, by timeline id, whose layout a new array may keep
 * (see `layoutOf`). Held weakly: a project left behind is not kept alive by it.
 */
const lastEvents = new Map<string, WeakRef<readonly PlanningEvent[]>>();
/**
 * The list last returned for each first row: returned again when every row kept its layout, so the
 * board's memos over every row (the dependency layer's boxes, the virtualiser's sizes) skip a
 * merge that drew nothing new.
 */
const lastLists = new WeakMap<TimelineLayout, TimelineLayout[]>();
const NO_ROWS: TimelineLayout[] = [];

/**
 * Lays out a timeline's row on a canvas `width` pixels wide ahead of need, into the same memory the
 * board reads (the zoom warm-up in idle time, use-zoom-warmup.ts, D68): a level's first visit then
 * finds its rows laid out, as a return does.
 */
export function warmRowLayout(timeline: TimelineWithEvents, range: TimeRange, width: number, objectives: ObjectiveMap): void {
  layoutOf(timeline.events, lastEvents.get(timeline.id)?.deref(), range, width, objectives);
}

/** Each timeline's row laid out on a canvas `width` pixels wide (see `layoutOf`). */
export function useRowLayouts(
  timelines: TimelineWithEvents[],
  range: TimeRange,
  width: number,
  objectives: ObjectiveMap,
): TimelineLayout[] {
  return useMemo(() => {
    const rows = timelines.map((timeline) => {
      const layout = layoutOf(timeline.events, lastEvents.get(timeline.id)?.deref(), range, width, objectives);
      lastEvents.set(timeline.id, new WeakRef(timeline.events));
      return layout;
    });
    if (rows.length === 0) return NO_ROWS;
    const last = lastLists.get(rows[0]!);
    if (last && last.length === rows.length && last.every((row, index) => row === rows[index])) return last;
    lastLists.set(rows[0]!, rows);
    return rows;
  }, [timelines, range, width, objectives]);
}
