import { fromDayNumber } from '../dates.js';
import { buildGraph, topologicalOrder } from './graph.js';
import { daySpan, earliestSuccessorStart, type DaySpan } from './rules.js';
import type { ScheduleDependency, ScheduleEvent } from './types.js';

/*
 * Auto-scheduling (docs/decisions.md D37): after the events in `changedEventIds` moved or grew,
 * every event reachable from them along dependencies is visited once, predecessors first, and
 * moved forward to the least start that satisfies all of its predecessors (their new dates when
 * they moved too), keeping its length. Nothing moves earlier; the changed events themselves stay
 * where they were put. Linear in the dependencies reached.
 */

/** The events that must move, with their new dates, predecessors first; unmoved events are not listed. */
export function autoSchedule(
  events: ReadonlyMap<string, ScheduleEvent>,
  deps: readonly ScheduleDependency[],
  changedEventIds: readonly string[],
): ScheduleEvent[] {
  const graph = buildGraph(deps);
  const changed = new Set(changedEventIds.filter((id) => events.has(id)));
  const reached = new Set(changed);
  const queue = [...changed];
  // for…of over an array also visits what is pushed while it runs: a breadth-first walk.
  for (const id of queue) {
    for (const dep of graph.outgoing.get(id) ?? []) {
      if (reached.has(dep.toEventId) || !events.has(dep.toEventId)) continue;
      reached.add(dep.toEventId);
      queue.push(dep.toEventId);
    }
  }

  const spans = new Map<string, DaySpan>();
  const spanOf = (id: string, event: ScheduleEvent): DaySpan => {
    let span = spans.get(id);
    if (!span) {
      span = daySpan(event);
      spans.set(id, span);
    }
    return span;
  };

  const moved: ScheduleEvent[] = [];
  for (const id of topologicalOrder(reached, graph)) {
    if (changed.has(id)) continue;
    const event = events.get(id) as ScheduleEvent;
    const span = spanOf(id, event);
    const extra = span.end - span.start;
    let start = span.start;
    for (const dep of graph.incoming.get(id) ?? []) {
      const from = events.get(dep.fromEventId);
      if (!from || dep.fromEventId === id) continue;
      start = Math.max(
        start,
        earliestSuccessorStart(dep.type, dep.lagDays, spanOf(dep.fromEventId, from), extra),
      );
    }
    if (start === span.start) continue;
    spans.set(id, { start, end: start + extra });
    moved.push({
      id,
      startDate: fromDayNumber(start),
      endDate: event.endDate === null ? null : fromDayNumber(start + extra),
    });
  }
  return moved;
}
