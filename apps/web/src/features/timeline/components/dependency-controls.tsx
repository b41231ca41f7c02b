import { AlertTriangle, Route } from 'lucide-react';
import { countLabel } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { AlertListPopover } from '@/components/ui/alert-list-popover';
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
  /** The project is still loading: the controls keep their place, disabled (docs/decisions.md D97). */
  isLoading?: boolean;
}

/**
 * The timeline's dependency controls (docs/decisions.md D38): "Conflicts (N)" lists the violated
 * dependencies and brings each successor into view, "Critical path" highlights the zero-slack chain,
 * "Auto-schedule" is the project's setting (admin right).
 */
export function DependencyControls(props: DependencyControlsProps) {
  const { conflicts, showCritical, autoSchedule, canAdmin, isLoading = false } = props;
  const canSwitch = canAdmin && !isLoading;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2" role="group" aria-label="Dependencies">
      <AlertListPopover
        label="Conflicts"
        icon={AlertTriangle}
        items={conflicts}
        isLoading={isLoading}
        summary={
          conflicts.length > 0
            ? `${countLabel(conflicts.length, 'dependency', 'dependencies')} not kept: the successor starts or finishes too early.`
            : 'No conflicts: every dependency is kept.'
        }
        listLabel="Violated dependencies"
        itemKey={({ dependency }) => dependency.id}
        onChoose={({ dependency }) => props.onFocusEvent(dependency.toEventId)}
        panelClassName="w-[min(24rem,calc(100vw-1rem))]"
        listClassName="max-h-72"
        itemClassName="items-center gap-2"
        renderItem={({ fromTitle, toTitle }) => (
          <>
            <span className="h-2 w-2 shrink-0 rounded-full bg-red-600" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate">
              {fromTitle} → {toTitle}
            </span>
          </>
        )}
      />
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={showCritical}
        disabled={isLoading}
        className="aria-pressed:border-amber-500 aria-pressed:bg-amber-50 aria-pressed:text-amber-900 aria-pressed:hover:bg-amber-100"
        onClick={() => props.onShowCriticalChange(!showCritical)}
        title="Highlight the chain of dependent events with no slack"
      >
        <Route className="h-4 w-4" aria-hidden="true" /> Critical path
      </Button>
      <label
        className={cn('inline-flex items-center gap-2 text-sm font-medium text-gray-700', canSwitch ? 'cursor-pointer' : 'cursor-not-allowed opacity-70')}
        title={canAdmin ? 'Moving an event pushes its successors forward' : 'Only project admins can change auto-schedule'}
      >
        <button
          type="button"
          role="switch"
          aria-checked={autoSchedule}
          disabled={!canSwitch}
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
