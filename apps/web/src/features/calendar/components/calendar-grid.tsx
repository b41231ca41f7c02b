import { useCallback, useRef, useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { FOLLOW_FOCUS_MS, isFocusFree } from '@/components/planning/move-keys';
import { onColor } from '@/lib/on-color';
import { cn } from '@/lib/cn';
import {
  CALENDAR_LANE_HEIGHT,
  WEEKDAY_NAMES,
  dropShift,
  type CalendarRow,
  type DayCell,
  type MonthLayout,
} from '../utils/month-layout';
import type { CalendarEvent } from '../utils/calendar-events';
import { formatLongDay } from '@/lib/format';
import type { CalendarDevice } from '../hooks/use-calendar-columns';
import { useDayKeys } from '../hooks/use-day-keys';
import { DayListPopover } from './day-list';
import { DAY_HEADER_HEIGHT, EventItem, ITEM_HEIGHT } from './event-item';


export interface CalendarGridProps {
  layout: MonthLayout<CalendarEvent>;
  device: CalendarDevice;
  cellHeight: number;
  /** Paper: every week as tall as its lines, each day naming its weekday (the header is on the first sheet only). */
  isPrinting?: boolean;
  today: string;
  canEdit: boolean;
  onOpenEvent: (event: CalendarEvent) => void;
  /** Move an event by whole days (a drop, or Shift+Arrow keys; components/planning/day-moves.ts). */
  onShiftEvent: (event: CalendarEvent, days: number) => void;
  /** Tablet and mobile, and Enter on a day with several events: open the sheet with a day's list. */
  onOpenDaySheet: (day: DayCell<CalendarEvent>) => void;
  /** Delete on a focused event asks to delete it; left out when the user may not (docs/decisions.md D40). */
  onDeleteEvent?: (event: CalendarEvent) => void;
}


export function CalendarGrid(props: CalendarGridProps) {
  const { layout, device, canEdit, onShiftEvent } = props;
  // The day under the pointer when an event was grabbed: a bar can be taken by any of its days.
  const grabbedDay = useRef<string | null>(null);
  const [dragged, setDragged] = useState<CalendarEvent | null>(null);
  // The event a keyboard move just moved: its item, drawn again in the new day, takes the focus back
  // whenever it mounts with nothing else focused (the answer or a live reload may draw it again).
  const focusRequest = useRef<{ eventId: string; until: number } | null>(null);
  const claimFocus = useCallback((eventId: string) => {
    const request = focusRequest.current;
    if (!request || request.eventId !== eventId || Date.now() > request.until) return false;
    return isFocusFree();
  }, []);
  // The keyboard: one roving tab stop over the days (hooks/use-day-keys.ts, docs/decisions.md D40).
  const gridRef = useRef<HTMLDivElement>(null);
  const keys = useDayKeys({
    layout,
    today: props.today,
    gridRef,
    onOpenEvent: props.onOpenEvent,
    onOpenDay: props.onOpenDaySheet,
    onDeleteEvent: props.onDeleteEvent,
  });
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
      focusRequest.current = { eventId: event.id, until: Date.now() + FOLLOW_FOCUS_MS };
      onShiftEvent(event, days);
    },
    claimFocus,
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
        ref={gridRef}
        role="grid"
        aria-label="Month calendar"
        aria-colcount={layout.columns}
        onKeyDown={keys.onKeyDown}
        onFocus={keys.onFocus}
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
                  height={props.isPrinting ? printedRowHeight(row) : props.cellHeight}
                  isToday={day.date === props.today}
                  showWeekday={device !== 'desktop' || props.isPrinting === true}
                  device={device}
                  onOpenDaySheet={props.onOpenDaySheet}
                  onOpenEvent={props.onOpenEvent}
                  canEdit={canEdit}
                  isActive={day.date === keys.activeDate}
                >
                  {row.bars
                    .filter((bar) => bar.column === column)
                    .map((bar) => (
                      <EventItem
                        key={`${bar.event.id}-${bar.column}`}
                        {...itemProps}
                        tabIndex={day.date === keys.activeDate ? 0 : -1}
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
                      tabIndex={day.date === keys.activeDate ? 0 : -1}
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
            className="truncate rounded-md px-2 text-xs leading-5 font-medium shadow-lg ring-2 ring-white"
            style={{
              ...onColor(dragged.objectiveColor),
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

/** A printed week: its lines (every event is shown on paper) under the day's header, at least two. */
function printedRowHeight(row: CalendarRow<CalendarEvent>): number {
  const lanes = [...row.bars.map((bar) => bar.lane), ...row.days.flatMap((day) => day.chips.map((chip) => chip.lane))];
  return DAY_HEADER_HEIGHT + Math.max(2, Math.max(-1, ...lanes) + 1) * CALENDAR_LANE_HEIGHT + 4;
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
  isActive,
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
  /** The month's one tab stop (its items and '+N more' are tabbable too). */
  isActive: boolean;
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
      data-stop={day.date}
      tabIndex={isActive ? 0 : -1}
      className={cn(
        'relative min-w-0 outline-none focus-visible:z-20 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset',
        // Today's cell is tinted and framed, not just its date (docs/decisions.md D39).
        isToday ? 'bg-brand-50 ring-2 ring-brand-200 ring-inset' : day.isCurrentMonth ? 'bg-white' : 'bg-gray-50',
        isOver && 'bg-brand-50 ring-2 ring-brand-500 ring-inset',
      )}
      style={{ height }}
    >
      <div className="flex items-center gap-1.5 px-1.5" style={{ height: DAY_HEADER_HEIGHT }}>
        <span
          aria-current={isToday ? 'date' : undefined}
          className={cn(
            'inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs font-semibold',
            isToday ? 'bg-brand-600 text-white' : day.isCurrentMonth ? 'text-gray-800' : 'text-gray-500',
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
            <DayListPopover day={day} canEdit={canEdit} onOpenEvent={onOpenEvent} tabIndex={isActive ? 0 : -1} />
          ) : (
            <button
              type="button"
              className="h-full w-full rounded px-1 text-left text-xs font-semibold text-brand-700 hover:bg-brand-50"
              aria-haspopup="dialog"
              tabIndex={isActive ? 0 : -1}
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
