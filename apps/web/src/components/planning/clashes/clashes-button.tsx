import { useRef, useState } from 'react';
import { Popover } from 'radix-ui';
import { ShieldAlert } from 'lucide-react';
import { countLabel, type Clash } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { PopoverPanel } from '@/components/ui/popover-panel';
import { cn } from '@/lib/cn';
import { CLASH_KIND_LABELS, clashDaysText, clashEventText } from './clash-text';

export interface ClashesButtonProps {
  clashes: readonly Clash[];
  /** Still loading: the count is not known yet. */
  isLoading?: boolean;
  /** A clash was chosen: bring its events into view and highlight them. */
  onFocusClash: (clash: Clash) => void;
}

/**
 * "Clashes (N)" (docs/decisions.md D45): a freeze broken by a deployment, deployments on the same days,
 * too much at once, across projects. The portfolio lists them all; the timeline view those involving
 * its project. Each names both events, their projects and the days; choosing one focuses them.
 */
export function ClashesButton({ clashes, isLoading = false, onFocusClash }: ClashesButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const isFocusing = useRef(false);
  const hasClashes = clashes.length > 0;
  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="secondary"
          size="sm"
          data-clashes={hasClashes || undefined}
          className="data-[clashes]:border-red-300 data-[clashes]:text-red-700 data-[clashes]:hover:bg-red-50"
          aria-haspopup="dialog"
        >
          <ShieldAlert className={cn('h-4 w-4', hasClashes ? 'text-red-600' : 'text-gray-400')} aria-hidden="true" />
          Clashes ({isLoading ? '…' : clashes.length})
        </Button>
      </Popover.Trigger>
      <PopoverPanel
        label="Clashes"
        className="w-[min(26rem,calc(100vw-1rem))]"
        onCloseAutoFocus={(event) => {
          if (isFocusing.current) event.preventDefault();
          isFocusing.current = false;
        }}
      >
        <p className="px-2 py-1 text-xs font-medium text-gray-500">
          {hasClashes ? `${countLabel(clashes.length, 'clash', 'clashes')} in this range.` : 'No clashes in this range.'}
        </p>
        {hasClashes ? (
          <ul className="max-h-80 overflow-y-auto" aria-label="Clashes">
            {clashes.map((clash) => (
              <li key={`${clash.kind}-${clash.days.from}-${clash.events.map((event) => event.eventId ?? event.title).join('-')}`}>
                <button
                  type="button"
                  className="flex w-full flex-col gap-0.5 rounded-md px-2 py-1.5 text-left hover:bg-red-50 focus-visible:bg-red-50 focus-visible:outline-none"
                  onClick={() => {
                    isFocusing.current = true;
                    setIsOpen(false);
                    onFocusClash(clash);
                  }}
                >
                  <span className="flex items-center justify-between gap-2 font-medium text-gray-900">
                    <span>{CLASH_KIND_LABELS[clash.kind]}</span>
                    <span className="shrink-0 text-xs font-normal text-gray-500">{clashDaysText(clash.days)}</span>
                  </span>
                  <span className="text-xs text-gray-600">{clash.events.map(clashEventText).join(' · ')}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </PopoverPanel>
    </Popover.Root>
  );
}
