import type { ReactNode } from 'react';
import { DropdownMenu } from '@/components/lazy/lazy-radix';
import { MoreHorizontal, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-gray-700 outline-none select-none data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';

/** One item of a Radix dropdown menu: an icon and a label; a destructive item is red. */
export function MenuItem({
  icon: Icon,
  iconClassName = 'text-gray-400',
  isDestructive = false,
  onSelect,
  children,
}: {
  icon: LucideIcon;
  /** The icon's colour; destructive items keep the item's red. */
  iconClassName?: string;
  isDestructive?: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Item
      className={cn(ITEM_CLASS, isDestructive && 'text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700')}
      onSelect={onSelect}
    >
      <Icon className={cn('h-4 w-4', !isDestructive && iconClassName)} aria-hidden="true" />
      {children}
    </DropdownMenu.Item>
  );
}

/** The thin line between a menu's groups of items. */
export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />;
}

/** A dropdown menu's floating panel (portal and content) in the menus' one look. */
export function MenuContent({
  align = 'end',
  sideOffset = 8,
  className,
  children,
}: {
  align?: 'start' | 'center' | 'end';
  sideOffset?: number;
  /** Extra classes, e.g. the panel's minimum width. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align={align}
        sideOffset={sideOffset}
        className={cn('z-50 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg data-[state=open]:animate-fade-in', className)}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

/** A list row's "⋯" menu, named "Actions for {label}" (a project, a user): the trigger and its panel. */
export function RowActionsMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Actions for ${label}`}
        className="inline-flex h-9 w-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-700 data-[state=open]:bg-gray-100"
      >
        <MoreHorizontal className="h-5 w-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <MenuContent sideOffset={4} className="min-w-44">
        {children}
      </MenuContent>
    </DropdownMenu.Root>
  );
}
