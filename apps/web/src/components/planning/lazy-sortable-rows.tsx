import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FocusKept } from '@/components/lazy/focus-kept';
import { whenNotPressed } from '@/lib/after-press';
import { loadOnce } from '@/lib/load-once';
import type { DragModule } from './sortable-rows';
import { SortableRowsFrame, type SortableRowsProps } from './sortable-rows-core';

/*
 * SortableRows whose pointer drag (dnd-kit, sortable-rows-drag.tsx) is fetched right after the first
 * paint of its rows instead of before it (docs/decisions.md D80): the rows paint without it and the
 * Shift+Arrow keys work at once; when the chunk arrives the rows are mounted again under dnd-kit's
 * context, long before a hand reaches a handle, and the focus stays where it was (an event a link or a
 * clash has just focused, components/lazy/focus-kept.tsx). The rows are drawn again in a transition,
 * in slices between which the page answers input (D92). A press finishes on the element it began on:
 * the swap waits for a press in progress (lib/after-press.ts, D88), and a press begun while the new
 * rows are being drawn drops them before they are shown; they are drawn again after its release and
 * click. A pointer on the page also asks for the drag, in case the first fetch failed.
 */

// A failed fetch is forgotten: the next pointer over the rows asks again.
const rowDrag = loadOnce<DragModule>(() => import('./sortable-rows-drag'));
export const loadRowDrag = rowDrag.load;

export function LazySortableRows(props: SortableRowsProps) {
  const [drag, setDrag] = useState(rowDrag.loaded);
  const hasRows = props.ids.length > 0;
  // Whether the rows shown are dnd-kit's: set in the commit that shows them, before any later event.
  const isSwappedIn = useRef(drag !== null);
  useLayoutEffect(() => {
    isSwappedIn.current = drag !== null;
  }, [drag]);
  useEffect(() => {
    // Asked for once rows are drawn, after the frame that paints them: never before the board's first
    // paint, nor for a list with no rows.
    if (drag || !hasRows) return;
    let isMounted = true;
    let timer = 0;
    // The module whose rows are being drawn, not yet shown.
    let drawing: DragModule | null = null;
    const swapIn = (module: DragModule) =>
      whenNotPressed(() => {
        if (!isMounted || isSwappedIn.current) return;
        drawing = module;
        startTransition(() => setDrag(module));
      });
    // A press on the old rows outranks the transition: the urgent update undoes the swap before it is
    // committed (the transition is rebased on it), and the swap waits for the release.
    const onPress = () => {
      if (!drawing || isSwappedIn.current) return;
      const module = drawing;
      drawing = null;
      setDrag(null);
      swapIn(module);
    };
    const load = () => loadRowDrag().then(swapIn, () => {});
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(load)));
    window.addEventListener('pointerover', load, { once: true });
    // After lib/after-press.ts's own listener (registered when it loaded), which marks the press.
    window.addEventListener('pointerdown', onPress, true);
    return () => {
      isMounted = false;
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.removeEventListener('pointerover', load);
      window.removeEventListener('pointerdown', onPress, true);
    };
  }, [drag, hasRows]);
  return (
    <FocusKept across={drag}>
      <SortableRowsFrame {...props} drag={drag} />
    </FocusKept>
  );
}
