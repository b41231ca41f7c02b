import { fromDayNumber } from '../dates.js';
import { successorIds } from './cycle.js';
import { compileNetwork, topologicalOrder } from './network.js';
import { successorStartBound } from './rules.js';
import type { ScheduleDependency, ScheduleEvent } from './types.js';

/*
 * Auto-scheduling (docs/decisions.md D37): after the events in `changedEventIds` moved or grew,
 * every event reachable from them along dependencies is visited once, predecessors first, and
 * moved forward to the least start that satisfies all of its predecessors (their new dates when
 * they moved too), keeping its length. Nothing moves earlier; the changed events themselves stay
 * where they were put. Linear in the dependencies; only the reached events and their
 * predecessors are read.
 */

/** The events that must move, with their new dates, predecessors first; unmoved events are not listed. */
export function autoSchedule(
  events: ReadonlyMap<string, ScheduleEvent>,
  deps: readonly ScheduleDependency[],
  changedEventIds: readonly string[],
): ScheduleEvent[] {
  // Breadth-first from the changed events along dependencies: only what they reach can have to move.
  const outgoing = successorIds(deps);
  const changed = changedEventIds.filter((id) => events.has(id));
  const reached = new Set(changed);
  for (const id of reached) {
    for (const next of outgoing.get(id) ?? []) if (events.has(next)) reached.add(next);
  }

  // A network of the reached events and their predecessors only, the changed events first
  // (nodes 0 … changedCount - 1).
  const nodes: ScheduleEvent[] = [];
  const seen = new Set<string>();
  const add = (id: string) => {
    const event = events.get(id);
    if (event === undefined || seen.has(id)) return;
    seen.add(id);
    nodes.push(event);
  };
  changed.forEach(add);
  const changedCount = nodes.length;
  const into = deps.filter((dep) => reached.has(dep.toEventId));
  for (const dep of into) {
    add(dep.toEventId);
    add(dep.fromEventId);
  }
  const network = compileNetwork(nodes, into);
  const { from, code, lag, extra, inStart, inEdges } = network;
  const members = Uint8Array.from(nodes, (event) => (reached.has(event.id) ? 1 : 0));

  const start = network.start.slice();
  const moved: ScheduleEvent[] = [];
  for (const node of topologicalOrder(network, members)) {
    if (node < changedCount) continue;
    const length = extra[node]!;
    let least = start[node]!;
    for (let slot = inStart[node]!; slot < inStart[node + 1]!; slot += 1) {
      const edge = inEdges[slot]!;
      const before = from[edge]!;
      least = Math.max(
        least,
        successorStartBound(code[edge]!, lag[edge]!, start[before]!, start[before]! + extra[before]!, length),
      );
    }
    if (least === start[node]) continue;
    start[node] = least;
    const event = nodes[node]!;
    moved.push({
      id: event.id,
      startDate: fromDayNumber(least),
      endDate: event.endDate === null ? null : fromDayNumber(least + length),
    });
  }
  return moved;
}

/**
 * Every event id `autoSchedule` can read for these changes: the changed events, each event reached
 * from them along dependencies and each reached event's predecessors. A caller holding many events
 * hands it only these (the web app's push over a 10,000-event project builds no map of every event,
 * docs/decisions.md D73); the answer is the same as over all of them.
 */
export function scheduleReads(deps: readonly ScheduleDependency[], changedEventIds: readonly string[]): Set<string> {
  const outgoing = successorIds(deps);
  const reached = new Set(changedEventIds);
  for (const id of reached) for (const next of outgoing.get(id) ?? []) reached.add(next);
  const reads = new Set(reached);
  for (const dep of deps) if (reached.has(dep.toEventId)) reads.add(dep.fromEventId);
  return reads;
}
