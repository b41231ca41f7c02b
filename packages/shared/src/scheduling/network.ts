import { scheduleDay, typeCode } from './rules.js';
import type { ScheduleDependency, ScheduleEvent } from './types.js';

/*
 * Events and dependencies compiled to numbered nodes and edges in typed arrays (adjacency in
 * compressed rows), and the one topological order (Kahn's algorithm) that auto-scheduling and the
 * critical path walk. Everything is linear in events + dependencies: 10,000 events and 5,000
 * dependencies take a few milliseconds (docs/performance.md).
 */

export interface Network {
  ids: string[];
  /** First day and length in days minus one, per node. */
  start: Int32Array;
  extra: Int32Array;
  /** Per edge: its dependency, endpoints, type code and lag. Dependencies naming an unknown event or itself are left out. */
  deps: ScheduleDependency[];
  from: Int32Array;
  to: Int32Array;
  code: Uint8Array;
  lag: Int32Array;
  /** Edges leaving node n: outEdges[outStart[n] … outStart[n + 1]); arriving: the same with `in`. */
  outStart: Int32Array;
  outEdges: Int32Array;
  inStart: Int32Array;
  inEdges: Int32Array;
}

export function compileNetwork(
  events: readonly ScheduleEvent[],
  allDeps: readonly ScheduleDependency[],
): Network {
  const count = events.length;
  const index = new Map<string, number>();
  const start = new Int32Array(count);
  const extra = new Int32Array(count);
  events.forEach((event, node) => {
    index.set(event.id, node);
    start[node] = scheduleDay(event.startDate);
    extra[node] = event.endDate === null ? 0 : scheduleDay(event.endDate) - start[node]!;
  });

  const deps: ScheduleDependency[] = [];
  const fromList: number[] = [];
  const toList: number[] = [];
  for (const dep of allDeps) {
    const from = index.get(dep.fromEventId);
    const to = index.get(dep.toEventId);
    if (from === undefined || to === undefined || from === to) continue;
    deps.push(dep);
    fromList.push(from);
    toList.push(to);
  }
  const from = Int32Array.from(fromList);
  const to = Int32Array.from(toList);
  return {
    ids: events.map((event) => event.id),
    start,
    extra,
    deps,
    from,
    to,
    code: Uint8Array.from(deps, (dep) => typeCode(dep.type)),
    lag: Int32Array.from(deps, (dep) => dep.lagDays),
    ...adjacency(count, from, 'out'),
    ...adjacency(count, to, 'in'),
  } as Network;
}

/** Compressed rows: the edges grouped by the node in `keys` (typed arrays read as numbers, hence the `!`). */
function adjacency(count: number, keys: Int32Array, side: 'out' | 'in') {
  const starts = new Int32Array(count + 1);
  for (const node of keys) starts[node + 1] = starts[node + 1]! + 1;
  for (let node = 0; node < count; node += 1) starts[node + 1] = starts[node + 1]! + starts[node]!;
  const edges = new Int32Array(keys.length);
  const fill = starts.slice(0, count);
  keys.forEach((node, edge) => {
    edges[fill[node]!] = edge;
    fill[node] = fill[node]! + 1;
  });
  return side === 'out' ? { outStart: starts, outEdges: edges } : { inStart: starts, inEdges: edges };
}

/**
 * The member nodes (all when `members` is omitted) in an order where every predecessor comes before
 * its successors, counting only edges between members. Nodes on a cycle (which the server never
 * stores, docs/decisions.md D37) and everything after one are left out rather than looped over.
 */
export function topologicalOrder(network: Network, members?: Uint8Array): Int32Array {
  const { from, to, outStart, outEdges } = network;
  const count = network.ids.length;
  const isMember = (node: number) => members === undefined || members[node] === 1;
  const waiting = new Int32Array(count);
  from.forEach((node, edge) => {
    const next = to[edge]!;
    if (isMember(node) && isMember(next)) waiting[next] = waiting[next]! + 1;
  });
  const order = new Int32Array(count);
  let length = 0;
  for (let node = 0; node < count; node += 1)
    if (isMember(node) && waiting[node] === 0) order[length++] = node;
  for (let at = 0; at < length; at += 1) {
    const node = order[at]!;
    for (let slot = outStart[node]!; slot < outStart[node + 1]!; slot += 1) {
      const next = to[outEdges[slot]!]!;
      if (!isMember(next)) continue;
      waiting[next] = waiting[next]! - 1;
      if (waiting[next] === 0) order[length++] = next;
    }
  }
  return order.subarray(0, length);
}
