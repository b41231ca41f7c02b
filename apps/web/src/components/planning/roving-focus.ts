import { useCallback, useEffect, useRef } from 'react';
import type { ArrowKeyPress } from './move-keys';

/*
 * Roving focus (docs/decisions.md D40): a view is one tab stop, whatever it shows. Its stops (the
 * timeline's rows and events, the calendar's days, the table's cells) are laid out in rows; the
 * one that was used last has tabIndex 0, every other -1, and plain arrows, Home and End move
 * between them. Shift+Arrow is not a move of the focus: it moves the focused thing (move-keys.ts).
 *
 *   const direction = rovingDirection(keyEvent);               // null: not a focus move
 *   const next = direction && rovingStep(shape, at, direction); // null: nowhere to go that way
 *   if (next) follow(() => container.querySelector(`[data-stop="${idAt(next)}"]`));
 */

export type RovingDirection = 'previous' | 'next' | 'up' | 'down' | 'first' | 'last';

const DIRECTIONS: Readonly<Record<string, RovingDirection>> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'first',
  End: 'last',
};

/** The focus move a key press asks for: plain arrows, Home and End; null with any modifier or another key. */
export function rovingDirection(press: ArrowKeyPress): RovingDirection | null {
  if (press.altKey || press.ctrlKey || press.metaKey || press.shiftKey) return null;
  return DIRECTIONS[press.key] ?? null;
}

/** A stop: its row and its place in the row. */
export interface RovingPosition {
  row: number;
  column: number;
}

export interface RovingShape {
  /** How many stops each row holds (a row may hold none: up and down pass it by). */
  rowLengths: readonly number[];
  /** Left and right go on into the row before or after at a row's ends (the calendar's days), instead of stopping. */
  wrap?: boolean;
  /**
   * Where up and down land in row `to`, coming from `from` (the timeline: the event nearest in
   * time). Default: the same column, or the row's last stop when it is shorter.
   */
  columnIn?: (to: number, from: RovingPosition) => number;
}

/** The stop `direction` leads to from `at`, or null when there is none that way (the focus stays). */
export function rovingStep(shape: RovingShape, at: RovingPosition, direction: RovingDirection): RovingPosition | null {
  const { rowLengths, wrap = false } = shape;
  const length = rowLengths[at.row] ?? 0;
  switch (direction) {
    case 'first':
      return length > 0 ? { row: at.row, column: 0 } : null;
    case 'last':
      return length > 0 ? { row: at.row, column: length - 1 } : null;
    case 'previous':
    case 'next': {
      const delta = direction === 'next' ? 1 : -1;
      const column = at.column + delta;
      if (column >= 0 && column < length) return { row: at.row, column };
      if (!wrap) return null;
      const row = nextFilledRow(rowLengths, at.row, delta);
      if (row === null) return null;
      return { row, column: delta > 0 ? 0 : rowLengths[row]! - 1 };
    }
    case 'up':
    case 'down': {
      const row = nextFilledRow(rowLengths, at.row, direction === 'down' ? 1 : -1);
      if (row === null) return null;
      const last = rowLengths[row]! - 1;
      const column = shape.columnIn ? shape.columnIn(row, at) : at.column;
      return { row, column: Math.max(0, Math.min(last, column)) };
    }
  }
}

function nextFilledRow(rowLengths: readonly number[], from: number, delta: 1 | -1): number | null {
  for (let row = from + delta; row >= 0 && row < rowLengths.length; row += delta) {
    if ((rowLengths[row] ?? 0) > 0) return row;
  }
  return null;
}

/** How many frames focus waits for its element to be drawn (a virtualised list scrolls it in first). */
export const FOLLOW_FRAMES = 30;

/**
 * Focus that follows a move: `follow(find)` focuses what `find()` returns at once when it is
 * drawn (so the next key press, however quick, starts from it), else tries again each frame (up
 * to FOLLOW_FRAMES) while a virtualised list draws it. A newer `follow` replaces a waiting one.
 * The element is focused without the browser's scroll: the view has already brought it into
 * sight (sticky headers would hide what the browser scrolls to).
 */
export function useFocusFollow(): (find: () => HTMLElement | null | undefined) => void {
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  return useCallback((find: () => HTMLElement | null | undefined) => {
    cancelAnimationFrame(frame.current);
    let tries = 0;
    const attempt = () => {
      const element = find();
      if (element) element.focus({ preventScroll: true });
      else if ((tries += 1) < FOLLOW_FRAMES) frame.current = requestAnimationFrame(attempt);
    };
    attempt();
  }, []);
}

/** The stop element with `data-stop="<id>"` inside `container`. */
export function stopElement(container: HTMLElement | null, id: string): HTMLElement | null {
  return container?.querySelector<HTMLElement>(`[data-stop="${CSS.escape(id)}"]`) ?? null;
}
