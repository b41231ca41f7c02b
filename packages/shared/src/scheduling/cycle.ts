import type { ScheduleDependency } from './types.js';

type Link = Pick<ScheduleDependency, 'fromEventId' | 'toEventId'>;

/** Each event's direct successors, by event id. */
export function successorIds(deps: readonly Link[]): Map<string, string[]> {
  const successors = new Map<string, string[]>();
  for (const dep of deps) {
    const list = successors.get(dep.fromEventId);
    if (list) list.push(dep.toEventId);
    else successors.set(dep.fromEventId, [dep.toEventId]);
  }
  return successors;
}

/**
 * The chain of event ids a new dependency `from → to` would close, as `[to, …, from, to]` (the
 * shortest such chain), or null when it closes none. A dependency of an event on itself is the
 * chain `[to, to]`.
 */
export function findDependencyCycle(
  deps: readonly Link[],
  candidate: { fromEventId: string; toEventId: string },
): string[] | null {
  const { fromEventId, toEventId } = candidate;
  if (fromEventId === toEventId) return [toEventId, toEventId];
  const successors = successorIds(deps);
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
