import { compileNetwork, topologicalOrder } from './network.js';
import { predecessorEndBound, successorStartBound } from './rules.js';
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
  /** Dependencies between critical events that hold their successor where it is, in the given order. */
  dependencyIds: string[];
}

export function criticalPath(
  events: readonly ScheduleEvent[],
  deps: readonly ScheduleDependency[],
): CriticalPath {
  const network = compileNetwork(events, deps);
  const { from, to, code, lag, extra, outStart, outEdges, inStart, inEdges } = network;
  const order = topologicalOrder(network);
  const count = events.length;

  const earlyStart = new Int32Array(count);
  let projectFinish = -Infinity;
  for (const node of order) {
    let start = network.start[node]!;
    for (let slot = inStart[node]!; slot < inStart[node + 1]!; slot += 1) {
      const edge = inEdges[slot]!;
      const before = from[edge]!;
      const bound = successorStartBound(
        code[edge]!,
        lag[edge]!,
        earlyStart[before]!,
        earlyStart[before]! + extra[before]!,
        extra[node]!,
      );
      if (bound > start) start = bound;
    }
    earlyStart[node] = start;
    projectFinish = Math.max(projectFinish, start + extra[node]!);
  }

  // Events after a cycle are not in the order; their dependencies are ignored here too.
  const ordered = new Uint8Array(count);
  for (const node of order) ordered[node] = 1;
  const critical = new Uint8Array(count);
  const lateFinish = new Int32Array(count);
  for (let at = order.length - 1; at >= 0; at -= 1) {
    const node = order[at]!;
    let finish = projectFinish;
    for (let slot = outStart[node]!; slot < outStart[node + 1]!; slot += 1) {
      const edge = outEdges[slot]!;
      const after = to[edge]!;
      if (ordered[after] === 0) continue;
      const bound = predecessorEndBound(
        code[edge]!,
        lag[edge]!,
        lateFinish[after]! - extra[after]!,
        lateFinish[after]!,
        extra[node]!,
      );
      if (bound < finish) finish = bound;
    }
    lateFinish[node] = finish;
    if (finish <= earlyStart[node]! + extra[node]!) critical[node] = 1;
  }

  const eventIds: string[] = [];
  for (const node of order) if (critical[node] === 1) eventIds.push(network.ids[node]!);
  const dependencyIds: string[] = [];
  network.deps.forEach((dep, edge) => {
    const before = from[edge]!;
    const after = to[edge]!;
    if (critical[before] === 0 || critical[after] === 0) return;
    const bound = successorStartBound(
      code[edge]!,
      lag[edge]!,
      earlyStart[before]!,
      earlyStart[before]! + extra[before]!,
      extra[after]!,
    );
    if (bound === earlyStart[after]) dependencyIds.push(dep.id);
  });
  return { eventIds, dependencyIds };
}
