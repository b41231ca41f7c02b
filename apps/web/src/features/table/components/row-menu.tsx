import type { ReactElement } from 'react';
import { ContextMenu } from 'radix-ui';
import { cn } from '@/lib/cn';

/** The look of the grid's right-click menus (timeline header, event row). */
const MENU_CLASS = 'z-50 min-w-44 rounded-lg border border-gray-200 bg-white p-1 shadow-lg';
const MENU_ITEM_CLASS =
  'flex cursor-pointer items-center rounded-md px-3 py-2 text-sm text-gray-700 outline-none data-[highlighted]:bg-gray-100';

export interface RowMenuItem {
  label: string;
  onSelect: () => void;
  /** Shown in red (Delete …). */
  isDestructive?: boolean;
}

/** A grid row (timeline header or event row) with its right-click menu of actions. */
export function RowMenu({ row, label, items }: { row: ReactElement; label?: string; items: readonly RowMenuItem[] }) {
  return (
    <ContextMenu.Root>
      <ContextMenu.Trigger asChild>{row}</ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content className={MENU_CLASS} aria-label={label}>
          {items.map((item) => (
            <ContextMenu.Item
              key={item.label}
              className={cn(MENU_ITEM_CLASS, item.isDestructive && 'text-red-600')}
              onSelect={item.onSelect}
            >
              {item.label}
            </ContextMenu.Item>
          ))}
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
