import { PLANNING_MESSAGES, type Timeline, type TimelineWithEvents } from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import { nowIso, type Db } from '../../db/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { removeDependenciesOfTimeline } from '../dependencies/dependencies.service.js';
import { toEventResponse } from '../events/event-response.js';
import { withProjectChanges, type ChangePublisher, type ChangeRecorder } from '../live/changes.js';
import { requireProjectAccess } from '../projects/project-access.js';
import { ensureDefaultProject } from '../projects/projects.service.js';
import { toTimelineResponse } from './timeline-response.js';
import * as queries from './timelines.queries.js';

/*
 * Timelines (swimlanes) of a project. Names are unique within a project (docs/decisions.md D25.3);
 * reads need read access, rename/recolour need edit, create/delete need admin.
 */

interface ProjectOptions {
  db: Db;
  user: AuthUser;
  projectId: string;
}

/** Writes also publish what they changed (modules/live/changes.ts). */
interface WriteOptions extends ProjectOptions {
  bus: ChangePublisher;
}

/** SQLite and PostgreSQL report a unique-constraint breach differently. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

async function withUniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // A concurrent request may win the race between our check and the insert.
    if (isUniqueViolation(error)) throw conflict(PLANNING_MESSAGES.timelineNameTaken(name));
    throw error;
  }
}

async function withEvents(db: Db, projectId: string, timelines: Timeline[], timelineId?: string): Promise<TimelineWithEvents[]> {
  const events = await queries.listEvents(db, projectId, timelineId);
  const result = timelines.map((timeline) => ({ ...timeline, events: [] as TimelineWithEvents['events'] }));
  const byId = new Map(result.map((timeline) => [timeline.id, timeline]));
  for (const event of events) byId.get(event.timelineId)?.events.push(toEventResponse(event));
  return result;
}

export async function listTimelines({ db, user, projectId }: ProjectOptions): Promise<TimelineWithEvents[]> {
  await requireProjectAccess({ db, user, projectId, action: 'read' });
  const timelines = (await queries.listTimelines(db, projectId)).map(toTimelineResponse);
  return withEvents(db, projectId, timelines);
}

async function insertTimeline(db: Db, live: ChangeRecorder, projectId: string, body: { name: string; color: string }): Promise<Timeline> {
  if (await queries.findTimelineByName(db, projectId, body.name)) {
    throw conflict(PLANNING_MESSAGES.timelineNameTaken(body.name));
  }
  const now = nowIso();
  const id = newId();
  await live.track(projectId, { timelineIds: [id] });
  const row = {
    id,
    projectId,
    name: body.name,
    color: body.color,
    displayOrder: await queries.nextDisplayOrder(db, projectId),
    createdAt: now,
    updatedAt: now,
  };
  await queries.insertTimeline(db, row);
  return toTimelineResponse({ ...row, version: 1 });
}

/** Appends a timeline at the end of the project (admin or owner). */
export async function createTimeline({ db, user, bus, projectId, body }: WriteOptions & { body: { name: string; color: string } }) {
  return withUniqueName(body.name, () =>
    withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
      await requireProjectAccess({ db: trx, user, projectId, action: 'admin', message: PLANNING_MESSAGES.needAdminTimelines });
      const timeline = await insertTimeline(trx, live, projectId, body);
      await live.record({ projectId, kind: 'timeline.created', timelineId: timeline.id, timeline });
      return timeline;
    }),
  );
}

/** Rename and/or recolour (edit right); a stale version is a 409 with nothing changed. */
export async function updateTimeline({
  db,
  user,
  bus,
  projectId,
  timelineId,
  body,
}: WriteOptions & {
  timelineId: string;
  body: { name?: string | undefined; color?: string | undefined; version: number };
}): Promise<Timeline> {
  const { version, ...changes } = body;
  return withUniqueName(changes.name ?? '', () =>
    withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
      await requireProjectAccess({ db: trx, user, projectId, action: 'edit' });
      const current = await queries.findTimeline(trx, projectId, timelineId);
      if (!current) throw notFound(PLANNING_MESSAGES.timelineNotFound);
      if (changes.name !== undefined && changes.name !== current.name) {
        if (await queries.findTimelineByName(trx, projectId, changes.name)) {
          throw conflict(PLANNING_MESSAGES.timelineNameTaken(changes.name));
        }
      }
      const patch = {
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.color === undefined ? {} : { color: changes.color }),
        updatedAt: nowIso(),
      };
      await live.track(projectId, { timelineIds: [timelineId] });
      const updated = await queries.updateTimelineVersioned(trx, projectId, timelineId, version, patch);
      if (updated === 0) throw conflict(PLANNING_MESSAGES.staleVersion('timeline'));
      const row = await queries.findTimeline(trx, projectId, timelineId);
      if (!row) throw notFound(PLANNING_MESSAGES.timelineNotFound);
      const timeline = toTimelineResponse(row);
      await live.record({ projectId, kind: 'timeline.updated', timelineId, timeline });
      return timeline;
    }),
  );
}

/** Deletes the timeline with its events (admin or owner). */
export async function deleteTimeline({ db, user, bus, projectId, timelineId }: WriteOptions & { timelineId: string }) {
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    await requireProjectAccess({
      db: trx,
      user,
      projectId,
      action: 'admin',
      message: PLANNING_MESSAGES.needAdminDeleteTimelines,
    });
    if (!(await queries.findTimeline(trx, projectId, timelineId))) throw notFound(PLANNING_MESSAGES.timelineNotFound);
    await live.track(projectId, { timelineIds: [timelineId], timelineContents: [timelineId] });
    const deletedDependencyIds = await removeDependenciesOfTimeline(trx, timelineId);
    const deletedEventCount = await queries.deleteTimelineCascade(trx, projectId, timelineId);
    await live.record({ projectId, kind: 'timeline.deleted', timelineId, deletedDependencyIds });
    return { id: timelineId, deletedEventCount };
  });
}

/**
 * Name-based create: into the caller's oldest owned project, or a new
 * 'Default Project' when they own none.
 */
export async function createTimelineByName({
  db,
  user,
  bus,
  body,
}: {
  db: Db;
  user: AuthUser;
  bus: ChangePublisher;
  body: { name: string; color: string };
}): Promise<Timeline> {
  return withUniqueName(body.name, () =>
    withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
      const projectId = await ensureDefaultProject({ db: trx, user });
      const timeline = await insertTimeline(trx, live, projectId, body);
      await live.record({ projectId, kind: 'timeline.created', timelineId: timeline.id, timeline });
      return timeline;
    }),
  );
}

/** Name-based lookup across the projects the caller can read (owned projects first). */
export async function getTimelineByName({ db, user, name }: { db: Db; user: AuthUser; name: string }): Promise<TimelineWithEvents> {
  const found = await queries.findReadableTimelineByName(db, user.id, name);
  if (!found) throw notFound(PLANNING_MESSAGES.timelineNameNotFound(name));
  await requireProjectAccess({ db, user, projectId: found.projectId, action: 'read' });
  const row = await queries.findTimeline(db, found.projectId, found.id);
  if (!row) throw notFound(PLANNING_MESSAGES.timelineNameNotFound(name));
  const [timeline] = await withEvents(db, found.projectId, [toTimelineResponse(row)], row.id);
  if (!timeline) throw notFound(PLANNING_MESSAGES.timelineNameNotFound(name));
  return timeline;
}
