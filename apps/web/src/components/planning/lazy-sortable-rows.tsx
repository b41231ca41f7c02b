import { useEffect, useState } from 'react';
import type { DragModule } from './sortable-rows';
import { SortableRowsFrame, type SortableRowsProps } from './sortable-rows-core';

/*
 * SortableRows whose pointer drag (dnd-kit, sortable-rows-drag.tsx) is fetched right after the first
 * paint instead of before it (docs/decisions.md D80): the rows paint without it, the Shift+Arrow keys
 * work at once, and when the chunk arrives the rows are mounted again under dnd-kit's context, long
 * before a hand reaches a handle. A pointer over the rows also asks for it, in case the first fetch
 * failed.
 */

let loaded: DragModule | null = null;
let loading: Promise<DragModule> | null = null;

export function loadRowDrag(): Promise<DragModule> {
  loading ??= import('./sortable-rows-drag').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // the next pointer over the rows asks again
      throw error;
    },
  );
  return loading;
}

export function LazySortableRows(props: SortableRowsProps) {
  const [drag, setDrag] = useState(loaded);
  useEffect(() => {
    if (drag) return;
    let isMounted = true;
    const load = () =>
      loadRowDrag().then(
        (module) => isMounted && setDrag(module),
        () => {},
      );
    void load();
    window.addEventListener('pointerover', load, { once: true });
    return () => {
      isMounted = false;
      window.removeEventListener('pointerover', load);
    };
  }, [drag]);
  return <SortableRowsFrame {...props} drag={drag} />;
}
