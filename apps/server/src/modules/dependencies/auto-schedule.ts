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

/**
 * The events whose dates a push from `changedEventIds` can depend on: every event reachable along
 * dependencies, and each one's predecessors. A push along a 500-event chain reads those ~500
 * events' dates, not the whole project's.
 */
function eventsAutoScheduleReads(dependencies: readonly { fromEventId: string; toEventId: string }[], changedEventIds: readonly string[]): Set<string> {
  const successors = new Map<string, string[]>();
  const predecessors = new Map<string, string[]>();
  for (const { fromEventId, toEventId } of dependencies) {
    (successors.get(fromEventId) ?? successors.set(fromEventId, []).get(fromEventId)!).push(toEventId);
    (predecessors.get(toEventId) ?? predecessors.set(toEventId, []).get(toEventId)!).push(fromEventId);
  }
  const reached = new Set(changedEventIds);
  // for…of over a Set also visits what is added while it runs: a breadth-first walk.
  for (const id of reached) for (const next of successors.get(id) ?? []) reached.add(next);
  const read = new Set(reached);
  for (const id of reached) for (const before of predecessors.get(id) ?? []) read.add(before);
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
  if (!isOn || !(await queries.hasSuccessors(trx, changedEventIds))) return [];
  const dependencies = await queries.listDependencies(trx, projectId);
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
