import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenNotPressed } from '@/lib/after-press';
import { loadOnce } from '@/lib/load-once';
import { focusPlace, restoreFocus, type FocusPlace } from '@/lib/focus-path';
import type { DragModule } from './sortable-rows';
import { SortableRowsFrame, type SortableRowsProps } from './sortable-rows-core';

/*
 * SortableRows whose pointer drag (dnd-kit, sortable-rows-drag.tsx) is fetched right after the first
 * paint of its rows instead of before it (docs/decisions.md D80): the rows paint without it and the
 * Shift+Arrow keys work at once; when the chunk arrives the rows are mounted again under dnd-kit's
 * context, long before a hand reaches a handle, and the focus stays where it was (an event a link or a
 * clash has just focused, lib/focus-path.ts). A press in progress finishes first: the rows are
 * mounted again after its release and click (lib/after-press.ts, D88). A pointer on the page also
 * asks for it, in case the first fetch failed.
 */

// A failed fetch is forgotten: the next pointer over the rows asks again.
const rowDrag = loadOnce<DragModule>(() => import('./sortable-rows-drag'));
export const loadRowDrag = rowDrag.load;

export function LazySortableRows(props: SortableRowsProps) {
  const [drag, setDrag] = useState(rowDrag.loaded);
  const hasRows = props.ids.length > 0;
  // The focus inside the rows before they are mounted again, given back in the same commit.
  const keptFocus = useRef<FocusPlace | null>(null);
  useLayoutEffect(() => {
    restoreFocus(keptFocus.current);
    keptFocus.current = null;
  }, [drag]);
  useEffect(() => {
    // Asked for once rows are drawn, after the frame that paints them: never before the board's first
    // paint, nor for a list with no rows.
    if (drag || !hasRows) return;
    let isMounted = true;
    let timer = 0;
    const load = () =>
      loadRowDrag().then(
        (module) => {
          // A press on a bar finishes on the element it began on (lib/after-press.ts).
          whenNotPressed(() => {
            if (!isMounted) return;
            keptFocus.current = focusPlace();
            // At once: a frame in between could move the focus (a link's focus request) after the place was noted.
            flushSync(() => setDrag(module));
          });
        },
        () => {},
      );
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(load)));
    window.addEventListener('pointerover', load, { once: true });
    return () => {
      isMounted = false;
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.removeEventListener('pointerover', load);
    };
  }, [drag, hasRows]);
  return <SortableRowsFrame {...props} drag={drag} />;
}
