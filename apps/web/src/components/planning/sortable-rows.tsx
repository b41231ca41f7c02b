import * as drag from './sortable-rows-drag';
import { SortableRowsFrame, type SortableRowsProps } from './sortable-rows-core';

/*
 * Reordering rows with the pointer drag there from the first render (the table). The timeline's
 * board takes lazy-sortable-rows.tsx, whose drag loads right after its first paint (docs/decisions.md
 * D80). How to use both: sortable-rows-core.tsx.
 */

export type DragModule = typeof drag;
export { useSortableRow, type SortableHandleProps, type SortableRow, type SortableRowsProps } from './sortable-rows-core';

export function SortableRows(props: SortableRowsProps) {
  return <SortableRowsFrame {...props} drag={drag} />;
}
