import { useLayoutEffect, useRef, type CSSProperties, type PointerEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { addDays } from '@plotline/shared';
import { MilestoneDiamond } from '@/components/planning/milestone-diamond';
import { GRID_DAY_STEPS, moveKeyShortcuts, onMoveKey } from '@/components/planning/move-keys';
import { cn } from '@/lib/cn';
import { onColor } from '@/lib/on-color';
import { CALENDAR_LANE_HEIGHT } from '../utils/month-layout';
import type { CalendarEvent } from '../utils/calendar-events';
import { eventTooltip } from '../utils/format';

/** Height of the day-number line above the lanes. */
export const DAY_HEADER_HEIGHT = 26;
export const ITEM_HEIGHT = CALENDAR_LANE_HEIGHT - 2;

const MOVE_SHORTCUTS = moveKeyShortcuts(GRID_DAY_STEPS);

export interface EventItemProps {
  event: CalendarEvent;
  /** Date of the day this piece starts in. */
  segmentStart: string;
  span: number;
  lane: number;
  isStart: boolean;
  isEnd: boolean;
  canEdit: boolean;
  onOpenEvent: (event: CalendarEvent) => void;
  onGrab: (date: string) => void;
  onKeyShift: (event: CalendarEvent, days: number) => void;
  /** 0 in the day holding the grid's one tab stop, -1 elsewhere (hooks/use-day-keys.ts). */
  tabIndex: 0 | -1;
  /**
   * True for the event a keyboard move just moved while nothing else has the focus: the item drawn
   * for it in its new day (another cell, so a new element) takes the focus as it mounts, before
   * the next key press arrives.
   */
  claimFocus: (eventId: string) => boolean;
}

/** One event (or one week's piece of a bar) in a day cell: click to edit, drag or Shift+Arrow to move. */
export function EventItem({
  event,
  segmentStart,
  span,
  lane,
  isStart,
  isEnd,
  canEdit,
  onOpenEvent,
  onGrab,
  onKeyShift,
  claimFocus,
  tabIndex,
}: EventItemProps) {
  const elementRef = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    if (isStart && claimFocus(event.id)) elementRef.current?.focus();
    // Only when mounting: the item drawn where the event landed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `${event.id}@${segmentStart}`,
    data: { event },
    disabled: !canEdit,
  });
  const isBar = event.end !== null && event.end !== event.start;
  const style: CSSProperties = {
    top: DAY_HEADER_HEIGHT + lane * CALENDAR_LANE_HEIGHT,
    height: ITEM_HEIGHT,
    // Cells sit 1 px apart (the grid lines), so a bar covers the gaps it crosses.
    width: `calc(${span} * 100% + ${span - 1}px - ${isEnd ? 4 : 0}px - ${isStart ? 4 : 0}px)`,
    left: isStart ? 4 : 0,
    ...onColor(event.objectiveColor),
    borderLeft: isStart ? `4px solid ${event.timelineColor}` : undefined,
  };
  const className = cn(
    'absolute z-10 flex items-center truncate px-1.5 select-none text-left text-xs font-medium shadow-sm',
    isStart && 'rounded-l-md',
    isEnd && 'rounded-r-md',
    // A ring on any focus, not only focus-visible: an item a keyboard move draws again in another day
    // takes the focus from script, which Chromium does not count as keyboard focus.
    canEdit
      ? 'cursor-pointer outline-none hover:brightness-110 focus:z-20 focus:ring-2 focus:ring-brand-500 focus:ring-offset-1'
      : 'cursor-default',
    isDragging && 'opacity-40',
  );
  const suffix = isBar && !isStart ? ' (continued)' : event.isMilestone ? ' (milestone)' : '';
  const label = `${event.title}${suffix}`;
  // A milestone's diamond comes before its title (issue 16), in the chip's text colour.
  const diamond = event.isMilestone ? <MilestoneDiamond className="mr-1.5" /> : null;

  if (!canEdit) {
    return (
      <div className={className} style={style} title={eventTooltip(event)} data-event-id={event.id}>
        {diamond}
        <span className="truncate">{event.title}</span>
      </div>
    );
  }

  function handlePointerDown(pointer: PointerEvent<HTMLButtonElement>) {
    const rect = pointer.currentTarget.getBoundingClientRect();
    const dayWidth = rect.width / span;
    const offset = Math.min(
      span - 1,
      Math.max(0, Math.floor((pointer.clientX - rect.left) / Math.max(dayWidth, 1))),
    );
    onGrab(addDays(segmentStart, offset));
    listeners?.onPointerDown?.(pointer);
  }

  return (
    <button
      ref={(element) => {
        setNodeRef(element);
        elementRef.current = element;
      }}
      type="button"
      {...attributes}
      tabIndex={tabIndex}
      // dnd-kit's own role/description would hide that this opens the editor.
      role={undefined}
      aria-roledescription={undefined}
      aria-describedby={undefined}
      aria-label={label}
      aria-keyshortcuts={MOVE_SHORTCUTS}
      title={`${eventTooltip(event)}\nShift+Arrow keys move it by a day or a week.`}
      data-event-id={event.id}
      className={className}
      style={style}
      onPointerDown={handlePointerDown}
      onKeyDown={onMoveKey(GRID_DAY_STEPS, (days) => onKeyShift(event, days))}
      onClick={() => onOpenEvent(event)}
    >
      {diamond}
      <span className="truncate">{isStart || !isBar ? event.title : `↳ ${event.title}`}</span>
    </button>
  );
}
