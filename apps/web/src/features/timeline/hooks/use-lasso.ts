import { useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

/*
 * The lasso (docs/decisions.md D48): a mouse drag that starts on empty board area draws a rectangle
 * and selects the events whose bars or dots it touches; with Shift or Ctrl/⌘ held they are added to
 * the selection, else they replace it. Mouse only: touch drags scroll the board, and the keyboard
 * selects with Space and Shift+Space.
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

/** Where a lasso may start: the rows' canvas, not an event, a marker, a row header or a control. */
const startsOnEmptyBoard = (target: Element) =>
  target.closest('[role="list"]') !== null && target.closest('button, a, input, [role="group"], [data-stop]') === null;

export function useLasso(options: {
  /** The board's content box, which the rectangle is drawn in (it scrolls with the board). */
  contentRef: RefObject<HTMLElement | null>;
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
    if (!drawn || !content) return;
    const box = content.getBoundingClientRect();
    const onScreen = { ...drawn, left: drawn.left + box.left, top: drawn.top + box.top };
    const ids = [...content.querySelectorAll<HTMLElement>('[data-event-id]')]
      .filter((bar) => touches(onScreen, bar.getBoundingClientRect()))
      .map((bar) => bar.dataset.eventId!)
      .filter((id) => !id.startsWith('temp-'));
    options.onSelect(ids, origin.isAdding ? 'add' : 'replace');
  }

  function onPointerCancel() {
    start.current = null;
    setRect(null);
  }

  return { rect, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}
