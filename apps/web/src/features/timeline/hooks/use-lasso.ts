import { useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { LANE_HEIGHT, ROW_PADDING } from '@plotline/shared';
import { drawnExtent, isSingleDayEvent } from '@/components/planning/timeline/timeline-layout';
import type { TimelineLayout } from '@/components/planning/timeline/use-row-layouts';

/*
 * The lasso (docs/decisions.md D48, D64): a mouse drag that starts on empty board area draws a
 * rectangle and selects the events whose bars or dots it touches; with Shift or Ctrl/⌘ held they are
 * added to the selection, else they replace it. Mouse only: touch drags scroll the board, and the
 * keyboard selects with Space and Shift+Space. What it touches is worked out from the rows' layouts
 * (where the board draws each event), not from the DOM: the board renders only the rows and events
 * near the view, and a lasso must not miss the ones it has not drawn.
 */

/** Pointer travel below this is a click on the board, not a lasso. */
const LASSO_THRESHOLD_PX = 4;

export interface LassoRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Whether two client rectangles touch. */
export const touches = (a: LassoRect, b: { left: number; top: number; right: number; bottom: number }) =>
  a.left <= b.right && a.left + a.width >= b.left && a.top <= b.bottom && a.top + a.height >= b.top;

/** A row as the lasso needs it: where each event is drawn and how tall the row is. */
type RowLayout = Pick<TimelineLayout, 'placed' | 'height'>;

/**
 * The ids of the events whose drawn dot, diamond or bar touches `rect` (content-box pixels): rows
 * stacked from `listTop` in layout order, each event `headerWidth` to the right of its canvas x and
 * in its lane, as timeline-event.tsx draws it (a dot or diamond as tall as it is wide, centred in
 * its lane; a bar filling the lane but for 1 px above and 3 px below). Optimistic events (temp- ids)
 * are left out: they have no server id to change yet.
 */
export function eventsInRect(rect: LassoRect, layouts: readonly RowLayout[], box: { listTop: number; headerWidth: number }): string[] {
  const ids: string[] = [];
  let rowTop = box.listTop;
  for (const layout of layouts) {
    const top = rowTop;
    rowTop += layout.height;
    if (!touches(rect, { left: -Infinity, right: Infinity, top, bottom: rowTop })) continue;
    for (const { event, geometry, lane } of layout.placed) {
      if (event.id.startsWith('temp-')) continue;
      const isSingleDay = isSingleDayEvent(event);
      const { left, right } = drawnExtent(geometry, isSingleDay, event.isMilestone === true);
      const laneTop = top + ROW_PADDING + lane * LANE_HEIGHT;
      const size = right - left;
      const drawn = isSingleDay
        ? { top: laneTop + (LANE_HEIGHT - size) / 2 - 1, bottom: laneTop + (LANE_HEIGHT + size) / 2 - 1 }
        : { top: laneTop + 1, bottom: laneTop + LANE_HEIGHT - 3 };
      if (touches(rect, { left: box.headerWidth + left, right: box.headerWidth + right, ...drawn })) ids.push(event.id);
    }
  }
  return ids;
}

/** Where a lasso may start: the rows' canvas, not an event, a marker, a row header or a control. */
const startsOnEmptyBoard = (target: Element) =>
  target.closest('[role="list"]') !== null && target.closest('button, a, input, [role="group"], [data-stop]') === null;

export function useLasso(options: {
  /** The board's content box, which the rectangle is drawn in (it scrolls with the board). */
  contentRef: RefObject<HTMLElement | null>;
  /** The rows' list inside it (the rows stack from its top). */
  listRef: RefObject<HTMLElement | null>;
  /** Every row's layout, in the board's order (use-row-layouts.ts), drawn or not. */
  layouts: readonly RowLayout[];
  /** The row headers' width: the canvas starts there. */
  headerWidth: number;
  onSelect: (eventIds: string[], mode: 'replace' | 'add') => void;
}) {
  const { contentRef } = options;
  const start = useRef<{ pointerId: number; x: number; y: number; isAdding: boolean } | null>(null);
  const [rect, setRect] = useState<LassoRect | null>(null);

  const rectTo = (clientX: number, clientY: number): LassoRect | null => {
    const origin = start.current;
    const box = contentRef.current?.getBoundingClientRect();
    if (!origin || !box) return null;
    const x = clientX - box.left;
    const y = clientY - box.top;
    return { left: Math.min(origin.x, x), top: Math.min(origin.y, y), width: Math.abs(x - origin.x), height: Math.abs(y - origin.y) };
  };

  function onPointerDown(pointerEvent: ReactPointerEvent<HTMLElement>) {
    if (pointerEvent.pointerType !== 'mouse' || pointerEvent.button !== 0) return;
    if (!startsOnEmptyBoard(pointerEvent.target as Element)) return;
    const box = contentRef.current?.getBoundingClientRect();
    if (!box) return;
    start.current = {
      pointerId: pointerEvent.pointerId,
      x: pointerEvent.clientX - box.left,
      y: pointerEvent.clientY - box.top,
      isAdding: pointerEvent.shiftKey || pointerEvent.ctrlKey || pointerEvent.metaKey,
    };
    pointerEvent.currentTarget.setPointerCapture(pointerEvent.pointerId);
    // No text selection while lassoing.
    pointerEvent.preventDefault();
  }

  function onPointerMove(pointerEvent: ReactPointerEvent<HTMLElement>) {
    if (start.current?.pointerId !== pointerEvent.pointerId) return;
    const next = rectTo(pointerEvent.clientX, pointerEvent.clientY);
    if (next && (rect || next.width >= LASSO_THRESHOLD_PX || next.height >= LASSO_THRESHOLD_PX)) setRect(next);
  }

  function onPointerUp(pointerEvent: ReactPointerEvent<HTMLElement>) {
    const origin = start.current;
    if (origin?.pointerId !== pointerEvent.pointerId) return;
    start.current = null;
    const drawn = rect;
    setRect(null);
    const content = contentRef.current;
    const list = options.listRef.current;
    if (!drawn || !content || !list) return;
    const listTop = list.getBoundingClientRect().top - content.getBoundingClientRect().top;
    options.onSelect(eventsInRect(drawn, options.layouts, { listTop, headerWidth: options.headerWidth }), origin.isAdding ? 'add' : 'replace');
  }

  function onPointerCancel() {
    start.current = null;
    setRect(null);
  }

  return { rect, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}
