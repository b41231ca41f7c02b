import { useRef, useState, type ReactElement, type SyntheticEvent } from 'react';
import { ContextMenu } from 'radix-ui';
import { cn } from '@/lib/cn';

/** The look of the grid's right-click menu (timeline header, event row). */
const MENU_CLASS = 'z-50 min-w-44 rounded-lg border border-gray-200 bg-white p-1 shadow-lg';
const MENU_ITEM_CLASS =
  'flex cursor-pointer items-center rounded-md px-3 py-2 text-sm text-gray-700 outline-none data-[highlighted]:bg-gray-100';

export interface RowMenuItem {
  label: string;
  onSelect: () => void;
  /** Shown in red (Delete …). */
  isDestructive?: boolean;
}

/** What one row's menu offers: its items and the menu's name. */
export interface RowMenu {
  label?: string;
  items: readonly RowMenuItem[];
}

/** The grid row an event came from: its `data-index` (the virtualiser's) read by `menuOf`. */
function menuAt(event: SyntheticEvent, menuOf: (index: number) => RowMenu | null): RowMenu | null {
  const row = event.target instanceof Element ? event.target.closest('[data-index]') : null;
  return row ? menuOf(Number(row.getAttribute('data-index'))) : null;
}

/**
 * One right-click menu for all the grid's rows (docs/decisions.md D79): `rows` is the one trigger,
 * and the menu opens with the items of the row right-clicked (or long-pressed, or the focused row's
 * on the context menu key and Shift+F10, which fire the same contextmenu event). A row that offers
 * nothing keeps the browser's own menu: its contextmenu stops before the trigger opens anything.
 */
export function GridRowMenu({
  rows,
  menuOf,
}: {
  rows: ReactElement;
  menuOf: (index: number) => RowMenu | null;
}) {
  const [menu, setMenu] = useState<RowMenu | null>(null);
  // The row under the last contextmenu or touch press: a long press opens on a timer, later.
  const pressed = useRef<RowMenu | null>(null);
  return (
    <ContextMenu.Root open={menu !== null} onOpenChange={(open) => setMenu(open ? pressed.current : null)}>
      <ContextMenu.Trigger
        asChild
        onContextMenuCapture={(event) => {
          pressed.current = menuAt(event, menuOf);
          // Set here too: an open menu right-clicked on another row stays open (no open change).
          if (pressed.current) setMenu(pressed.current);
          else event.stopPropagation();
        }}
        onPointerDownCapture={(event) => {
          if (event.pointerType !== 'mouse') pressed.current = menuAt(event, menuOf);
        }}
      >
        {rows}
      </ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content className={MENU_CLASS} aria-label={menu?.label}>
          {menu?.items.map((item) => (
            <ContextMenu.Item
              key={item.label}
              className={cn(MENU_ITEM_CLASS, item.isDestructive && 'text-red-600')}
              // After the menu has handed the focus back to the row: the action may move it on (the
              // cell's editor, the add row's title, a confirmation) without the menu taking it back.
              onSelect={() => requestAnimationFrame(item.onSelect)}
            >
              {item.label}
            </ContextMenu.Item>
          ))}
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
