import { useCallback, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { PlanningEvent } from '@plotline/shared';
import {
  rovingDirection,
  rovingStep,
  stopElement,
  useFocusFollow,
  type RovingPosition,
} from '@/components/planning/roving-focus';
import type { TimelineLayout } from './use-row-layouts';
import { useStableHandler } from './use-stable-handler';

/**
 * A row of a board as the keyboard sees it: its id (its own stop, on its header) and its events. A
 * row without a layout (the portfolio's project headers) is its own stop alone.
 */
export interface BoardKeyRow {
  id: string;
  events: readonly PlanningEvent[];
}

/** One tab stop of the board: a row (its header), an event's bar or dot, or a "+N" marker. */
export interface BoardStop {
  id: string;
  /** Canvas x range; a row's own stop has none. */
  x: number;
  width: number;
  event?: PlanningEvent;
}

/** The id of a row's "+N" marker at canvas x. */
export const overflowStopId = (timelineId: string, x: number) => `${timelineId}+${x}`;

const stopsByLayout = new WeakMap<TimelineLayout, BoardStop[]>();

/** A row's stops, in reading order: the row itself, then its events and markers by start. */
export function rowStops(timeline: BoardKeyRow, layout: TimelineLayout | undefined): BoardStop[] {
  if (!layout) return [{ id: timeline.id, x: -1, width: 0 }];
  const cached = stopsByLayout.get(layout);
  if (cached?.[0]?.id === timeline.id) return cached;
  const items = [
    ...layout.placed.map(({ event, geometry, lane }) => ({ id: event.id, x: geometry.x, width: geometry.width, event, lane })),
    ...layout.overflow.map((group) => ({ id: overflowStopId(timeline.id, group.x), x: group.x, width: 0, lane: Infinity })),
  ].sort((a, b) => a.x - b.x || a.lane - b.lane);
  const stops: BoardStop[] = [{ id: timeline.id, x: -1, width: 0 }, ...items.map(({ lane: _lane, ...stop }) => stop)];
  stopsByLayout.set(layout, stops);
  return stops;
}

/** The stop of `row` nearest in time to `from` (the row's own stop for a row's own stop). */
export function nearestColumn(row: readonly BoardStop[], from: BoardStop | undefined): number {
  if (!from || from.x < 0 || row.length < 2) return 0;
  const centre = from.x + from.width / 2;
  let best = 1;
  for (let column = 2; column < row.length; column += 1) {
    const stop = row[column]!;
    const bestStop = row[best]!;
    if (Math.abs(stop.x + stop.width / 2 - centre) < Math.abs(bestStop.x + bestStop.width / 2 - centre)) best = column;
  }
  return best;
}

/** The saved events from `fromId` to `toId` (either order) in reading order, or null when `fromId` is not on the board. */
export function readingRange(rows: readonly (readonly BoardStop[])[], fromId: string | null, toId: string): string[] | null {
  const order = rows.flatMap((row) => row.flatMap((stop) => (stop.event && !stop.event.id.startsWith('temp-') ? [stop.event.id] : [])));
  const from = fromId === null ? -1 : order.indexOf(fromId);
  const to = order.indexOf(toId);
  if (from < 0 || to < 0) return null;
  return order.slice(Math.min(from, to), Math.max(from, to) + 1);
}

export interface BoardKeysOptions {
  /** The board's rows in order, as its virtualiser lists them. */
  timelines: readonly BoardKeyRow[];
  layouts: readonly (TimelineLayout | undefined)[];
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Width of the sticky row headers over the scroll box's left side. */
  headerWidth: number;
  /** Brings row `index` of the virtualised list into view. */
  scrollToRow: (index: number) => void;
  /** Enter calls onEdit (the portfolio passes true and opens the event in its timeline). */
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (event: PlanningEvent) => void;
  onDelete: (event: PlanningEvent) => void;
  /** The event last toggled: Shift+Space selects from it to the focused one (docs/decisions.md D48). */
  selectionAnchor?: string | null;
  /** Space: the focused event in or out of the selection. */
  onToggleSelect?: (event: PlanningEvent) => void;
  /** Shift+Space: these events (the anchor to the focused one, in reading order) added to it. */
  onSelectRange?: (eventIds: string[]) => void;
}

/** A virtualiser's rendered indexes with `index` added (in order) when it is missing. */
export function keepRendered(indexes: number[], index: number | null): number[] {
  if (index === null || indexes.includes(index)) return indexes;
  return [...indexes, index].sort((a, b) => a - b);
}

export interface BoardKeys {
  /** The index of the row holding the stop: the board keeps it rendered, so Tab always finds the stop. */
  activeRow: number | null;
  /** The stop of this row that takes Tab (the row's id, an event's or a marker's), or null when the stop is in another row. */
  stopIn: (timelineId: string) => string | null;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Keeps Space's key-up from clicking the focused bar open after it toggled the selection. */
  onKeyUp: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * The row holding a stop id (a row's own id or an event's), from each row's set of event ids, made
 * on the first question about that events array, not on every change of the data: 100,000 events
 * page in by merges (D67), and a drop that moves a chain changes a few rows of many (D73).
 */
const rowIds = new WeakMap<readonly PlanningEvent[], Set<string>>();
function rowIndexOf(timelines: readonly BoardKeyRow[], id: string): number | undefined {
  for (const [row, timeline] of timelines.entries()) {
    if (timeline.id === id) return row;
    let ids = rowIds.get(timeline.events);
    if (!ids) rowIds.set(timeline.events, (ids = new Set(timeline.events.map((event) => event.id))));
    if (ids.has(id)) return row;
  }
  return undefined;
}

/**
 * A board's keyboard, the timeline's and the portfolio's (docs/decisions.md D40, D53): one roving
 * tab stop over rows and events. Left and Right move between a row's events (its own stop first), Up and Down between rows (to the
 * event nearest in time), Home and End to a row's ends; Enter edits the focused event, Delete asks
 * to delete it, Escape goes back to its row. Shift+Left/Right (the move) is the event's own.
 */
export function useBoardKeys(options: BoardKeysOptions): BoardKeys {
  const { timelines, layouts, scrollRef, headerWidth, scrollToRow } = options;
  // The stop last used and its row (whose own stop takes over when an event is deleted or moved away).
  const [chosen, setChosen] = useState<{ id: string; rowId: string } | null>(null);
  const follow = useFocusFollow();

  // Stops are read lazily, row by row (a zoom change lays out every row again, but only the row
  // holding the tab stop and the rows a key press reaches need their stops, D52). Where a stop id
  // sits is known from the data alone: a row's own id, an event's timeline, a marker's row prefix.
  const rowOf = (id: string) => rowIndexOf(timelines, id);
  const stopsAt = (row: number): BoardStop[] => {
    const timeline = timelines[row];
    return timeline ? rowStops(timeline, layouts[row]) : [];
  };
  const columnIn = (row: number, id: string): RovingPosition | undefined => {
    const column = stopsAt(row).findIndex((stop) => stop.id === id);
    return column === -1 ? undefined : { row, column };
  };
  const locate = (id: string): RovingPosition | undefined => {
    const row = rowOf(id) ?? rowOf(id.split('+')[0]!);
    if (row !== undefined) return columnIn(row, id);
    // An id the data does not hold (a deleted event, a layout ahead of its data): every row, the slow way.
    for (let other = 0; other < timelines.length; other += 1) {
      const position = columnIn(other, id);
      if (position) return position;
    }
    return undefined;
  };

  // The stop taking Tab: the last one focused while it still exists, else its row, else the first row.
  const active = (chosen && (locate(chosen.id) ?? locate(chosen.rowId))) || (timelines.length > 0 ? { row: 0, column: 0 } : null);
  const activeStop = active ? stopsAt(active.row)[active.column] : undefined;
  const activeRowId = active ? timelines[active.row]?.id : undefined;

  const stopIn = useCallback(
    (timelineId: string) => (timelineId === activeRowId ? (activeStop?.id ?? null) : null),
    [activeRowId, activeStop],
  );

  const goTo = (position: RovingPosition) => {
    const stop = stopsAt(position.row)[position.column];
    if (!stop) return;
    setChosen({ id: stop.id, rowId: timelines[position.row]!.id });
    scrollToRow(position.row);
    const box = scrollRef.current;
    if (box && stop.x >= 0) {
      const visibleWidth = box.clientWidth - headerWidth;
      if (stop.x < box.scrollLeft || stop.x + Math.min(stop.width, visibleWidth) > box.scrollLeft + visibleWidth) {
        box.scrollLeft = Math.max(0, stop.x - 24);
      }
    }
    follow(() => stopElement(scrollRef.current, stop.id));
  };

  // Stable: the memoized rows are given them.
  const onKeyDown = useStableHandler((keyEvent: KeyboardEvent<HTMLElement>) => {
    const id = (keyEvent.target as HTMLElement).dataset.stop;
    const at = id === undefined ? undefined : locate(id);
    if (!at) return;
    const stop = stopsAt(at.row)[at.column]!;
    const direction = rovingDirection(keyEvent);
    if (direction) {
      keyEvent.preventDefault();
      const next = rovingStep(
        // Every row has at least its own stop: only this row's and its neighbours' lengths matter.
        {
          rowLengths: timelines.map((_, row) => (Math.abs(row - at.row) <= 1 ? stopsAt(row).length : 1)),
          columnIn: (to) => nearestColumn(stopsAt(to), stop),
        },
        at,
        direction,
      );
      if (next) goTo(next);
      return;
    }
    const event = stop.event;
    const isSaved = event !== undefined && !event.id.startsWith('temp-');
    if (keyEvent.key === 'Enter' && isSaved && options.canEdit) {
      keyEvent.preventDefault();
      options.onEdit(event);
    } else if ((keyEvent.key === 'Delete' || keyEvent.key === 'Backspace') && isSaved && options.canDelete) {
      keyEvent.preventDefault();
      options.onDelete(event);
    } else if (keyEvent.key === ' ' && isSaved && options.onToggleSelect) {
      keyEvent.preventDefault();
      const range = keyEvent.shiftKey ? readingRange(timelines.map((_, row) => stopsAt(row)), options.selectionAnchor ?? null, event.id) : null;
      if (range && options.onSelectRange) options.onSelectRange(range);
      else options.onToggleSelect(event);
    } else if (keyEvent.key === 'Escape' && at.column > 0) {
      goTo({ row: at.row, column: 0 });
    }
  });

  const onFocus = useStableHandler((focusEvent: FocusEvent<HTMLElement>) => {
    const id = (focusEvent.target as HTMLElement).dataset.stop;
    const at = id === undefined ? undefined : locate(id);
    if (id !== undefined && at) setChosen({ id, rowId: timelines[at.row]!.id });
  });

  const onKeyUp = (keyEvent: KeyboardEvent<HTMLElement>) => {
    if (keyEvent.key === ' ' && (keyEvent.target as HTMLElement).dataset.eventId !== undefined) keyEvent.preventDefault();
  };

  return { activeRow: active?.row ?? null, stopIn, onKeyDown, onKeyUp, onFocus };
}
