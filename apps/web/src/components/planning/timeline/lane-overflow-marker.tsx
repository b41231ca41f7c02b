import { useState } from 'react';
import { Popover } from '@/components/lazy/lazy-radix';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { countLabel, OVERFLOW_MARKER_WIDTH, type OverflowGroup, type PlanningEvent } from '@plotline/shared';
import { cn } from '@/lib/cn';
import { PopoverPanel } from '@/components/ui/popover-panel';
import { EventDetails, eventDatesText, type EventActions } from './event-details';

export interface HiddenEvent {
  event: PlanningEvent;
  objective: { name: string; color: string };
}

export interface LaneOverflowMarkerProps extends EventActions {
  group: OverflowGroup<HiddenEvent>;
  /** Where the marker strip starts, under the row's last lane. */
  top: number;
  timelineName: string;
  /** The marker as a stop of the board's roving focus (hooks/use-board-keys.ts): its id, and whether it takes Tab. */
  stopId?: string;
  isActive?: boolean;
}

/**
 * "+N" under a row whose lanes are all busy (the spec's 5-lane cap): the events it hides, listed in a
 * popover; each opens the same details a bar shows when clicked (docs/decisions.md D23).
 */
export function LaneOverflowMarker({ group, top, timelineName, stopId, isActive = true, ...actions }: LaneOverflowMarkerProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [openEventId, setOpenEventId] = useState<string | null>(null);
  const title = `${countLabel(group.events.length, 'more event')} in ${timelineName}`;
  const close = () => setIsOpen(false);
  return (
    <Popover.Root
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) setOpenEventId(null);
      }}
    >
      <Popover.Trigger
        aria-label={title}
        data-stop={stopId}
        tabIndex={isActive ? 0 : -1}
        className="absolute z-[6] flex h-4 items-center justify-center rounded-full bg-gray-700 px-1.5 text-[11px] leading-none font-semibold text-white shadow-sm hover:bg-gray-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1 focus-visible:outline-none"
        style={{ left: group.x + 1, top: top + 2, minWidth: 24, maxWidth: OVERFLOW_MARKER_WIDTH - 4 }}
      >
        +{group.events.length}
      </Popover.Trigger>
      <PopoverPanel label={title} className="max-h-[min(24rem,70vh)] w-72 overflow-y-auto">
        <p className="px-1 pb-1 text-xs font-semibold text-gray-500">{title}</p>
        <ul className="space-y-1">
          {group.events.map(({ event, objective }) => {
            const isExpanded = openEventId === event.id;
            const Chevron = isExpanded ? ChevronDown : ChevronRight;
            return (
              <li key={event.id}>
                <button
                  type="button"
                  aria-expanded={isExpanded}
                  className={cn('flex w-full items-start gap-2 rounded-md px-1.5 py-1 text-left hover:bg-gray-50', isExpanded && 'bg-gray-50')}
                  onClick={() => setOpenEventId(isExpanded ? null : event.id)}
                >
                  <Chevron className="mt-0.5 h-3.5 w-3.5 shrink-0 text-gray-400" aria-hidden="true" />
                  <span className="mt-1 h-2.5 w-2.5 shrink-0 rounded-full" style={{ backgroundColor: objective.color }} aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-gray-900">{event.title}</span>
                    <span className="block text-xs text-gray-500">{eventDatesText(event)}</span>
                  </span>
                </button>
                {isExpanded ? (
                  <div className="mt-1 ml-6 rounded-md border border-gray-100 p-2">
                    <EventDetails event={event} objective={objective} {...actions} onClose={close} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </PopoverPanel>
    </Popover.Root>
  );
}
