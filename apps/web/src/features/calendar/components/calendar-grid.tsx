import { useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { addDays } from '@plotline/shared';
import { altArrowShortcuts, GRID_DAY_STEPS, onAltArrow } from '@/components/planning/alt-arrow';
import { cn } from '@/lib/cn';
import {
  CALENDAR_LANE_HEIGHT,
  WEEKDAY_NAMES,
  dropShift,
  type DayCell,
  type MonthLayout,
} from '../utils/month-layout';
import type { CalendarEvent } from '../utils/calendar-events';
import { eventTooltip, formatLongDay } from '../utils/format';
import type { CalendarDevice } from '../hooks/use-calendar-columns';
import { DayListPopover } from './day-list';

/** Height of the day-number line above the lanes. */
const DAY_HEADER_HEIGHT = 26;
const ITEM_HEIGHT = CALENDAR_LANE_HEIGHT - 2;

export interface CalendarGridProps {
  layout: MonthLayout<CalendarEvent>;
  device: CalendarDevice;
  cellHeight: number;
  today: string;
  canEdit: boolean;
  onOpenEvent: (event: CalendarEvent) => void;
  /** Move an event by whole days (a drop, or Alt+Arrow keys; components/planning/day-moves.ts). */
  onShiftEvent: (event: CalendarEvent, days: number) => void;
  /** Tablet and mobile: open the bottom sheet with a day's list. */
  onOpenDaySheet: (day: DayCell<CalendarEvent>) => void;
}

const MOVE_SHORTCUTS = altArrowShortcuts(GRID_DAY_STEPS);

/** A keyboard move re-renders the item in another day: focus follows it there. */
function focusWhenMoved(eventId: string) {
  requestAnimationFrame(() => {
    const moved = document.querySelector<HTMLElement>(`[data-event-id="${CSS.escape(eventId)}"]`);
    if (moved && document.activeElement === document.body) moved.focus();
  });
}

export function CalendarGrid(props: CalendarGridProps) {
  const { layout, device, canEdit, onShiftEvent } = props;
  // The day under the pointer when an event was grabbed: a bar can be taken by any of its days.
  const grabbedDay = useRef<string | null>(null);
  const [dragged, setDragged] = useState<CalendarEvent | null>(null);
  // A small distance keeps plain clicks (open the editor) apart from drags.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  function handleDragStart(start: DragStartEvent) {
    setDragged((start.active.data.current?.event as CalendarEvent | undefined) ?? null);
  }

  function handleDragEnd(end: DragEndEvent) {
    setDragged(null);
    const event = end.active.data.current?.event as CalendarEvent | undefined;
    const from = grabbedDay.current;
    grabbedDay.current = null;
    if (!event || !from || !end.over) return;
    const days = dropShift(from, String(end.over.id));
    if (days !== 0) onShiftEvent(event, days);
  }

  const itemProps = {
    canEdit,
    onOpenEvent: props.onOpenEvent,
    onGrab: (date: string) => {
      grabbedDay.current = date;
    },
    onKeyShift: (event: CalendarEvent, days: number) => {
      onShiftEvent(event, days);
      focusWhenMoved(event.id);
    },
  };

  return (
    <DndContext
      sensors={sensors}
      // The day under the pointer is the drop target, whatever the size of the dragged bar.
      collisionDetection={pointerWithin}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <div
        role="grid"
        aria-label="Month calendar"
        aria-colcount={layout.columns}
        className="overflow-hidden rounded-xl border border-gray-200 bg-gray-200 shadow-sm"
      >
        {device === 'desktop' ? (
          <div role="row" className="grid grid-cols-7 gap-px border-b border-gray-200">
            {WEEKDAY_NAMES.map((name) => (
              <div
                key={name}
                role="columnheader"
                className="bg-gray-50 py-2 text-center text-xs font-semibold tracking-wide text-gray-600 uppercase"
              >
                {name}
              </div>
            ))}
          </div>
        ) : null}
        <div className="flex flex-col gap-px">
          {layout.rows.map((row) => (
            <div
              key={row.days[0]!.date}
              role="row"
              className="grid gap-px"
              style={{ gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))` }}
            >
              {row.days.map((day, column) => (
                <DayCellView
                  key={day.date}
                  day={day}
                  height={props.cellHeight}
                  isToday={day.date === props.today}
                  showWeekday={device !== 'desktop'}
                  device={device}
                  onOpenDaySheet={props.onOpenDaySheet}
                  onOpenEvent={props.onOpenEvent}
                  canEdit={canEdit}
                >
                  {row.bars
                    .filter((bar) => bar.column === column)
                    .map((bar) => (
                      <EventItem
                        key={`${bar.event.id}-${bar.column}`}
                        {...itemProps}
                        event={bar.event}
                        segmentStart={day.date}
                        span={bar.span}
                        lane={bar.lane}
                        isStart={bar.isStart}
                        isEnd={bar.isEnd}
                      />
                    ))}
                  {day.chips.map((chip) => (
                    <EventItem
                      key={chip.event.id}
                      {...itemProps}
                      event={chip.event}
                      segmentStart={day.date}
                      span={1}
                      lane={chip.lane}
                      isStart
                      isEnd
                    />
                  ))}
                </DayCellView>
              ))}
              {/* The last row of a wrapped (tablet/mobile) month is filled so no grid lines show through. */}
              {Array.from({ length: layout.columns - row.days.length }, (_, index) => (
                <div key={`filler-${index}`} aria-hidden="true" className="bg-gray-50" />
              ))}
            </div>
          ))}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div
            className="truncate rounded-md px-2 text-xs leading-5 font-medium text-white shadow-lg ring-2 ring-white"
            style={{
              backgroundColor: dragged.objectiveColor,
              borderLeft: `4px solid ${dragged.timelineColor}`,
              height: ITEM_HEIGHT,
            }}
          >
            {dragged.title}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

function DayCellView({
  day,
  height,
  isToday,
  showWeekday,
  device,
  onOpenDaySheet,
  onOpenEvent,
  canEdit,
  children,
}: {
  day: DayCell<CalendarEvent>;
  height: number;
  isToday: boolean;
  showWeekday: boolean;
  device: CalendarDevice;
  onOpenDaySheet: (day: DayCell<CalendarEvent>) => void;
  onOpenEvent: (event: CalendarEvent) => void;
  canEdit: boolean;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: day.date });
  const label = formatLongDay(day.date);
  return (
    <div
      ref={setNodeRef}
      role="gridcell"
      aria-label={label}
      data-date={day.date}
      className={cn(
        'relative min-w-0',
        day.isCurrentMonth ? 'bg-white' : 'bg-gray-50',
        isOver && 'bg-brand-50 ring-2 ring-brand-500 ring-inset',
      )}
      style={{ height }}
    >
      <div className="flex items-center gap-1.5 px-1.5" style={{ height: DAY_HEADER_HEIGHT }}>
        <span
          aria-current={isToday ? 'date' : undefined}
          className={cn(
            'inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs font-semibold',
            isToday ? 'bg-brand-500 text-white' : day.isCurrentMonth ? 'text-gray-800' : 'text-gray-400',
          )}
        >
          {day.dayOfMonth}
        </span>
        {showWeekday ? (
          <span className="text-xs font-medium text-gray-500">{WEEKDAY_NAMES[day.weekday]}</span>
        ) : null}
      </div>
      {children}
      {day.moreCount > 0 && day.moreLane !== null ? (
        <div
          className="absolute inset-x-1"
          style={{ top: DAY_HEADER_HEIGHT + day.moreLane * CALENDAR_LANE_HEIGHT, height: ITEM_HEIGHT }}
        >
          {device === 'desktop' ? (
            <DayListPopover day={day} canEdit={canEdit} onOpenEvent={onOpenEvent} />
          ) : (
            <button
              type="button"
              className="h-full w-full rounded px-1 text-left text-xs font-semibold text-brand-700 hover:bg-brand-50"
              aria-haspopup="dialog"
              onClick={() => onOpenDaySheet(day)}
            >
              {`+${day.moreCount} more`}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}

interface EventItemProps {
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
}

function EventItem({
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
}: EventItemProps) {
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
    backgroundColor: event.objectiveColor,
    borderLeft: isStart ? `4px solid ${event.timelineColor}` : undefined,
  };
  const className = cn(
    'absolute z-10 flex items-center truncate px-1.5 select-none text-left text-xs font-medium text-white shadow-sm',
    isStart && 'rounded-l-md',
    isEnd && 'rounded-r-md',
    canEdit ? 'cursor-pointer hover:brightness-110 focus-visible:z-20' : 'cursor-default',
    isDragging && 'opacity-40',
  );
  const label = isBar && !isStart ? `${event.title} (continued)` : event.title;

  if (!canEdit) {
    return (
      <div className={className} style={style} title={eventTooltip(event)} data-event-id={event.id}>
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
      ref={setNodeRef}
      type="button"
      {...attributes}
      // dnd-kit's own role/description would hide that this opens the editor.
      role={undefined}
      aria-roledescription={undefined}
      aria-describedby={undefined}
      aria-label={label}
      aria-keyshortcuts={MOVE_SHORTCUTS}
      title={`${eventTooltip(event)}\nAlt+Arrow keys move it by a day or a week.`}
      data-event-id={event.id}
      className={className}
      style={style}
      onPointerDown={handlePointerDown}
      onKeyDown={onAltArrow(GRID_DAY_STEPS, (days) => onKeyShift(event, days))}
      onClick={() => onOpenEvent(event)}
    >
      <span className="truncate">{isStart || !isBar ? event.title : `↳ ${event.title}`}</span>
    </button>
  );
}
