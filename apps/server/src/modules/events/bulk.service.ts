import {
  addDays,
  BULK_MESSAGES,
  toCalendarDate,
  type BulkAction,
  type BulkShiftAnswer,
  type BulkEventsResult,
  type PlanningEvent,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import { nowIso, type Db } from '../../db/index.js';
import type { EventRow } from '../../db/schema.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { pushSuccessors, removeDependenciesOfEvents } from '../dependencies/dependencies.service.js';
import { withProjectChanges, type ChangePublisher, type ChangeRecorder } from '../live/changes.js';
import { getObjectiveMap } from '../objectives/objectives.service.js';
import { requireProjectAccess } from '../projects/project-access.js';
import { toEventResponse } from './event-response.js';
import * as queries from './bulk.queries.js';
import { nextDisplayOrder, timelineExists } from './events.queries.js';

/*
 * Bulk changes of a project's events (docs/decisions.md D48). Everything happens inside ONE
 * withProjectChanges call: one transaction, one revision, one history entry, one undo step. Every
 * check comes before the first write, and any refusal throws, so the transaction writes nothing.
 */

export interface BulkEventsRequest {
  eventIds: string[];
  action: BulkAction;
  days?: number | undefined;
  timelineId?: string | undefined;
  objective?: string | undefined;
  answer?: BulkShiftAnswer | undefined;
}

interface Step {
  trx: Db;
  projectId: string;
  rows: EventRow[];
  body: BulkEventsRequest;
  live: ChangeRecorder;
}

const field = (name: string, message: string) => [{ field: name, message }];
const withoutField = (message: string) => message.replace(/^\w+: /, '');

/** The project's events with these ids as the wire has them (an undo's live change reads what it rewrote, D72). */
export async function readProjectEvents(db: Db, projectId: string, ids: readonly string[]): Promise<PlanningEvent[]> {
  return (await queries.findProjectEvents(db, projectId, ids)).map(toEventResponse);
}

async function readBack(step: Step, ids: readonly string[]): Promise<PlanningEvent[]> {
  const order = new Map(step.body.eventIds.map((id, index) => [id, index]));
  const rows = await queries.findProjectEvents(step.trx, step.projectId, ids);
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).map(toEventResponse);
}

async function shift(step: Step, days: number): Promise<BulkEventsResult> {
  const { trx, projectId, rows, live } = step;
  // The new dates must still be real calendar dates (years 0001–9999).
  const outOfRange = rows.find((row) => [row.startDate, row.endDate].some((date) => date !== null && toCalendarDate(addDays(date, days)) === null));
  if (outOfRange) {
    const message = `would move "${outOfRange.title}" outside the calendar`;
    throw badRequest(`days: ${message}`, field('days', message));
  }
  const ids = rows.map((row) => row.id);
  const updatedAt = nowIso();
  const written = await queries.shiftEventDates(trx, projectId, ids, days, updatedAt);
  // In the order asked, with the versions the UPDATE wrote.
  const versions = new Map(written.map((row) => [row.id, row.version]));
  const eventIds = step.body.eventIds.filter((id) => versions.has(id));
  const shifted = [{ days, eventIds, versions: eventIds.map((id) => versions.get(id)!), updatedAt }];
  const events = step.body.answer === 'shifted' ? [] : await readBack(step, ids);
  // Auto-schedule pushes the successors left behind, in this transaction and revision (D36).
  const movedEvents = (await pushSuccessors(trx, projectId, ids, live)).map(toEventResponse);
  // Viewers get the shift by id, not 5,000 whole events (D72); so does a caller asking `answer: 'shifted'` (D78).
  await live.record({ projectId, kind: 'bulk.shift', shifted, movedEvents });
  return { events, ...(step.body.answer === 'shifted' ? { shifted } : {}), deletedEventIds: [], movedEvents };
}

async function move(step: Step, timelineId: string): Promise<BulkEventsResult> {
  const { trx, projectId, rows, live } = step;
  if (!(await timelineExists(trx, projectId, timelineId))) {
    throw new AppError('NOT_FOUND', BULK_MESSAGES.timelineNotInProject, field('timelineId', withoutField(BULK_MESSAGES.timelineNotInProject)));
  }
  // Events already on that timeline stay where they are.
  const ids = rows.filter((row) => row.timelineId !== timelineId).map((row) => row.id);
  if (ids.length === 0) return { events: [], deletedEventIds: [], movedEvents: [] };
  const orderOffset = await nextDisplayOrder(trx, timelineId);
  await queries.moveEventsToTimeline(trx, projectId, ids, { timelineId, orderOffset, updatedAt: nowIso() });
  const events = await readBack(step, ids);
  await live.record({ projectId, kind: 'bulk.move', timelineId, events });
  return { events, deletedEventIds: [], movedEvents: [] };
}

async function setObjective(step: Step, objective: string): Promise<BulkEventsResult> {
  const { trx, projectId, rows, live } = step;
  // Unlike a single edit, which stores an unknown key as preparation, a bulk change refuses it.
  if (!(objective in (await getObjectiveMap({ db: trx })))) {
    throw badRequest(BULK_MESSAGES.unknownObjective, field('objective', withoutField(BULK_MESSAGES.unknownObjective)));
  }
  const ids = rows.map((row) => row.id);
  await queries.setEventsObjective(trx, projectId, ids, objective, nowIso());
  const events = await readBack(step, ids);
  await live.record({ projectId, kind: 'bulk.objective', events });
  return { events, deletedEventIds: [], movedEvents: [] };
}

async function remove(step: Step): Promise<BulkEventsResult> {
  const { trx, projectId, rows, live } = step;
  const deletedEventIds = rows.map((row) => row.id);
  // Their dependencies go in the same transaction (docs/decisions.md D36).
  const deletedDependencyIds = await removeDependenciesOfEvents(trx, deletedEventIds);
  await queries.deleteEvents(trx, projectId, deletedEventIds);
  await live.record({ projectId, kind: 'bulk.delete', deletedEventIds, deletedDependencyIds });
  return { events: [], deletedEventIds, movedEvents: [] };
}

/** Applies one bulk action to events of one project, all or nothing. */
export async function bulkChangeEvents(options: {
  db: Db;
  bus: ChangePublisher;
  user: AuthUser;
  projectId: string;
  body: BulkEventsRequest;
}): Promise<BulkEventsResult> {
  const { db, bus, user, projectId, body } = options;
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    // Every event is checked: the right the action needs on the project holding it (each must be this project's).
    await requireProjectAccess({ db: trx, user, projectId, action: body.action === 'delete' ? 'deleteEvent' : 'edit' });
    // History keeps these rows (and their dependencies) before and after: one undo step (D46). Its
    // read of the events is the step's too (whole rows, selectAll), not a second one (D78).
    const tracked = await live.track(projectId, { eventIds: body.eventIds });
    const rows = body.eventIds.flatMap((id) => {
      const row = tracked.get(`event:${id}`)?.row;
      return row ? [row as unknown as EventRow] : [];
    });
    const missing = body.eventIds.length - rows.length;
    if (missing > 0) {
      const found = new Set(rows.map((row) => row.id));
      const message = BULK_MESSAGES.eventsNotInProject(missing);
      const notFoundIds = body.eventIds.filter((id) => !found.has(id)).slice(0, 20);
      throw new AppError('NOT_FOUND', message, { field: 'eventIds', eventIds: notFoundIds });
    }
    const step: Step = { trx, projectId, rows, body, live };
    switch (body.action) {
      case 'shift':
        return shift(step, body.days!);
      case 'move':
        return move(step, body.timelineId!);
      case 'objective':
        return setObjective(step, body.objective!);
      case 'delete':
        return remove(step);
    }
  });
}
