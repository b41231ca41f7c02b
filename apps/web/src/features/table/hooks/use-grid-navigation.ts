import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { rovingDirection, rovingStep, type RovingDirection } from '@/components/planning/roving-focus';
import type { ColumnId } from '../utils/column-widths';
import { cellId, editorInitial, type CellAddress } from '../utils/grid-cells';
import type { ItemIndex } from '../utils/item-index';
import type { TableRow } from '../utils/table-rows';
import type { VirtualItem } from '../utils/virtual-items';
import { isEditableColumn, type EditableColumn } from '../components/cell-editor';

export type FinishEditing = (
  row: TableRow,
  column: EditableColumn,
  value: string | null,
  move?: 'next' | 'previous',
) => void;

interface GridNavigationOptions {
  items: VirtualItem[];
  /** Made once per item list by the grid (utils/item-index.ts). */
  index: ItemIndex;
  columns: ColumnId[];
  canEdit: boolean;
  scrollRef: RefObject<HTMLDivElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  onSaveCell: (row: TableRow, column: EditableColumn, value: string) => void;
  /** Delete on a cell asks to delete its event (or says why it cannot). */
  onDeleteRow: (row: TableRow) => void;
  /** Space: the row's event in or out of the bulk selection (docs/decisions.md D48). */
  onToggleRow?: (row: TableRow) => void;
}

/**
 * The grid's keyboard (docs/decisions.md D40, the same care as the timeline's and the calendar's):
 * one cell at a time is tabbable (roving tabindex, components/planning/roving-focus.ts); plain
 * arrows, Home/End and Tab move between cells, Enter or F2 edit (double-click too), Delete asks to
 * delete the row's event, and the editor's Enter/Tab/Escape come back here (Escape leaves the editor,
 * or a control inside a cell, for the cell). Shift+Arrow is not taken: it reorders on the timeline
 * handles (move-keys.ts).
 */
export function useGridNavigation({
  items,
  index,
  columns,
  canEdit,
  scrollRef,
  virtualizer,
  onSaveCell,
  onDeleteRow,
  onToggleRow,
}: GridNavigationOptions) {
  const [active, setActive] = useState<CellAddress | null>(null);
  const [editing, setEditing] = useState<CellAddress | null>(null);
  const shouldFocus = useRef(false);

  const firstRow = items[index.indexOfRow(0) ?? -1];
  const current: CellAddress | null =
    active && columns.includes(active.column) && index.indexOfEvent(active.eventId) !== undefined
      ? active
      : firstRow?.kind === 'row'
        ? { eventId: firstRow.row.id, column: columns[0]! }
        : null;

  // Focus follows `current` a frame after a move (the virtualiser may have to render the cell first).
  // A render before that frame (a saved edit reaches the page in a microtask) schedules it again.
  useEffect(() => {
    if (!shouldFocus.current || !current || editing) return;
    const frame = requestAnimationFrame(() => {
      const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${CSS.escape(cellId(current))}"]`);
      if (!cell) return;
      shouldFocus.current = false;
      cell.focus();
    });
    return () => cancelAnimationFrame(frame);
  });

  const moveTo = useCallback(
    (address: CellAddress) => {
      const itemIndex = index.indexOfEvent(address.eventId);
      if (itemIndex !== undefined) virtualizer.scrollToIndex(itemIndex, { align: 'auto' });
      shouldFocus.current = true;
      setActive(address);
    },
    [index, virtualizer],
  );

  /** The cell `direction` leads to from `from`; Tab's previous/next `wrap` across rows. */
  const step = useCallback(
    (from: CellAddress, direction: RovingDirection, wrap = false): CellAddress | null => {
      const itemIndex = index.indexOfEvent(from.eventId);
      const row = itemIndex === undefined ? -1 : index.rowNumberOf(itemIndex);
      if (row < 0) return null;
      const shape = { rowLengths: Array.from({ length: index.rowCount }, () => columns.length), wrap };
      const next = rovingStep(shape, { row, column: columns.indexOf(from.column) }, direction);
      const item = next ? items[index.indexOfRow(next.row) ?? -1] : undefined;
      return next && item?.kind === 'row' ? { eventId: item.row.id, column: columns[next.column]! } : null;
    },
    [columns, items, index],
  );

  const startEditing = useCallback(
    (address: CellAddress) => {
      if (!canEdit || !isEditableColumn(address.column)) return;
      setActive(address);
      setEditing(address);
    },
    [canEdit],
  );

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (editing || !current) return;
    const target = event.target as HTMLElement;
    if (!target.dataset.cell) return;
    const direction = rovingDirection(event);
    if (direction) {
      event.preventDefault();
      const next = step(current, direction);
      if (next) moveTo(next);
    } else if (event.key === 'Tab') {
      const next = step(current, event.shiftKey ? 'previous' : 'next', true);
      if (next) {
        event.preventDefault();
        moveTo(next);
      }
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      if (canEdit && isEditableColumn(current.column)) startEditing(current);
      // A cell that holds a control instead (the timeline cell's 'Delete Timeline'): Enter moves
      // focus into it, as in the ARIA grid pattern; Escape comes back.
      else target.querySelector<HTMLElement>('button')?.focus();
    } else if (event.key === ' ' && onToggleRow) {
      const item = items[index.indexOfEvent(current.eventId) ?? -1];
      if (item?.kind !== 'row') return;
      event.preventDefault();
      onToggleRow(item.row);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && canEdit) {
      const item = items[index.indexOfEvent(current.eventId) ?? -1];
      if (item?.kind !== 'row') return;
      event.preventDefault();
      onDeleteRow(item.row);
    }
  }

  // The cache holds a saved value as soon as onSaveCell returns (docs/decisions.md D32), so the
  // render that closes the editor already shows it.
  const finishEditing: FinishEditing = (row, column, value, move) => {
    setEditing(null);
    if (value !== null && value !== editorInitial(row, column)) onSaveCell(row, column, value);
    const address = { eventId: row.id, column };
    const next = move ? step(address, move, true) : null;
    moveTo(next ?? address);
  };

  return {
    current,
    editing,
    rowCount: index.rowCount,
    setActive,
    startEditing,
    finishEditing,
    handleKeyDown,
  };
}
