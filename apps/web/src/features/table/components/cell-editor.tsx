import { useEffect, useRef, useState } from 'react';
import { descriptionSchema, titleSchema, type ObjectiveMap } from '@plotline/shared';
import type { ColumnId } from '../utils/column-widths';

export type EditableColumn = Extract<
  ColumnId,
  'objective' | 'title' | 'startDate' | 'endDate' | 'description'
>;
export const EDITABLE_COLUMNS: readonly ColumnId[] = [
  'objective',
  'title',
  'startDate',
  'endDate',
  'description',
];
export const isEditableColumn = (column: ColumnId): column is EditableColumn =>
  EDITABLE_COLUMNS.includes(column);

/**
 * The in-cell editor: Enter saves, Escape cancels, leaving the field (or clicking outside) saves.
 * `onDone` gets the value to save, or null to cancel.
 */
/** What the API accepts, so a cell cannot hold more than can be saved. */
const TEXT_LIMITS: Partial<Record<EditableColumn, number>> = {
  title: titleSchema.maxLength ?? undefined,
  description: descriptionSchema.maxLength ?? undefined,
};

export function CellEditor({
  column,
  initial,
  label,
  objectives,
  onDone,
}: {
  column: EditableColumn;
  initial: string;
  label: string;
  objectives: ObjectiveMap;
  onDone: (value: string | null, move?: 'next' | 'previous') => void;
}) {
  const [value, setValue] = useState(initial);
  const isDone = useRef(false);
  const ref = useRef<HTMLInputElement & HTMLSelectElement>(null);

  useEffect(() => {
    const element: HTMLElement | null = ref.current;
    element?.focus();
    if (element instanceof HTMLInputElement && element.type === 'text') element.select();
  }, []);

  const finish = (next: string | null, move?: 'next' | 'previous') => {
    if (isDone.current) return;
    isDone.current = true;
    onDone(next, move);
  };

  const common = {
    'aria-label': label,
    className:
      'h-8 w-full rounded border border-brand-500 bg-white px-2 text-sm focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
    onBlur: () => finish(value),
    onKeyDown: (event: React.KeyboardEvent) => {
      event.stopPropagation();
      if (event.key === 'Enter') {
        event.preventDefault();
        finish(value);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        finish(null);
      } else if (event.key === 'Tab') {
        event.preventDefault();
        finish(value, event.shiftKey ? 'previous' : 'next');
      }
    },
    onDoubleClick: (event: React.MouseEvent) => event.stopPropagation(),
  };

  if (column === 'objective') {
    return (
      <select ref={ref} value={value} onChange={(event) => setValue(event.target.value)} {...common}>
        {Object.values(objectives).map((objective) => (
          <option key={objective.id} value={objective.id}>
            {objective.name}
          </option>
        ))}
      </select>
    );
  }
  const type = column === 'startDate' || column === 'endDate' ? 'date' : 'text';
  return (
    <input
      ref={ref}
      type={type}
      value={value}
      maxLength={TEXT_LIMITS[column]}
      onChange={(event) => setValue(event.target.value)}
      {...common}
    />
  );
}
