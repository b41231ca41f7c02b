import { useCallback, useLayoutEffect, useRef } from 'react';
import { shiftEvent } from '@plotline/shared';

/*
 * Moving events in time (docs/decisions.md D31): the one path from a drop or a Shift+Arrow press to
 * a save, for the timeline's bars and the calendar's items alike.
 *
 *   const moveBy = useDayMoves(save);          // once per view
 *   moveBy(event, days);                       // on a drop, or from dayMoveKeys below
 *   <button onKeyDown={onMoveKey(GRID_DAY_STEPS, (days) => moveBy(event, days))} />   // move-keys.ts
 *
 * `save(item, days)` sends one move and resolves with the item as the server saved it (its new
 * version), or null when it failed (the caller has told the user). The change shows at once through
 * the optimistic cache; nothing here draws it.
 *
 * Saves of one item never overlap: moves asked for while one is on its way add up and are sent as
 * one move, from the saved item, when it is answered. Two requests carrying the same version would
 * otherwise race, and the second would fail as a conflict. After a failure the moves that were
 * waiting are dropped (they were relative to a position that did not stick).
 */

interface Queue<T> {
  /** Days asked for since the last save was sent. */
  days: number;
  isSaving: boolean;
  /** The newest item known: the one passed in, then each answer. */
  latest: T;
}

export function useDayMoves<T extends { id: string }>(
  save: (item: T, days: number) => Promise<T | null>,
): (item: T, days: number) => void {
  const queues = useRef(new Map<string, Queue<T>>());
  const saveRef = useRef(save);
  useLayoutEffect(() => {
    saveRef.current = save;
  });

  return useCallback((item: T, days: number) => {
    const all = queues.current;
    function send(queue: Queue<T>) {
      const { days: total, latest } = queue;
      queue.days = 0;
      queue.isSaving = true;
      void saveRef.current(latest, total).then((saved) => {
        queue.isSaving = false;
        if (saved && queue.days !== 0) {
          queue.latest = saved;
          send(queue);
        } else {
          all.delete(latest.id);
        }
      });
    }
    if (days === 0) return;
    const queue = all.get(item.id) ?? { days: 0, isSaving: false, latest: item };
    all.set(item.id, queue);
    queue.days += days;
    if (!queue.isSaving) {
      queue.latest = item;
      send(queue);
    }
  }, []);
}

/** What an event move sends: the event's update with both dates shifted by `days` (its duration kept). */
export function dayMoveRequest(
  event: { id: string; timelineId: string; version: number },
  dates: { start: string; end: string | null },
  days: number,
) {
  const next = shiftEvent(dates.start, dates.end, days);
  return { timelineId: event.timelineId, eventId: event.id, version: event.version, date: next.start, endDate: next.end };
}
