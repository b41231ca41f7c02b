import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The app's one look for a native checkbox (the accent colour follows the theme's palette). */
export const CHECKBOX_CLASS = 'h-4 w-4 shrink-0 rounded border-gray-300 accent-brand-600';

/**
 * One choice of a checkable list: the whole row is the box's label, so a click anywhere on it
 * toggles the box. `className` sets the row's padding (and rounding) for its list.
 */
function CheckRow({
  checked,
  onCheckedChange,
  className,
  children,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
  /** What the row says after the box (the box's accessible name). */
  children: ReactNode;
}) {
  return (
    <label className={cn('flex cursor-pointer items-center gap-2 text-sm hover:bg-gray-50', className)}>
      <input
        type="checkbox"
        className={CHECKBOX_CLASS}
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      {children}
    </label>
  );
}

/** A list of checkable rows, one per item; `renderRow` draws what each row says after its box. */
export function CheckList<Item extends { id: string }>({
  items,
  isChecked,
  onToggle,
  label,
  className,
  rowClassName,
  renderRow,
}: {
  items: readonly Item[];
  isChecked: (id: string) => boolean;
  onToggle: (id: string, checked: boolean) => void;
  /** The list's accessible name, when it needs one. */
  label?: string;
  className?: string;
  rowClassName: string;
  renderRow: (item: Item) => ReactNode;
}) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <CheckRow className={rowClassName} checked={isChecked(item.id)} onCheckedChange={(checked) => onToggle(item.id, checked)}>
            {renderRow(item)}
          </CheckRow>
        </li>
      ))}
    </ul>
  );
}
