import { dayNumber, type HistoryChange, type HistorySnapshot, type ShiftedEvents } from '@plotline/shared';
import type { Db } from '../../db/index.js';
import { readProjectEvents } from '../events/bulk.service.js';
import type { ChangeInput } from '../live/changes.js';
import type { TrackedRows } from './history-tracker.js';

/*
 * The live change of an undo or redo step (docs/decisions.md D72). A step that only rewrote
 * existing events (the undo of a bulk shift, move or objective, of a drag and the successors it
 * pushed) is an `events.changed` viewers fold in: events whose two dates moved by the same days go
 * by id (`shifted`, one group per number of days, each version one more than the row had), any
 * other rewritten event whole (`events`, read back). Anything else (a creation, a deletion, a
 * timeline, a dependency, the project, sharing, a baseline) stays a `project.updated`, which
 * viewers answer by reading the project again.
 */

/** Fields a shift rewrites; everything else must be equal for a row to travel as a shift. */
const SHIFT_FIELDS = new Set(['startDate', 'endDate', 'version', 'updatedAt']);

/** The days both dates moved by from `was` to `target`, or null when anything else changed or they moved unevenly. */
export function shiftOf(was: HistorySnapshot, target: HistorySnapshot): number | null {
  const names = new Set([...Object.keys(was), ...Object.keys(target)]);
  if ([...names].some((name) => !SHIFT_FIELDS.has(name) && was[name] !== target[name])) return null;
  if (typeof was.startDate !== 'string' || typeof target.startDate !== 'string') return null;
  const days = dayNumber(target.startDate) - dayNumber(was.startDate);
  if (was.endDate === null && target.endDate === null) return days === 0 ? null : days;
  if (typeof was.endDate !== 'string' || typeof target.endDate !== 'string') return null;
  return days !== 0 && dayNumber(target.endDate) - dayNumber(was.endDate) === days ? days : null;
}

/** What the step publishes; `current` holds the rows before the step (its own tracking), `updatedAt` the time it wrote. */
export async function stepLiveChange(options: {
  trx: Db;
  projectId: string;
  changes: readonly HistoryChange[];
  direction: 'undo' | 'redo';
  current: TrackedRows;
  updatedAt: string;
}): Promise<ChangeInput> {
  const { trx, projectId, changes, direction, current, updatedAt } = options;
  const refetch: ChangeInput = { projectId, kind: 'project.updated' };
  if (changes.length === 0 || changes.some((change) => change.entity !== 'event' || change.before === null || change.after === null)) return refetch;
  const groups = new Map<number, ShiftedEvents>();
  const whole: string[] = [];
  for (const change of changes) {
    const was = current.get(`event:${change.entityId}`)?.row;
    if (!was) return refetch;
    const days = shiftOf(was, direction === 'undo' ? change.before! : change.after!);
    if (days === null) {
      whole.push(change.entityId);
      continue;
    }
    const group = groups.get(days) ?? groups.set(days, { days, eventIds: [], versions: [], updatedAt }).get(days)!;
    group.eventIds.push(change.entityId);
    group.versions.push(Number(was.version) + 1);
  }
  const events = whole.length > 0 ? await readProjectEvents(trx, projectId, whole) : [];
  return {
    projectId,
    kind: 'events.changed',
    ...(groups.size > 0 ? { shifted: [...groups.values()] } : {}),
    ...(events.length > 0 ? { events } : {}),
  };
}
