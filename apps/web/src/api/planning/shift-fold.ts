import { shiftEvent, toWireDate, type PlanningEvent, type ShiftedEvents } from '@plotline/shared';

/*
 * Events sent by id with the days they moved (docs/decisions.md D72): a live bulk shift or undo, and
 * the caller's own shift answer (D78). One rule for both: a cached copy one version behind takes the
 * new version and time, and its dates move by `days` unless the cache already shows them moved (the
 * caller's optimistic shift); a copy already as new is kept.
 */

/** The event with both dates moved by `days` (a bulk shift, and a live one folded in). */
export function shiftedDates(event: PlanningEvent, days: number): Pick<PlanningEvent, 'date' | 'endDate'> {
  const shifted = shiftEvent(event.date.slice(0, 10), event.endDate ? event.endDate.slice(0, 10) : null, days);
  return { date: toWireDate(shifted.start), endDate: shifted.end ? toWireDate(shifted.end) : null };
}

export interface ShiftFold {
  /** The copies folded in (new version, time and, unless already moved, dates). */
  moved: PlanningEvent[];
  /** Some event was missing or more than one version behind: only a reload is exact. */
  inexact: boolean;
}

/** Folds `groups` into the cached events (`known` by id); `datesMoved`: the cache already shows the new dates. */
export function foldShifted(known: ReadonlyMap<string, PlanningEvent>, groups: readonly ShiftedEvents[], datesMoved = false): ShiftFold {
  const moved: PlanningEvent[] = [];
  let inexact = false;
  for (const { days, eventIds, versions, updatedAt } of groups) {
    for (const [index, id] of eventIds.entries()) {
      const event = known.get(id);
      const version = versions[index];
      if (event && version !== undefined && event.version >= version) continue;
      if (!event || version === undefined || event.version !== version - 1) {
        inexact = true;
        continue;
      }
      moved.push({ ...event, ...(datesMoved ? {} : shiftedDates(event, days)), version, updatedAt });
    }
  }
  return { moved, inexact };
}
