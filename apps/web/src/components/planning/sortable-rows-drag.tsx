import { useMemo, type CSSProperties, type ReactNode } from 'react';
import {
  DndContext,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { RowDrag } from './sortable-rows-core';

/*
 * The pointer drag of sortable-rows.tsx, loaded right after the first paint (docs/decisions.md D80):
 * dnd-kit's context around the rows and its per-row hook. Everything else (the Shift+Arrow keys,
 * the announcements of a keyboard move) stays in sortable-rows.tsx, so it works before this arrives.
 */

/**
 * One object for every render: useSensor keys its sensor on the options' identity, and a new sensor
 * gives every handle new listeners, so every memoized row in view was drawn again on any change (D73).
 */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };

export interface DragRowsProps {
  ids: string[];
  nameOf: (id: string) => string;
  noun: string;
  /** A drop of `activeId` over `overId`. */
  onDrop: (activeId: string, overId: string) => void;
  children: ReactNode;
}

export function DragRows({ ids, nameOf, noun, onDrop, children }: DragRowsProps) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS));
  const announcements = useMemo<Announcements>(() => {
    const positionOf = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
    return {
      onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))}, ${positionOf(active.id)}.`,
      onDragOver: ({ active, over }) =>
        over ? `${nameOf(String(active.id))} is over ${positionOf(over.id)}.` : undefined,
      onDragEnd: ({ active, over }) =>
        over ? `${nameOf(String(active.id))} was dropped at ${positionOf(over.id)}.` : `${nameOf(String(active.id))} was dropped.`,
      onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} was cancelled.`,
    };
  }, [ids, nameOf]);

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) onDrop(String(active.id), String(over.id));
  }

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
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A row's dnd-kit parts: its node, its move while dragged, the handle's attributes and pointer listener. */
export function useDragRow(id: string, disabled: boolean): RowDrag {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const style = useMemo<CSSProperties>(
    () => ({ transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined, transition }),
    [transform, transition],
  );
  return {
    setNodeRef,
    setActivatorNodeRef,
    style,
    isDragging,
    attributes,
    onPointerDown: listeners?.onPointerDown as RowDrag['onPointerDown'],
  };
}
