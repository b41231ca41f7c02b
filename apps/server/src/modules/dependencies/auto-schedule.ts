import { autoSchedule, type DependencyType, type ScheduleEvent } from '@plotline/shared';
import { nowIso, type Db } from '../../db/index.js';
import type { EventRow } from '../../db/schema.js';
import type { ChangeRecorder } from '../live/changes.js';
import * as queries from './dependencies.queries.js';

/*
 * Auto-schedule on the server (docs/decisions.md D36): after an event's dates changed, inside the
 * transaction that changed them, the successors that would now be violated are pushed forward by
 * `autoSchedule` (packages/shared/src/scheduling) and saved, each with its version moved. The
 * caller records ONE change carrying the event and the moved successors, so the whole push is one
 * project revision and live viewers see one change.
 */

/** The events whose dates a push can depend on: the changed ones and both ends of every dependency it can involve. */
function eventsAutoScheduleReads(dependencies: readonly { fromEventId: string; toEventId: string }[], changedEventIds: readonly string[]): Set<string> {
  const read = new Set(changedEventIds);
  for (const { fromEventId, toEventId } of dependencies) read.add(fromEventId).add(toEventId);
  return read;
}

/**
 * Pushes the successors of `changedEventIds` when the project's autoSchedule is on; returns the
 * moved events' rows (empty when it is off or nothing had to move). Takes the project's row lock
 * first, so concurrent pushes through the same chain apply one after the other.
 */
export async function pushSuccessors(
  trx: Db,
  projectId: string,
  changedEventIds: readonly string[],
  history: Pick<ChangeRecorder, 'track'>,
): Promise<EventRow[]> {
  if (changedEventIds.length === 0) return [];
  const isOn = await queries.lockProject(trx, projectId);
  if (!isOn) return [];
  const dependencies = await queries.listDependenciesReaching(trx, changedEventIds);
  if (dependencies.length === 0) return [];
  const events = await queries.findEventsOfProject(trx, projectId, [...eventsAutoScheduleReads(dependencies, changedEventIds)]);
  const byId = new Map<string, ScheduleEvent>(events.map((event) => [event.id, event]));
  const moved = autoSchedule(
    byId,
    dependencies.map((dependency) => ({ ...dependency, type: dependency.type as DependencyType })),
    changedEventIds,
  );
  if (moved.length === 0) return [];
  await history.track(projectId, { eventIds: moved.map((event) => event.id) });
  await queries.setEventDates(trx, moved, nowIso());
  const rows = await queries.findEventRows(trx, projectId, moved.map((event) => event.id));
  // In the order autoSchedule moved them: predecessors first.
  const order = new Map(moved.map((event, index) => [event.id, index]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}
