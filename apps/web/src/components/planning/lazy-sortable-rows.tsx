import { useEffect } from 'react';
import { FocusKept } from '@/components/lazy/focus-kept';
import { useTransitionSwap } from '@/components/lazy/use-transition-swap';
import { loadOnce } from '@/lib/load-once';
import { inTurn } from '@/lib/chunk-turns';
import type { DragModule } from './sortable-rows';
import { SortableRowsFrame, type SortableRowsProps } from './sortable-rows-core';

/*
 * SortableRows whose pointer drag (dnd-kit, sortable-rows-drag.tsx) is fetched right after the first
 * paint of its rows instead of before it (docs/decisions.md D80): the rows paint without it and the
 * Shift+Arrow keys work at once; when the chunk arrives the rows are mounted again under dnd-kit's
 * context, long before a hand reaches a handle, and the focus stays where it was (an event a link or a
 * clash has just focused, components/lazy/focus-kept.tsx). The rows are drawn again in a transition,
 * in slices between which the page answers input, a press keeping the element it began on
 * (components/lazy/use-transition-swap.ts, D88, D92). A pointer on the page also asks for the
 * drag, in case the first fetch failed.
 */

// A failed fetch is forgotten: the next pointer over the rows asks again.
const rowDrag = loadOnce<DragModule>(() => import('./sortable-rows-drag'));
export const loadRowDrag = rowDrag.load;

export function LazySortableRows(props: SortableRowsProps) {
  const { shown: drag, swapIn } = useTransitionSwap<DragModule>(rowDrag.loaded());
  const hasRows = props.ids.length > 0;
  useEffect(() => {
    // Asked for once rows are drawn, after the frame that paints them: never before the board's first
    // paint, nor for a list with no rows.
    if (drag || !hasRows) return;
    let timer = 0;
    const load = () => loadRowDrag().then(swapIn, () => {});
    // After the paint, in turn with the other chunks fetched then (lib/chunk-turns.ts); a pointer at once.
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => void inTurn(load))));
    window.addEventListener('pointerover', load, { once: true });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.removeEventListener('pointerover', load);
    };
  }, [drag, hasRows, swapIn]);
  return (
    <FocusKept across={drag}>
      <SortableRowsFrame {...props} drag={drag} />
    </FocusKept>
  );
}
