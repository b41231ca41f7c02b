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
import {
  DndContext,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DraggableAttributes,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { FOLLOW_FOCUS_MS, isFocusFree, moveKeyShortcuts, moveKeyStep, ROW_STEPS } from './move-keys';

/*
 * Reordering rows: the one drag mechanism for it (docs/decisions.md D31, D40).
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

/**
 * One object for every render: useSensor keys its sensor on the options' identity, and a new sensor
 * gives every handle new listeners, so every memoized row in view was drawn again on any change (D73).
 */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };

export function SortableRows({ ids, onReorder, nameOf, noun, children }: SortableRowsProps) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS));
  const [announcement, setAnnouncement] = useState('');

  const positionOf = useCallback(
    (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`,
    [ids],
  );
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))}, ${positionOf(active.id)}.`,
      onDragOver: ({ active, over }) =>
        over ? `${nameOf(String(active.id))} is over ${positionOf(over.id)}.` : undefined,
      onDragEnd: ({ active, over }) =>
        over ? `${nameOf(String(active.id))} was dropped at ${positionOf(over.id)}.` : `${nameOf(String(active.id))} was dropped.`,
      onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} was cancelled.`,
    }),
    [nameOf, positionOf],
  );

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }

  const moveBy = useCallback(
    (id: string, delta: number) => {
      const from = ids.indexOf(id);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= ids.length) return;
      onReorder(arrayMove(ids, from, to));
      setAnnouncement(`${nameOf(id)} moved to position ${to + 1} of ${ids.length}.`);
    },
    [ids, nameOf, onReorder],
  );
  const value = useMemo(() => ({ moveBy }), [moveBy]);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: `To reorder ${noun}s, press Shift+Arrow Up or Shift+Arrow Down on the handle, or drag it with a pointer.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <SortableRowsContext.Provider value={value}>{children}</SortableRowsContext.Provider>
      </SortableContext>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </DndContext>
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

/** One row of a SortableRows list (see the top of this file). */
export function useSortableRow(id: string, { disabled = false }: { disabled?: boolean } = {}): SortableRow {
  const context = useContext(SortableRowsContext);
  if (!context) throw new Error('useSortableRow is used outside SortableRows');
  const { moveBy } = context;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
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
      onPointerDown: listeners?.onPointerDown as SortableHandleProps['onPointerDown'],
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
    [attributes, listeners, setActivatorNodeRef, disabled, moveBy, id],
  );
  const style = useMemo<CSSProperties>(
    () => ({ transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined, transition }),
    [transform, transition],
  );
  return { setNodeRef, style, isDragging, handle };
}
