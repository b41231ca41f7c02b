import type { ScheduleDependency } from './types.js';

/*
 * The dependency graph as adjacency lists keyed by event id, and the one topological order
 * (Kahn's algorithm) both auto-scheduling and the critical path walk. Linear in events + deps.
 */

export interface DependencyGraph {
  /** Dependencies leaving each event (the event is the predecessor). */
  outgoing: Map<string, ScheduleDependency[]>;
  /** Dependencies arriving at each event (the event is the successor). */
  incoming: Map<string, ScheduleDependency[]>;
}

function push(map: Map<string, ScheduleDependency[]>, key: string, dep: ScheduleDependency): void {
  const list = map.get(key);
  if (list) list.push(dep);
  else map.set(key, [dep]);
}

export function buildGraph(deps: readonly ScheduleDependency[]): DependencyGraph {
  const outgoing = new Map<string, ScheduleDependency[]>();
  const incoming = new Map<string, ScheduleDependency[]>();
  for (const dep of deps) {
    push(outgoing, dep.fromEventId, dep);
    push(incoming, dep.toEventId, dep);
  }
  return { outgoing, incoming };
}

/**
 * The given events in an order where every predecessor comes before its successors, counting
 * only dependencies between two of the given events. Events on a cycle (which the server never
 * stores, docs/decisions.md D37) and everything after one are left out rather than looped over.
 */
export function topologicalOrder(ids: Iterable<string>, graph: DependencyGraph): string[] {
  const members = new Set(ids);
  const waiting = new Map<string, number>();
  for (const id of members) {
    let count = 0;
    for (const dep of graph.incoming.get(id) ?? []) if (members.has(dep.fromEventId)) count += 1;
    waiting.set(id, count);
  }
  const order: string[] = [];
  for (const [id, count] of waiting) if (count === 0) order.push(id);
  for (const id of order) {
    for (const dep of graph.outgoing.get(id) ?? []) {
      const left = waiting.get(dep.toEventId);
      if (left === undefined) continue;
      waiting.set(dep.toEventId, left - 1);
      if (left === 1) order.push(dep.toEventId);
    }
  }
  return order;
}

/**
 * The chain of event ids a new dependency `from → to` would close, as `[to, …, from, to]` (the
 * shortest such chain), or null when it closes none. A dependency of an event on itself is the
 * chain `[to, to]`.
 */
export function findDependencyCycle(
  deps: readonly Pick<ScheduleDependency, 'fromEventId' | 'toEventId'>[],
  candidate: { fromEventId: string; toEventId: string },
): string[] | null {
  const { fromEventId, toEventId } = candidate;
  if (fromEventId === toEventId) return [toEventId, toEventId];
  const successors = new Map<string, string[]>();
  for (const dep of deps) {
    const list = successors.get(dep.fromEventId);
    if (list) list.push(dep.toEventId);
    else successors.set(dep.fromEventId, [dep.toEventId]);
  }
  // Breadth-first from the candidate's successor: reaching its predecessor closes the loop.
  const cameFrom = new Map<string, string>([[toEventId, toEventId]]);
  const queue = [toEventId];
  for (const id of queue) {
    for (const next of successors.get(id) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, id);
      if (next === fromEventId) return [...chainTo(cameFrom, next, toEventId), toEventId];
      queue.push(next);
    }
  }
  return null;
}

function chainTo(cameFrom: Map<string, string>, last: string, first: string): string[] {
  const chain = [last];
  for (let id = last; id !== first;) {
    id = cameFrom.get(id) as string;
    chain.push(id);
  }
  return chain.reverse();
}
