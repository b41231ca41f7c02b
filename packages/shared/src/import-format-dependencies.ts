import { ImportFormatError, type ImportDependency, type ImportEvent } from './import-format-shapes.js';
import { DEPENDENCY_TYPES, type DependencyType } from './scheduling/types.js';
import { DEPENDENCY_MESSAGES } from './schemas/dependencies.js';
import { MAX_LAG_DAYS } from './scheduling/types.js';

/*
 * The dependencies of one imported project (docs/decisions.md D36): each names two events of the
 * same project by the ids the file gives them, which the server replaces. The rules are the API's:
 * two different events, one dependency per pair, no cycle, a known type and a whole lag. Files
 * made before dependencies existed have none, which is fine.
 */

const fail = (path: string, message: string): never => {
  throw new ImportFormatError(message, path);
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An event's id in the file (a string, or a number in older hand-made files), or null. */
export function fileIdOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function parseOne(raw: unknown, path: string, titles: Map<string, string | null>): ImportDependency {
  if (!isPlainObject(raw)) return fail(path, 'must be an object');
  const end = (field: 'fromEventId' | 'toEventId'): string => {
    const id = fileIdOf(raw[field]);
    if (id === null) return fail(`${path}.${field}`, 'is required (the id of an event of this project)');
    // null: two events of the project carry this id, so the file does not say which one is meant.
    if (!titles.has(id)) return fail(`${path}.${field}`, `must be the id of an event of this project (no event has id "${id}")`);
    if (titles.get(id) === null) return fail(`${path}.${field}`, `names two events of this project (id "${id}" is not unique)`);
    return id;
  };
  const fromEventId = end('fromEventId');
  const toEventId = end('toEventId');
  if (fromEventId === toEventId) fail(`${path}.toEventId`, DEPENDENCY_MESSAGES.selfDependency);
  let type: DependencyType = 'finish_to_start';
  if (raw.type !== undefined && raw.type !== null) {
    if (!DEPENDENCY_TYPES.includes(raw.type as DependencyType)) fail(`${path}.type`, `must be one of ${DEPENDENCY_TYPES.join(', ')}`);
    type = raw.type as DependencyType;
  }
  let lagDays = 0;
  if (raw.lagDays !== undefined && raw.lagDays !== null) {
    if (typeof raw.lagDays !== 'number' || !Number.isInteger(raw.lagDays) || Math.abs(raw.lagDays) > MAX_LAG_DAYS) {
      fail(`${path}.lagDays`, `must be a whole number of days from -${MAX_LAG_DAYS} to ${MAX_LAG_DAYS}`);
    }
    lagDays = raw.lagDays as number;
  }
  return { fromEventId, toEventId, type, lagDays };
}

/**
 * One cycle the dependencies close, as event ids `[a, …, a]`, or null. Kahn's order leaves out
 * exactly the events on or after a cycle; each of those has a left-out predecessor, so walking
 * back along them must come round. Linear in the dependencies.
 */
function findCycle(dependencies: readonly ImportDependency[]): string[] | null {
  const waiting = new Map<string, number>();
  const successors = new Map<string, string[]>();
  const predecessors = new Map<string, string[]>();
  const push = (map: Map<string, string[]>, key: string, value: string) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const { fromEventId, toEventId } of dependencies) {
    waiting.set(fromEventId, waiting.get(fromEventId) ?? 0);
    waiting.set(toEventId, (waiting.get(toEventId) ?? 0) + 1);
    push(successors, fromEventId, toEventId);
    push(predecessors, toEventId, fromEventId);
  }
  const ready = [...waiting].filter(([, count]) => count === 0).map(([id]) => id);
  for (const id of ready) {
    for (const next of successors.get(id) ?? []) {
      const left = waiting.get(next)! - 1;
      waiting.set(next, left);
      if (left === 0) ready.push(next);
    }
  }
  const leftOut = [...waiting].find(([, count]) => count > 0)?.[0];
  if (leftOut === undefined) return null;
  const visited = new Map<string, number>();
  const walk: string[] = [];
  for (let id = leftOut; !visited.has(id); ) {
    visited.set(id, walk.length);
    walk.push(id);
    id = predecessors.get(id)!.find((before) => waiting.get(before)! > 0)!;
    if (visited.has(id)) {
      const cycle = walk.slice(visited.get(id)).reverse();
      return [...cycle, cycle[0]!];
    }
  }
  return null;
}

/**
 * The project's dependencies (`raw`, absent in older files) checked against its events;
 * `take` counts them against the import's limit before they are read.
 */
export function parseDependencies(
  raw: unknown,
  path: string,
  events: readonly ImportEvent[],
  take: (count: number) => void,
): ImportDependency[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) return fail(path, 'must be an array');
  take(raw.length);
  if (raw.length === 0) return [];
  const titles = new Map<string, string | null>();
  for (const event of events) {
    if (event.fileId !== null) titles.set(event.fileId, titles.has(event.fileId) ? null : event.title);
  }
  const pairs = new Map<string, number>();
  const dependencies = raw.map((item, index) => {
    const dependency = parseOne(item, `${path}[${index}]`, titles);
    const pair = `${dependency.fromEventId}\n${dependency.toEventId}`;
    const first = pairs.get(pair);
    if (first !== undefined) fail(`${path}[${index}]`, `links the same two events as ${path}[${first}]`);
    pairs.set(pair, index);
    return dependency;
  });
  const cycle = findCycle(dependencies);
  if (cycle) fail(path, DEPENDENCY_MESSAGES.importCycle(cycle.map((id) => titles.get(id) ?? id)));
  return dependencies;
}
