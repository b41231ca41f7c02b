import { useMemo, useSyncExternalStore } from 'react';

/*
 * The events selected for a bulk change (docs/decisions.md D48), shared by the timeline and the
 * table: one small store for the open project, so a selection made in one view is still there in
 * the other. Opening another project starts an empty selection.
 */

export interface SelectionState {
  projectId: string | null;
  ids: ReadonlySet<string>;
  /** The event last toggled: Shift+Space selects from it to the focused one. */
  anchor: string | null;
}

const EMPTY: ReadonlySet<string> = new Set();
let state: SelectionState = { projectId: null, ids: EMPTY, anchor: null };
const listeners = new Set<() => void>();

function setState(next: SelectionState): void {
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => state;

/** `ids` with `id` added, or taken out when it was there. */
export function toggled(ids: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(ids);
  if (!next.delete(id)) next.add(id);
  return next;
}

export interface EventSelection {
  ids: ReadonlySet<string>;
  anchor: string | null;
  toggle: (id: string) => void;
  /** Selects `ids`, instead of (`replace`) or besides (`add`) what was selected. */
  select: (ids: Iterable<string>, mode: 'replace' | 'add') => void;
  clear: () => void;
}

/** A selection that stays empty: for boards shown without bulk changes (tests, read-only uses). */
export const NO_SELECTION: EventSelection = { ids: EMPTY, anchor: null, toggle: () => {}, select: () => {}, clear: () => {} };

export function useEventSelection(projectId: string | null): EventSelection {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const ids = current.projectId === projectId ? current.ids : EMPTY;
  const anchor = current.projectId === projectId ? current.anchor : null;
  return useMemo(
    () => ({
      ids,
      anchor,
      toggle: (id) => setState({ projectId, ids: toggled(ids, id), anchor: id }),
      select: (more, mode) => {
        const next = new Set(mode === 'add' ? ids : []);
        for (const id of more) next.add(id);
        setState({ projectId, ids: next, anchor });
      },
      clear: () => setState({ projectId, ids: EMPTY, anchor: null }),
    }),
    [projectId, ids, anchor],
  );
}

/** Test seam: forget any selection. */
export function resetSelectionForTests(): void {
  setState({ projectId: null, ids: EMPTY, anchor: null });
}
