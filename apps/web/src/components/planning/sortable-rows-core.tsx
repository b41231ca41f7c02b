import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { DraggableAttributes } from '@dnd-kit/core';
import { FOLLOW_FOCUS_MS, isFocusFree, moveKeyShortcuts, moveKeyStep, ROW_STEPS } from './move-keys';
import type { DragModule } from './sortable-rows';

/*
 * Reordering rows: the one drag mechanism for it (docs/decisions.md D31, D40). The frame and the row hook;
 * sortable-rows.tsx gives them dnd-kit from the start, lazy-sortable-rows.tsx right after the first
 * paint (docs/decisions.md D80).
 *
 *   <SortableRows ids={ids} onReorder={(nextIds) => save(nextIds)} nameOf={(id) => nameById[id]} noun="timeline">
 *     {rows.map((row) => <Row key={row.id} row={row} />)}
 *   </SortableRows>
 *
 *   function Row({ row }) {
 *     const { setNodeRef, style, isDragging, handle } = useSortableRow(row.id, { disabled: !canReorder });
 *     return (
 *       <div ref={setNodeRef} style={style}>
 *         <button type="button" aria-label={`Reorder ${row.name}`} {...handle}>⋮⋮</button> …
 *       </div>
 *     );
 *   }
 *
 * - A pointer drags the handle (dnd-kit's PointerSensor; 4 px of travel before a drag starts, so a
 *   click stays a click). Dropping on another row calls `onReorder` with the new order of all ids.
 * - Shift+ArrowUp / Shift+ArrowDown on the focused handle move the row one place (`handle.onKeyDown`)
 *   and announce the new position; the handle keeps the focus when its row's element is moved.
 *   Plain arrows are not taken: grids keep them for moving focus. dnd-kit's own keyboard sensor
 *   is not used: a virtualized list cannot follow it.
 * - `ids` are the rows in their current order, all of them (also those a virtualized list does not
 *   render). Rows whose ids start with `temp-` (not saved yet) are the caller's to disable.
 * - `handle` holds the handle's ref, dnd-kit's attributes and pointer listeners, the key handler and
 *   `aria-keyshortcuts`; spread it on a <button> and give the button an accessible name.
 */

const REORDER_STEP_SHORTCUTS = moveKeyShortcuts(ROW_STEPS);

interface SortableRowsValue {
  moveBy: (id: string, delta: number) => void;
  /** The pointer drag, or null until it has loaded (the Shift+Arrow keys work without it). */
  drag: DragModule | null;
}

const SortableRowsContext = createContext<SortableRowsValue | null>(null);

export interface SortableRowsProps {
  /** Every row id, in the current order. */
  ids: string[];
  /** The full new order, after a drop or a Shift+Arrow press that moved something. */
  onReorder: (ids: string[]) => void;
  /** A row's name, for what screen readers hear. */
  nameOf: (id: string) => string;
  /** What a row is ('timeline'), for the instructions screen readers hear. */
  noun: string;
  children: ReactNode;
}

/** `ids` with the one at `from` moved to `to`. */
function moveItem(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/**
 * The rows' frame with the pointer drag it is given. When `drag` arrives later, the rows are mounted
 * again under dnd-kit's context (their hooks change: docs/decisions.md D80).
 */
export function SortableRowsFrame({ ids, onReorder, nameOf, noun, drag, children }: SortableRowsProps & { drag: DragModule | null }) {
  const [announcement, setAnnouncement] = useState('');
  const move = useCallback(
    (from: number, to: number) => {
      if (from < 0 || to < 0 || to >= ids.length) return false;
      onReorder(moveItem(ids, from, to));
      return true;
    },
    [ids, onReorder],
  );
  const moveBy = useCallback(
    (id: string, delta: number) => {
      const from = ids.indexOf(id);
      if (move(from, from + delta)) setAnnouncement(`${nameOf(id)} moved to position ${from + delta + 1} of ${ids.length}.`);
    },
    [ids, move, nameOf],
  );
  const onDrop = useCallback((activeId: string, overId: string) => move(ids.indexOf(activeId), ids.indexOf(overId)), [ids, move]);
  const value = useMemo(() => ({ moveBy, drag }), [moveBy, drag]);
  const rows = <SortableRowsContext.Provider value={value}>{children}</SortableRowsContext.Provider>;

  return (
    <>
      {drag ? (
        <drag.DragRows ids={ids} nameOf={nameOf} noun={noun} onDrop={onDrop}>
          {rows}
        </drag.DragRows>
      ) : (
        rows
      )}
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </>
  );
}

/** dnd-kit's attributes (role, tabIndex, aria-*) and pointer listener, plus the Shift+Arrow keys. */
export interface SortableHandleProps extends DraggableAttributes {
  ref: (element: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  'aria-keyshortcuts': string;
}

export interface SortableRow {
  setNodeRef: (element: HTMLElement | null) => void;
  /** The row's move while it is dragged or makes room (vertical only). */
  style: CSSProperties;
  isDragging: boolean;
  /** Spread on the handle button. */
  handle: SortableHandleProps;
}

/** What the pointer drag gives a row (sortable-rows-drag.tsx), or stands in for it until it loads. */
export interface RowDrag {
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  style: CSSProperties;
  isDragging: boolean;
  attributes: DraggableAttributes;
  onPointerDown: ((event: PointerEvent<HTMLElement>) => void) | undefined;
}

const NO_STYLE: CSSProperties = {};
const ignoreNode = () => {};

/** A row before the drag has loaded: dnd-kit's attributes without its description, no pointer drag. */
function usePlainRow(_id: string, disabled: boolean): RowDrag {
  const attributes = useMemo<DraggableAttributes>(
    () => ({
      role: 'button',
      tabIndex: 0,
      'aria-disabled': disabled,
      'aria-pressed': undefined,
      'aria-roledescription': 'sortable',
      'aria-describedby': '',
    }),
    [disabled],
  );
  return { setNodeRef: ignoreNode, setActivatorNodeRef: ignoreNode, style: NO_STYLE, isDragging: false, attributes, onPointerDown: undefined };
}

/** One row of a SortableRows list (see the top of this file). */
export function useSortableRow(id: string, { disabled = false }: { disabled?: boolean } = {}): SortableRow {
  const context = useContext(SortableRowsContext);
  if (!context) throw new Error('useSortableRow is used outside SortableRows');
  const { moveBy, drag } = context;
  // The rows are mounted again when the drag arrives (SortableRowsFrame), so a row keeps one of the two.
  const useRowDrag = drag?.useDragRow ?? usePlainRow;
  const { attributes, onPointerDown, setNodeRef, setActivatorNodeRef, style, isDragging } = useRowDrag(id, disabled);
  // After a Shift+Arrow move React may move the row's element in the DOM, which drops its focus: the
  // handle takes it back in the same commit, before the next press (FOLLOW_FOCUS_MS).
  const handleElement = useRef<HTMLElement | null>(null);
  const followFocusUntil = useRef(0);
  useLayoutEffect(() => {
    const element = handleElement.current;
    if (element && Date.now() < followFocusUntil.current && isFocusFree()) element.focus();
  });
  // One object per change of the handle's parts, so memoized rows given it are not re-rendered.
  const handle = useMemo<SortableHandleProps>(
    () => ({
      ...attributes,
      onPointerDown,
      ref: (element: HTMLElement | null) => {
        setActivatorNodeRef(element);
        handleElement.current = element;
      },
      'aria-keyshortcuts': REORDER_STEP_SHORTCUTS,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const step = moveKeyStep(event, ROW_STEPS);
        if (step === null || disabled) return;
        event.preventDefault();
        followFocusUntil.current = Date.now() + FOLLOW_FOCUS_MS;
        moveBy(id, step);
      },
    }),
    [attributes, onPointerDown, setActivatorNodeRef, disabled, moveBy, id],
  );
  return { setNodeRef, style, isDragging, handle };
}
