import { buildGraph, topologicalOrder } from './graph.js';
import { daySpan, earliestSuccessorStart, latestPredecessorEnd } from './rules.js';
import type { ScheduleDependency, ScheduleEvent } from './types.js';

/*
 * The critical path (docs/decisions.md D37), by the critical path method over the four dependency
 * types and their lags:
 *   - forward pass, predecessors first: an event's earliest start is its own start or, when a
 *     predecessor demands later, the latest start its predecessors demand (what auto-scheduling
 *     would make of it); earliest finish = earliest start + its length;
 *   - the project's finish is the latest earliest finish;
 *   - backward pass, successors first: an event's latest finish is the project's finish or, when a
 *     successor demands earlier, the earliest end its successors' latest dates allow;
 *   - critical: no slack (latest finish = earliest finish). A dependency is critical when both its
 *     events are and it is the one holding its successor's earliest start.
 * Every critical event lies on a zero-slack chain that ends at the project's finish.
 */

export interface CriticalPath {
  /** Critical events, predecessors first. */
  eventIds: string[];
  /** Dependencies between critical events that hold their successor where it is. */
  dependencyIds: string[];
}

interface Pass {
  start: number;
  finish: number;
  extra: number;
}

export function criticalPath(
  events: readonly ScheduleEvent[],
  deps: readonly ScheduleDependency[],
): CriticalPath {
  const byId = new Map(events.map((event) => [event.id, event]));
  const usable = deps.filter(
    (dep) => dep.fromEventId !== dep.toEventId && byId.has(dep.fromEventId) && byId.has(dep.toEventId),
  );
  const graph = buildGraph(usable);
  const order = topologicalOrder(byId.keys(), graph);

  const early = new Map<string, Pass>();
  let projectFinish = -Infinity;
  for (const id of order) {
    const span = daySpan(byId.get(id) as ScheduleEvent);
    const extra = span.end - span.start;
    let start = span.start;
    for (const dep of graph.incoming.get(id) ?? []) {
      const from = early.get(dep.fromEventId);
      if (from) start = Math.max(start, earliestSuccessorStart(dep.type, dep.lagDays, toSpan(from), extra));
    }
    early.set(id, { start, finish: start + extra, extra });
    projectFinish = Math.max(projectFinish, start + extra);
  }

  const late = new Map<string, Pass>();
  for (const id of order.slice().reverse()) {
    const { extra } = early.get(id) as Pass;
    let finish = projectFinish;
    for (const dep of graph.outgoing.get(id) ?? []) {
      const to = late.get(dep.toEventId);
      if (to) finish = Math.min(finish, latestPredecessorEnd(dep.type, dep.lagDays, toSpan(to), extra));
    }
    late.set(id, { start: finish - extra, finish, extra });
  }

  const isCritical = (id: string) => {
    const e = early.get(id);
    const l = late.get(id);
    return e !== undefined && l !== undefined && l.finish <= e.finish;
  };
  const eventIds = order.filter(isCritical);
  const dependencyIds = usable
    .filter((dep) => {
      if (!isCritical(dep.fromEventId) || !isCritical(dep.toEventId)) return false;
      const from = early.get(dep.fromEventId) as Pass;
      const to = early.get(dep.toEventId) as Pass;
      return earliestSuccessorStart(dep.type, dep.lagDays, toSpan(from), to.extra) === to.start;
    })
    .map((dep) => dep.id);
  return { eventIds, dependencyIds };
}

const toSpan = (pass: Pass) => ({ start: pass.start, end: pass.finish });
