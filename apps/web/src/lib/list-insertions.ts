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

/*
 * The earlier list is held by a WeakRef: held strongly, each merged list kept the one before it,
 * and that one its own, so every version of a timeline's events stayed alive while a project paged
 * in (docs/decisions.md D93). One step back is all a layout looks at.
 */
const insertions = new WeakMap<readonly object[], { from: WeakRef<readonly object[]>; inserted: readonly object[] }>();

export function recordInsertion<T extends object>(list: readonly T[], insertion: Insertion<T>): void {
  insertions.set(list, { from: new WeakRef(insertion.from), inserted: insertion.inserted });
}

/** What was inserted into `list`, while the list it was made from is still held elsewhere. */
export function insertionOf<T extends object>(list: readonly T[]): Insertion<T> | undefined {
  const record = insertions.get(list);
  const from = record?.from.deref();
  return record && from ? ({ from, inserted: record.inserted } as Insertion<T>) : undefined;
}
