import { createContext, useContext, useMemo, useState, type ReactNode, type Ref, type RefObject } from 'react';
import type { PlanningEvent } from '@plotline/shared';
import { TodayLine } from './today-line';
import type { BoardKeys } from './use-board-keys';

/** What a row's events allow: move and open for editing, delete, and whether the project is a freeze (every bar hatched, D45). */
export interface RowRights {
  canEdit: boolean;
  canDelete: boolean;
  isFreeze: boolean;
}

/**
 * What every row of a board shares (docs/decisions.md D53): the canvas's scale and the window of it
 * worth rendering, the scroll box, the event being dragged and what a bar does when used. The
 * timeline board and the portfolio board provide it; their rows (row-events.tsx) read it, so the
 * rows are given only what is their own (layout, rights, the keyboard's stop).
 */
export interface BoardContextValue {
  perDay: number;
  /** The canvas's width and its zoom level's grid (timeline-layout.ts zoomBackground). */
  width: number;
  gridImage: string;
  /** Canvas x range whose events are rendered (use-board-viewport.ts). */
  visibleFrom: number;
  visibleTo: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Width of the sticky row headers over the scroll box's left side. */
  headerWidth: number;
  /** The rows' rights where every row shares them (the timeline: one project); a row may bring its own (the portfolio). */
  rights: RowRights;
  /** Rendered even outside the visible window: unmounted, a dragged bar would lose the pointer. */
  draggingEventId: string | null;
  onDragChange: (eventId: string | null) => void;
  onEdit: (event: PlanningEvent) => void;
  onDelete: (event: PlanningEvent) => void;
  onMove: (event: PlanningEvent, days: number) => void;
  /** A click opens the event elsewhere (the portfolio: in its timeline) instead of its details. */
  onOpen?: (event: PlanningEvent) => void;
  /** Events pointed at from elsewhere (a clash): ringed. */
  highlighted?: ReadonlySet<string>;
  /** The events selected for a bulk change (docs/decisions.md D48). */
  selectedIds?: ReadonlySet<string>;
  onToggleSelect?: (event: PlanningEvent) => void;
}

export const BoardContext = createContext<BoardContextValue | null>(null);

/** The board around a row (BoardContext); a row outside a board is a programming error. */
export function useBoard(): BoardContextValue {
  const board = useContext(BoardContext);
  if (!board) throw new Error('A board row is rendered outside a BoardContext');
  return board;
}

/** What a board says about its rows' events: their rights and what a bar does when used (stable handlers). */
export type BoardActions = Pick<
  BoardContextValue,
  'rights' | 'onEdit' | 'onDelete' | 'onMove' | 'onOpen' | 'highlighted' | 'selectedIds' | 'onToggleSelect'
>;

/**
 * The value a board provides, memoized on its fields (vertical scrolling changes none of them, so
 * the memoized rows are skipped), with the board's dragged event held here. use-board-canvas.ts
 * makes it from the canvas and the board's actions.
 */
export function useBoardValue(fields: Omit<BoardContextValue, 'draggingEventId' | 'onDragChange'>): BoardContextValue {
  const [draggingEventId, setDraggingEventId] = useState<string | null>(null);
  const { perDay, width, gridImage, visibleFrom, visibleTo, scrollRef, headerWidth, rights } = fields;
  const { onEdit, onDelete, onMove, onOpen, highlighted, selectedIds, onToggleSelect } = fields;
  return useMemo(
    () => ({
      perDay,
      width,
      gridImage,
      visibleFrom,
      visibleTo,
      scrollRef,
      headerWidth,
      rights,
      draggingEventId,
      onDragChange: setDraggingEventId,
      onEdit,
      onDelete,
      onMove,
      onOpen,
      highlighted,
      selectedIds,
      onToggleSelect,
    }),
    [perDay, width, gridImage, visibleFrom, visibleTo, scrollRef, headerWidth, rights, draggingEventId, onEdit, onDelete, onMove, onOpen, highlighted, selectedIds, onToggleSelect],
  );
}

/**
 * A board's list of virtualised rows (the timeline's and the portfolio's): `height` tall, the
 * keyboard's handlers (use-board-keys.ts), today's line over every row, and the board's context
 * around the rows.
 */
export function BoardRows({
  ref,
  label,
  height,
  keys,
  todayX,
  board,
  children,
}: {
  /** The list element (the lasso measures where the rows start from it). */
  ref?: Ref<HTMLDivElement>;
  label: string;
  height: number;
  keys: Pick<BoardKeys, 'onKeyDown' | 'onKeyUp' | 'onFocus'>;
  todayX: number | null;
  board: BoardContextValue;
  children: ReactNode;
}) {
  return (
    <div
      ref={ref}
      className="relative"
      style={{ height }}
      role="list"
      aria-label={label}
      onKeyDown={keys.onKeyDown}
      onKeyUp={keys.onKeyUp}
      onFocus={keys.onFocus}
    >
      <TodayLine todayX={todayX} headerWidth={board.headerWidth} />
      <BoardContext value={board}>{children}</BoardContext>
    </div>
  );
}
