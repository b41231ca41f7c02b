import { useState } from 'react';
import { Popover } from '@/components/lazy/lazy-radix';
import { X } from 'lucide-react';
import { MilestoneDiamond } from '@/components/planning/milestone-diamond';
import { Dialog } from '@/components/ui/dialog';
import { PopoverPanel } from '@/components/ui/popover-panel';
import { cn } from '@/lib/cn';
import type { DayCell, DayTag } from '../utils/month-layout';
import type { CalendarEvent } from '../utils/calendar-events';
import { formatLongDay } from '@/lib/format';
import { eventTooltip } from '../utils/format';

const TAG_STYLES: Record<Exclude<DayTag, 'single'>, string> = {
  starts: 'bg-green-100 text-green-800',
  ends: 'bg-red-100 text-red-800',
  continues: 'bg-gray-100 text-gray-700',
};

interface DayListProps {
  day: DayCell<CalendarEvent>;
  canEdit: boolean;
  onOpenEvent: (event: CalendarEvent) => void;
}

/** Every event of one day; multi-day ones tagged starts, ends or continues. */
function DayList({
  day,
  canEdit,
  onOpenEvent,
}: DayListProps) {
  return (
    <ul className="divide-y divide-gray-100" aria-label={`Events on ${formatLongDay(day.date)}`}>
      {day.entries.map(({ event, tag }) => {
        const content = (
          <>
            <span
              className="mt-1 h-2.5 w-2.5 shrink-0 rounded-full"
              style={{ backgroundColor: event.objectiveColor }}
              aria-hidden="true"
            />
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-1.5 text-sm font-medium text-gray-900">
                {event.isMilestone ? <MilestoneDiamond className="text-gray-700" /> : null}
                <span className="truncate">{event.title}</span>
              </span>
              <span className="flex items-center gap-1 truncate text-xs text-gray-500">
                <span
                  className="h-2 w-2 shrink-0 rounded-sm"
                  style={{ backgroundColor: event.timelineColor }}
                  aria-hidden="true"
                />
                {event.timelineName} · {event.objectiveName}
              </span>
            </span>
            {tag === 'single' ? null : (
              <span
                className={cn('shrink-0 rounded-full px-2 py-0.5 text-[11px] font-semibold', TAG_STYLES[tag])}
              >
                {tag}
              </span>
            )}
          </>
        );
        return (
          <li key={event.id}>
            {canEdit ? (
              <button
                type="button"
                className="flex w-full items-start gap-2 px-3 py-2 text-left hover:bg-gray-50 focus-visible:bg-gray-50"
                title={eventTooltip(event)}
                onClick={() => onOpenEvent(event)}
              >
                {content}
              </button>
            ) : (
              <div className="flex items-start gap-2 px-3 py-2" title={eventTooltip(event)}>
                {content}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Desktop: a 320 px popup beside the '+N more' link, at most about 400 px high. */
export function DayListPopover({
  day,
  canEdit,
  onOpenEvent,
  tabIndex,
}: DayListProps & { tabIndex: 0 | -1 }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          tabIndex={tabIndex}
          className="h-full w-full rounded px-1 text-left text-xs font-semibold text-brand-700 hover:bg-brand-50"
        >
          {`+${day.moreCount} more`}
        </button>
      </Popover.Trigger>
      <PopoverPanel label={formatLongDay(day.date)} side="right" isFlush className="flex max-h-[400px] w-[320px] flex-col">
        <div className="flex items-center justify-between border-b border-gray-100 px-3 py-2">
          <h3 className="text-sm font-semibold text-gray-900">{formatLongDay(day.date)}</h3>
          <Popover.Close className="rounded p-1 text-gray-500 hover:bg-gray-100" aria-label="Close">
            <X className="h-4 w-4" aria-hidden="true" />
          </Popover.Close>
        </div>
        <div className="overflow-y-auto">
          <DayList
            day={day}
            canEdit={canEdit}
            onOpenEvent={(event) => {
              setIsOpen(false);
              onOpenEvent(event);
            }}
          />
        </div>
      </PopoverPanel>
    </Popover.Root>
  );
}

/**
 * Tablet and mobile: the one dialog frame as a bottom sheet (at most 70% of the viewport, sliding up
 * in 300 ms). On desktop, where Enter on a day opens it (docs/decisions.md D40), a centred dialog.
 */
export function DayListSheet({
  day,
  canEdit,
  onOpenEvent,
  onClose,
  placement = 'bottom',
}: Omit<DayListProps, 'day'> & { day: DayCell<CalendarEvent> | null; onClose: () => void; placement?: 'bottom' | 'center' }) {
  if (!day) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      placement={placement}
      title={formatLongDay(day.date)}
    >
      <DayList
        day={day}
        canEdit={canEdit}
        onOpenEvent={(event) => {
          onClose();
          onOpenEvent(event);
        }}
      />
    </Dialog>
  );
}
