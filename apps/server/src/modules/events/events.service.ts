import { normalizeObjective, isEndBeforeStart, PLANNING_MESSAGES, type PlanningEvent, type ScheduledEvent } from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import { nowIso, type Db } from '../../db/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { pushSuccessors, removeDependenciesOfEvents } from '../dependencies/dependencies.service.js';
import { withProjectChanges, type ChangePublisher } from '../live/changes.js';
import { getObjectiveMap } from '../objectives/objectives.service.js';
import { requireProjectAccess } from '../projects/project-access.js';
import { toEventResponse } from './event-response.js';
import * as queries from './events.queries.js';

/*
 * Events of a timeline. Adding needs admin, editing needs edit, deleting needs admin or owner
 * (docs/decisions.md D25.1). Dates are calendar dates in the database and
 * noon-UTC timestamps on the wire; unknown objectives are stored as preparation.
 */

interface TimelineOptions {
  db: Db;
  /** Writes publish what they changed (modules/live/changes.ts). */
  bus: ChangePublisher;
  user: AuthUser;
  projectId: string;
  timelineId: string;
}

const END_BEFORE_START = () =>
  badRequest('endDate: must not be before date', [{ field: 'endDate', message: 'must not be before date' }]);
/** A milestone is single-day (docs/decisions.md D36): an update that would give one an end date is refused. */
const MILESTONE_WITH_END = () =>
  badRequest(`endDate: ${PLANNING_MESSAGES.milestoneEndDate}`, [{ field: 'endDate', message: PLANNING_MESSAGES.milestoneEndDate }]);

export async function createEvent({
  db,
  bus,
  user,
  projectId,
  timelineId,
  body,
}: TimelineOptions & {
  body: {
    date: string;
    endDate?: string | null | undefined;
    title: string;
    description: string;
    objective: string;
    isMilestone?: boolean | undefined;
    isFreeze?: boolean | undefined;
  };
}): Promise<PlanningEvent> {
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    await requireProjectAccess({ db: trx, user, projectId, action: 'admin', message: PLANNING_MESSAGES.needAdminEvents });
    if (!(await queries.timelineExists(trx, projectId, timelineId))) throw notFound(PLANNING_MESSAGES.timelineNotFound);
    const objectives = await getObjectiveMap({ db: trx });
    const now = nowIso();
    const id = newId();
    await live.track(projectId, { eventIds: [id] });
    const row = {
      id,
      projectId,
      timelineId,
      title: body.title,
      description: body.description,
      startDate: body.date,
      endDate: body.endDate ?? null,
      objective: normalizeObjective(body.objective, objectives),
      isMilestone: body.isMilestone ? 1 : 0,
      isFreeze: body.isFreeze ? 1 : 0,
      displayOrder: await queries.nextDisplayOrder(trx, timelineId),
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    await queries.insertEvent(trx, row);
    const event = toEventResponse(row);
    await live.record({ projectId, kind: 'event.created', timelineId, eventId: event.id, event });
    return event;
  });
}

export async function updateEvent({
  db,
  bus,
  user,
  projectId,
  timelineId,
  eventId,
  body,
}: TimelineOptions & {
  eventId: string;
  body: {
    date?: string | undefined;
    endDate?: string | null | undefined;
    title?: string | undefined;
    description?: string | undefined;
    objective?: string | undefined;
    isMilestone?: boolean | undefined;
    isFreeze?: boolean | undefined;
    version: number;
  };
}): Promise<ScheduledEvent> {
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    await requireProjectAccess({ db: trx, user, projectId, action: 'edit' });
    const current = await queries.findEvent(trx, projectId, timelineId, eventId);
    if (!current) throw notFound(PLANNING_MESSAGES.eventNotFound);
    const startDate = body.date ?? current.startDate;
    const endDate = body.endDate === undefined ? current.endDate : body.endDate;
    if (isEndBeforeStart(startDate, endDate)) throw END_BEFORE_START();
    const isMilestone = body.isMilestone ?? current.isMilestone === 1;
    if (isMilestone && endDate !== null) throw MILESTONE_WITH_END();
    await live.track(projectId, { eventIds: [eventId] });
    const changes = {
      ...(body.title === undefined ? {} : { title: body.title }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.date === undefined ? {} : { startDate: body.date }),
      ...(body.endDate === undefined ? {} : { endDate: body.endDate }),
      ...(body.objective === undefined
        ? {}
        : { objective: normalizeObjective(body.objective, await getObjectiveMap({ db: trx })) }),
      ...(body.isMilestone === undefined ? {} : { isMilestone: body.isMilestone ? 1 : 0 }),
      ...(body.isFreeze === undefined ? {} : { isFreeze: body.isFreeze ? 1 : 0 }),
      updatedAt: nowIso(),
    };
    const updated = await queries.updateEventVersioned(trx, eventId, body.version, changes);
    if (updated === 0) throw conflict(PLANNING_MESSAGES.staleVersion('event'));
    const row = await queries.findEvent(trx, projectId, timelineId, eventId);
    if (!row) throw notFound(PLANNING_MESSAGES.eventNotFound);
    const event = toEventResponse(row);
    // New dates may push successors forward, in this transaction and revision (docs/decisions.md D36).
    const datesChanged = startDate !== current.startDate || endDate !== current.endDate;
    const movedEvents = datesChanged ? (await pushSuccessors(trx, projectId, [eventId], live)).map(toEventResponse) : [];
    await live.record({ projectId, kind: 'event.updated', timelineId, eventId, event, ...(movedEvents.length > 0 ? { movedEvents } : {}) });
    return { ...event, movedEvents };
  });
}

export async function deleteEvent({ db, bus, user, projectId, timelineId, eventId }: TimelineOptions & { eventId: string }) {
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    await requireProjectAccess({ db: trx, user, projectId, action: 'deleteEvent' });
    if (!(await queries.findEvent(trx, projectId, timelineId, eventId))) throw notFound(PLANNING_MESSAGES.eventNotFound);
    await live.track(projectId, { eventIds: [eventId] });
    // Its dependencies go in the same transaction (docs/decisions.md D36).
    const deletedDependencyIds = await removeDependenciesOfEvents(trx, [eventId]);
    await queries.deleteEvent(trx, projectId, timelineId, eventId);
    await live.record({ projectId, kind: 'event.deleted', timelineId, eventId, deletedDependencyIds });
    return { id: eventId };
  });
}
