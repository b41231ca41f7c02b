import { fromDayNumber } from '../dates.js';
import { compileNetwork, topologicalOrder } from './network.js';
import { successorStartBound } from './rules.js';
import type { ScheduleDependency, ScheduleEvent } from './types.js';

/*
 * Auto-scheduling (docs/decisions.md D37): after the events in `changedEventIds` moved or grew,
 * every event reachable from them along dependencies is visited once, predecessors first, and
 * moved forward to the least start that satisfies all of its predecessors (their new dates when
 * they moved too), keeping its length. Nothing moves earlier; the changed events themselves stay
 * where they were put. Linear in the dependencies; events no dependency names are not read.
 */

/** The events that must move, with their new dates, predecessors first; unmoved events are not listed. */
export function autoSchedule(
  events: ReadonlyMap<string, ScheduleEvent>,
  deps: readonly ScheduleDependency[],
  changedEventIds: readonly string[],
): ScheduleEvent[] {
  // The changed events first (nodes 0 … changedCount - 1), then every other event a dependency names.
  const nodes: ScheduleEvent[] = [];
  const seen = new Set<string>();
  const add = (id: string) => {
    const event = events.get(id);
    if (event === undefined || seen.has(id)) return;
    seen.add(id);
    nodes.push(event);
  };
  changedEventIds.forEach(add);
  const changedCount = nodes.length;
  for (const dep of deps) {
    add(dep.fromEventId);
    add(dep.toEventId);
  }
  const network = compileNetwork(nodes, deps);
  const { from, to, code, lag, extra, outStart, outEdges, inStart, inEdges } = network;

  // Breadth-first from the changed events: only what they reach can have to move.
  const reached = new Uint8Array(nodes.length);
  const queue = new Int32Array(nodes.length);
  let length = 0;
  for (let node = 0; node < changedCount; node += 1) {
    reached[node] = 1;
    queue[length++] = node;
  }
  for (let at = 0; at < length; at += 1) {
    const node = queue[at]!;
    for (let slot = outStart[node]!; slot < outStart[node + 1]!; slot += 1) {
      const next = to[outEdges[slot]!]!;
      if (reached[next] === 1) continue;
      reached[next] = 1;
      queue[length++] = next;
    }
  }

  const start = network.start.slice();
  const moved: ScheduleEvent[] = [];
  for (const node of topologicalOrder(network, reached)) {
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
