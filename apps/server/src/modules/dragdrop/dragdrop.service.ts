import { PLANNING_MESSAGES, type PlanningEvent, type Timeline } from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import { nowIso, type Db } from '../../db/index.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { toEventResponse } from '../events/event-response.js';
import { withProjectChanges, type ChangePublisher } from '../live/changes.js';
import { requireProjectAccess } from '../projects/project-access.js';
import { toTimelineResponse } from '../timelines/timeline-response.js';
import * as queries from './dragdrop.queries.js';

/*
 * Drag and drop. Reordering sends the whole new order: ids from
 * elsewhere are refused (400), a list missing some (someone added one meanwhile) is a 409 so the
 * client refreshes. Order is not versioned content: reordering does not bump versions, so it never
 * makes a concurrent rename or edit stale. Moving an event changes the event and bumps its version.
 */

interface UserOptions {
  db: Db;
  /** Writes publish what they changed (modules/live/changes.ts). */
  bus: ChangePublisher;
  user: AuthUser;
}

/** Checks `ids` is exactly `existing` (in any order). */
function assertSameSet(ids: string[], existing: string[], foreignMessage: string): void {
  const known = new Set(existing);
  if (ids.some((id) => !known.has(id))) throw badRequest(foreignMessage);
  if (ids.length !== known.size) throw conflict(PLANNING_MESSAGES.reorderListChanged);
}

/** New timeline order of a project (admin or owner, docs/decisions.md D14). */
export async function reorderTimelines({
  db,
  bus,
  user,
  projectId,
  timelineIds,
}: UserOptions & { projectId: string; timelineIds: string[] }): Promise<Timeline[]> {
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    await requireProjectAccess({ db: trx, user, projectId, action: 'admin', message: PLANNING_MESSAGES.needAdminReorder });
    const existing = await queries.listTimelines(trx, projectId);
    assertSameSet(
      timelineIds,
      existing.map((timeline) => timeline.id),
      PLANNING_MESSAGES.reorderDifferentProjects,
    );
    await live.track(projectId, { timelineIds });
    await queries.setTimelineOrder(trx, projectId, timelineIds);
    await live.record({ projectId, kind: 'timelines.reordered' });
    return (await queries.listTimelines(trx, projectId)).map(toTimelineResponse);
  });
}

/** New order of a timeline's events (edit right: it is dragging). Answers the events in display order. */
export async function reorderEvents({
  db,
  bus,
  user,
  projectId,
  timelineId,
  eventIds,
}: UserOptions & { projectId: string; timelineId: string; eventIds: string[] }): Promise<PlanningEvent[]> {
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    await requireProjectAccess({ db: trx, user, projectId, action: 'edit' });
    if (!(await queries.findTimeline(trx, projectId, timelineId))) throw notFound(PLANNING_MESSAGES.timelineNotFound);
    const existing = await queries.listEventsOfTimeline(trx, timelineId);
    assertSameSet(
      eventIds,
      existing.map((event) => event.id),
      PLANNING_MESSAGES.reorderEventsDifferentTimelines,
    );
    await live.track(projectId, { timelineContents: [timelineId] });
    await queries.setEventOrder(trx, timelineId, eventIds);
    await live.record({ projectId, kind: 'events.reordered', timelineId });
    return (await queries.listEventsOfTimeline(trx, timelineId)).map(toEventResponse);
  });
}

/**
 * Moves an event to another timeline of the same project at `newPosition` (0-based; absent or
 * past the end appends). Edit right. An event the caller cannot see is "not found".
 */
export async function moveEvent({
  db,
  bus,
  user,
  eventId,
  body,
}: UserOptions & {
  eventId: string;
  body: { targetTimelineId: string; newPosition?: number | undefined; version?: number | undefined };
}): Promise<PlanningEvent> {
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    const event = await queries.findEventById(trx, eventId);
    if (!event) throw notFound(PLANNING_MESSAGES.eventNotFound);
    try {
      await requireProjectAccess({ db: trx, user, projectId: event.projectId, action: 'edit' });
    } catch (error) {
      // Do not reveal that an event exists in a project the caller cannot see.
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound(PLANNING_MESSAGES.eventNotFound);
      throw error;
    }
    if (!(await queries.findTimeline(trx, event.projectId, event.timelineId))) {
      throw notFound(PLANNING_MESSAGES.sourceTimelineNotFound(event.timelineId));
    }
    if (!(await queries.findTimeline(trx, event.projectId, body.targetTimelineId))) {
      throw notFound(PLANNING_MESSAGES.targetTimelineNotFound(body.targetTimelineId));
    }
    await live.track(event.projectId, { eventIds: [eventId], timelineContents: [body.targetTimelineId] });
    const expectedVersion = body.version ?? event.version;
    const moved = await queries.moveEventVersioned(trx, eventId, expectedVersion, body.targetTimelineId, nowIso());
    if (moved === 0) throw conflict(PLANNING_MESSAGES.staleVersion('event'));

    const others = (await queries.listEventsOfTimeline(trx, body.targetTimelineId))
      .map((row) => row.id)
      .filter((id) => id !== eventId);
    const position = Math.min(body.newPosition ?? others.length, others.length);
    others.splice(position, 0, eventId);
    await queries.setEventOrder(trx, body.targetTimelineId, others);

    const row = await queries.findEventById(trx, eventId);
    if (!row) throw notFound(PLANNING_MESSAGES.eventNotFound);
    const response = toEventResponse(row);
    await live.record({ projectId: row.projectId, kind: 'event.moved', timelineId: row.timelineId, eventId, event: response });
    return response;
  });
}
