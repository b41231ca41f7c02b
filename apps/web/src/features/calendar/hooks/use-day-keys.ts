import { useMemo, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { rovingDirection, rovingStep, stopElement, useFocusFollow, type RovingPosition } from '@/components/planning/roving-focus';
import type { DayCell, MonthLayout } from '../utils/month-layout';
import type { CalendarEvent } from '../utils/calendar-events';

export interface DayKeysOptions {
  layout: MonthLayout<CalendarEvent>;
  today: string;
  /** The grid element the day cells (`data-stop="<date>"`) are in. */
  gridRef: RefObject<HTMLElement | null>;
  onOpenEvent: (event: CalendarEvent) => void;
  /** A day with several events: its list. */
  onOpenDay: (day: DayCell<CalendarEvent>) => void;
  /** Asks to delete an event (left out when the user may not). */
  onDeleteEvent?: (event: CalendarEvent) => void;
}

export interface DayKeys {
  /** The day taking Tab; its events and '+N more' are tabbable too. */
  activeDate: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

/** The day cell `element` is or is in, and the event item it is (if it is one). */
function targetOf(element: HTMLElement) {
  const cell = element.closest<HTMLElement>('[data-stop]');
  return { date: cell?.dataset.stop, isCell: cell === element, eventId: element.dataset.eventId };
}

/**
 * The calendar's keyboard (docs/decisions.md D40): the month is one tab stop, a day. Arrows move
 * between days (a row of the grid up or down; left and right go on across weeks), Home and End to
 * a row's ends. Enter on a day opens its event, or its list when it has several; an event item
 * opens with Enter as a button, moves with Shift+Arrow (event-item.tsx), asks to be deleted with
 * Delete, and Escape takes the focus back to its day.
 */
export function useDayKeys({ layout, today, gridRef, onOpenEvent, onOpenDay, onDeleteEvent }: DayKeysOptions): DayKeys {
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const follow = useFocusFollow();
  const { days, positions, rowLengths } = useMemo(() => {
    const byDate = new Map<string, RovingPosition>();
    const all = new Map<string, DayCell<CalendarEvent>>();
    layout.rows.forEach((row, rowIndex) =>
      row.days.forEach((day, column) => {
        byDate.set(day.date, { row: rowIndex, column });
        all.set(day.date, day);
      }),
    );
    return { days: all, positions: byDate, rowLengths: layout.rows.map((row) => row.days.length) };
  }, [layout]);

  // The day last focused while it is shown, else today, else the month's first day.
  const firstOfMonth = layout.rows.flatMap((row) => row.days).find((day) => day.isCurrentMonth)?.date ?? '';
  const activeDate =
    chosenDate !== null && days.has(chosenDate) ? chosenDate : days.get(today)?.isCurrentMonth ? today : firstOfMonth;

  const goTo = (date: string) => {
    setChosenDate(date);
    follow(() => {
      // The focus is given without the browser's scroll: bring the day into sight (phones list the month down the page).
      const cell = stopElement(gridRef.current, date);
      cell?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      return cell;
    });
  };

  function onKeyDown(keyEvent: KeyboardEvent<HTMLElement>) {
    const { date, isCell, eventId } = targetOf(keyEvent.target as HTMLElement);
    const at = date === undefined ? undefined : positions.get(date);
    if (!date || !at) return;
    const direction = rovingDirection(keyEvent);
    if (direction) {
      keyEvent.preventDefault();
      const next = rovingStep({ rowLengths, wrap: true }, at, direction);
      const nextDate = next ? layout.rows[next.row]?.days[next.column]?.date : undefined;
      if (nextDate) goTo(nextDate);
      return;
    }
    const day = days.get(date)!;
    if (isCell && keyEvent.key === 'Enter') {
      keyEvent.preventDefault();
      const [only, ...others] = day.entries;
      if (only && others.length === 0) onOpenEvent(only.event);
      else if (only) onOpenDay(day);
      return;
    }
    const event = eventId ? day.entries.find((entry) => entry.event.id === eventId)?.event : undefined;
    if (!event) return;
    if ((keyEvent.key === 'Delete' || keyEvent.key === 'Backspace') && onDeleteEvent) {
      keyEvent.preventDefault();
      onDeleteEvent(event);
    } else if (keyEvent.key === 'Escape') {
      keyEvent.preventDefault();
      goTo(date);
    }
  }

  function onFocus(focusEvent: FocusEvent<HTMLElement>) {
    const { date } = targetOf(focusEvent.target as HTMLElement);
    if (date !== undefined && positions.has(date)) setChosenDate(date);
  }

  return { activeDate, onKeyDown, onFocus };
}
