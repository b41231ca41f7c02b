import type { KeyboardEvent } from 'react';
import type { ColumnId } from './column-widths';
import type { TableRow } from './table-rows';
import type { EditableColumn } from '../components/cell-editor';

/** One cell of the grid: the row's event and the column. */
export interface CellAddress {
  eventId: string;
  column: ColumnId;
}

export const ROW_HEIGHT = 44;
export const HEADER_HEIGHT = 52;
export const ADD_FORM_HEIGHT = 120;

/** What a cell reads as (and what a screen reader hears). */
export function cellText(row: TableRow, column: ColumnId): string {
  switch (column) {
    case 'timeline':
      return row.timelineName;
    case 'objective':
      return row.objectiveName;
    case 'title':
      return row.title;
    case 'startDate':
      return row.startDate;
    case 'endDate':
      return row.endDate ?? '';
    case 'duration':
      return row.duration;
    case 'description':
      return row.description;
    // The slip comes from the compared baseline (components/slip-cell.tsx), the predecessors'
    // titles from the project's dependencies (components/depends-on-cell.tsx).
    case 'slip':
    case 'dependsOn':
      return '';
  }
}

/** The value an editor opens with (the objective's key, not its name). */
export function editorInitial(row: TableRow, column: EditableColumn): string {
  return column === 'objective' ? row.objective : cellText(row, column);
}

/** The `data-cell` attribute that finds a cell's element for focus. */
export const cellId = (address: CellAddress) => `${address.eventId}:${address.column}`;

/** Escape on a control inside a cell (Delete Timeline, a "Depends on" title) gives the focus back to the cell. */
export function backToCell(keyEvent: KeyboardEvent<HTMLElement>): void {
  if (keyEvent.key !== 'Escape') return;
  keyEvent.preventDefault();
  keyEvent.currentTarget.closest<HTMLElement>('[data-cell]')?.focus();
}
