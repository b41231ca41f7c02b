import type { ComponentProps, ReactNode } from 'react';
import { Popover } from 'radix-ui';
import { cn } from '@/lib/cn';

/**
 * The panel a toolbar button opens (Conflicts, Clashes, the portfolio's filters): a dialog named
 * `label` in a portal, under its trigger, in the app's popover look; `className` sets its width.
 */
export function PopoverPanel({
  label,
  className,
  onCloseAutoFocus,
  children,
}: {
  label: string;
  className: string;
  onCloseAutoFocus?: ComponentProps<typeof Popover.Content>['onCloseAutoFocus'];
  children: ReactNode;
}) {
  return (
    <Popover.Portal>
      <Popover.Content
        align="start"
        sideOffset={6}
        collisionPadding={8}
        aria-label={label}
        role="dialog"
        onCloseAutoFocus={onCloseAutoFocus}
        className={cn('z-40 rounded-lg border border-gray-200 bg-white p-2 text-sm shadow-lg', className)}
      >
        {children}
      </Popover.Content>
    </Popover.Portal>
  );
}
