import type { ComponentProps, ReactNode } from 'react';
import { Popover } from '@/components/lazy/lazy-radix';
import { cn } from '@/lib/cn';

/**
 * The panel a toolbar button opens (Conflicts, Clashes, the portfolio's filters, the calendar's
 * timeline filter, the project picker, a board row's "+N" list, the calendar's '+N more'): a dialog named `label` in a portal, under its trigger, in the
 * app's one popover look; `className` sets its width. `isFlush` leaves the padding to the contents.
 */
export function PopoverPanel({
  label,
  className,
  align = 'start',
  side = 'bottom',
  isFlush = false,
  onCloseAutoFocus,
  children,
}: {
  label?: string;
  className: string;
  align?: 'start' | 'end';
  /** Below the trigger, or beside it (the calendar's day list). */
  side?: 'bottom' | 'right';
  isFlush?: boolean;
  onCloseAutoFocus?: ComponentProps<typeof Popover.Content>['onCloseAutoFocus'];
  children: ReactNode;
}) {
  return (
    <Popover.Portal>
      <Popover.Content
        align={align}
        side={side}
        sideOffset={6}
        collisionPadding={8}
        aria-label={label}
        role="dialog"
        onCloseAutoFocus={onCloseAutoFocus}
        className={cn(
          // Focus lands on the panel itself when it holds nothing to focus: no ring around it (like the dialog frame).
          'z-50 rounded-xl border border-gray-200 bg-white text-sm shadow-lg focus:outline-none data-[state=open]:animate-fade-in',
          isFlush ? 'overflow-hidden' : 'p-2',
          className,
        )}
      >
        {children}
      </Popover.Content>
    </Popover.Portal>
  );
}
