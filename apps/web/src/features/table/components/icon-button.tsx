import type { ComponentProps, ReactNode } from 'react';
import { Tooltip } from 'radix-ui';
import { Button } from '@/components/ui/button';

/** An icon-only button whose accessible name is also its tooltip. */
export function IconButton({
  label,
  children,
  ...props
}: { label: string; children: ReactNode } & ComponentProps<typeof Button>) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <Button variant="secondary" size="icon" aria-label={label} {...props}>
          {children}
        </Button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 rounded-md bg-gray-900 px-2 py-1 text-xs text-white shadow"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
