import { useRef, useState, type ReactNode } from 'react';
import { Popover } from '@/components/lazy/lazy-radix';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PopoverPanel } from '@/components/ui/popover-panel';
import { cn } from '@/lib/cn';

export interface AlertListPopoverProps<Item> {
  /** The button's word and the panel's name: "Conflicts", "Clashes". */
  label: string;
  icon: LucideIcon;
  items: readonly Item[];
  /** The button's N when the list holds only the first items (default: the items' count). */
  count?: number;
  /** Shown in the button's "(N)" instead of the count while it is not known yet; the button is disabled meanwhile. */
  isLoading?: boolean;
  /** The sentence above the list (also when it is empty). */
  summary: string;
  listLabel: string;
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** An item was chosen: the panel closes and leaves the focus where this puts it. */
  onChoose: (item: Item) => void;
  /** The panel's width. */
  panelClassName: string;
  listClassName?: string;
  itemClassName?: string;
}

/**
 * A toolbar button "Label (N)" that turns red when N > 0 and opens a list of what is wrong
 * (the timeline's Conflicts, the Clashes of the timeline and the portfolio). Choosing an item closes
 * the panel without handing the focus back to the button, so `onChoose` may focus what it names.
 */
export function AlertListPopover<Item>(props: AlertListPopoverProps<Item>) {
  const { label, icon: Icon, items, count = items.length, isLoading = false } = props;
  const [isOpen, setIsOpen] = useState(false);
  const isChoosing = useRef(false);
  const hasItems = count > 0;
  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="secondary"
          size="sm"
          // Variants, so they win over the secondary look's own border and text colours.
          data-alert={hasItems || undefined}
          className="data-[alert]:border-red-300 data-[alert]:text-red-700 data-[alert]:hover:bg-red-50"
          aria-haspopup="dialog"
          disabled={isLoading}
        >
          <Icon className={cn('h-4 w-4', hasItems ? 'text-red-600' : 'text-gray-400')} aria-hidden="true" />
          {label} ({isLoading ? '…' : count})
        </Button>
      </Popover.Trigger>
      <PopoverPanel
        label={label}
        className={props.panelClassName}
        onCloseAutoFocus={(event) => {
          if (isChoosing.current) event.preventDefault();
          isChoosing.current = false;
        }}
      >
        <p className="px-2 py-1 text-xs font-medium text-gray-500">{props.summary}</p>
        {/* Built only while open: a closed list of 2,000 conflicts was made again on every change (D73). */}
        {isOpen && hasItems ? (
          <ul className={cn('max-h-80 overflow-y-auto', props.listClassName)} aria-label={props.listLabel}>
            {items.map((item) => (
              <li key={props.itemKey(item)}>
                <button
                  type="button"
                  className={cn(
                    'flex w-full rounded-md px-2 py-1.5 text-left hover:bg-red-50 focus-visible:bg-red-50 focus-visible:outline-none',
                    props.itemClassName,
                  )}
                  onClick={() => {
                    isChoosing.current = true;
                    setIsOpen(false);
                    props.onChoose(item);
                  }}
                >
                  {props.renderItem(item)}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </PopoverPanel>
    </Popover.Root>
  );
}
