/*
 * Lists made from an earlier list by inserting items only (none removed or replaced), with what was
 * inserted: a page of events merged into a timeline (api/planning/project-pages.ts) says so, and a
 * row's layout (components/planning/timeline/use-row-layouts.ts) then checks only the inserted
 * events against its range instead of every event (docs/decisions.md D75). Held weakly.
 */

export interface Insertion<T> {
  from: readonly T[];
  inserted: readonly T[];
}

const insertions = new WeakMap<readonly object[], Insertion<object>>();

export function recordInsertion<T extends object>(list: readonly T[], insertion: Insertion<T>): void {
  insertions.set(list, insertion);
}

export function insertionOf<T extends object>(list: readonly T[]): Insertion<T> | undefined {
  return insertions.get(list) as Insertion<T> | undefined;
}
