import { useRef, useState } from 'react';
import { Popover } from 'radix-ui';
import { AlertTriangle, Route } from 'lucide-react';
import { countLabel } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { PopoverPanel } from '@/components/ui/popover-panel';
import { cn } from '@/lib/cn';
import type { Conflict } from '../hooks/use-dependencies';

export interface DependencyControlsProps {
  conflicts: readonly Conflict[];
  onFocusEvent: (eventId: string) => void;
  showCritical: boolean;
  onShowCriticalChange: (show: boolean) => void;
  autoSchedule: boolean;
  onAutoScheduleChange: (on: boolean) => void;
  /** Only a project admin may change auto-schedule; others see it read-only. */
  canAdmin: boolean;
}

/**
 * The timeline's dependency controls (docs/decisions.md D38): "Conflicts (N)" lists the violated
 * dependencies and brings each successor into view, "Critical path" highlights the zero-slack chain,
 * "Auto-schedule" is the project's setting (admin right).
 */
export function DependencyControls(props: DependencyControlsProps) {
  const { conflicts, showCritical, autoSchedule, canAdmin } = props;
  const [isOpen, setIsOpen] = useState(false);
  // A chosen conflict moves the focus to its event: the popover must not hand it back to its button.
  const isFocusingEvent = useRef(false);
  const hasConflicts = conflicts.length > 0;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2" role="group" aria-label="Dependencies">
      <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
        <Popover.Trigger asChild>
          <Button
            variant="secondary"
            size="sm"
            // Variants, so they win over the secondary look's own border and text colours.
            data-conflicts={hasConflicts || undefined}
            className="data-[conflicts]:border-red-300 data-[conflicts]:text-red-700 data-[conflicts]:hover:bg-red-50"
            aria-haspopup="dialog"
          >
            <AlertTriangle className={cn('h-4 w-4', hasConflicts ? 'text-red-600' : 'text-gray-400')} aria-hidden="true" />
            Conflicts ({conflicts.length})
          </Button>
        </Popover.Trigger>
        <PopoverPanel
          label="Conflicts"
          className="w-[min(24rem,calc(100vw-1rem))]"
          onCloseAutoFocus={(event) => {
            if (isFocusingEvent.current) event.preventDefault();
            isFocusingEvent.current = false;
          }}
        >
          <p className="px-2 py-1 text-xs font-medium text-gray-500">
            {hasConflicts
              ? `${countLabel(conflicts.length, 'dependency', 'dependencies')} not kept: the successor starts or finishes too early.`
              : 'No conflicts: every dependency is kept.'}
          </p>
          {hasConflicts ? (
            <ul className="max-h-72 overflow-y-auto" aria-label="Violated dependencies">
              {conflicts.map(({ dependency, fromTitle, toTitle }) => (
                <li key={dependency.id}>
                  <button
                    type="button"
                    className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left hover:bg-red-50 focus-visible:bg-red-50 focus-visible:outline-none"
                    onClick={() => {
                      isFocusingEvent.current = true;
                      setIsOpen(false);
                      props.onFocusEvent(dependency.toEventId);
                    }}
                  >
                    <span className="h-2 w-2 shrink-0 rounded-full bg-red-600" aria-hidden="true" />
                    <span className="min-w-0 flex-1 truncate">
                      {fromTitle} → {toTitle}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </PopoverPanel>
      </Popover.Root>
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={showCritical}
        className="aria-pressed:border-amber-500 aria-pressed:bg-amber-50 aria-pressed:text-amber-900 aria-pressed:hover:bg-amber-100"
        onClick={() => props.onShowCriticalChange(!showCritical)}
        title="Highlight the chain of dependent events with no slack"
      >
        <Route className="h-4 w-4" aria-hidden="true" /> Critical path
      </Button>
      <label
        className={cn('inline-flex items-center gap-2 text-sm font-medium text-gray-700', canAdmin ? 'cursor-pointer' : 'cursor-not-allowed opacity-70')}
        title={canAdmin ? 'Moving an event pushes its successors forward' : 'Only project admins can change auto-schedule'}
      >
        <button
          type="button"
          role="switch"
          aria-checked={autoSchedule}
          disabled={!canAdmin}
          onClick={() => props.onAutoScheduleChange(!autoSchedule)}
          className={cn(
            'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1 focus-visible:outline-none disabled:cursor-not-allowed',
            autoSchedule ? 'bg-brand-600' : 'bg-gray-300',
          )}
        >
          <span
            className={cn('inline-block h-4 w-4 rounded-full bg-white shadow transition-transform', autoSchedule ? 'translate-x-4' : 'translate-x-0.5')}
            aria-hidden="true"
          />
        </button>
        Auto-schedule
      </label>
    </div>
  );
}
