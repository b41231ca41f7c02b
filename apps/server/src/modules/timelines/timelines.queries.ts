import type { Db } from '../../db/index.js';

/* SQL of the timelines module. */

export const listTimelines = (db: Db, projectId: string) =>
  db
    .selectFrom('timelines')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('displayOrder')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

/** Events of a project, or of one timeline when `timelineId` is given, by date then displayOrder. */
export function listEvents(db: Db, projectId: string, timelineId?: string) {
  let query = db.selectFrom('events').selectAll().where('projectId', '=', projectId);
  if (timelineId !== undefined) query = query.where('timelineId', '=', timelineId);
  return query.orderBy('startDate').orderBy('displayOrder').orderBy('id').execute();
}

/** The timeline only when it belongs to the project (ids from another project are "not found"). */
export const findTimeline = (db: Db, projectId: string, timelineId: string) =>
  db.selectFrom('timelines').selectAll().where('id', '=', timelineId).where('projectId', '=', projectId).executeTakeFirst();

export const findTimelineByName = (db: Db, projectId: string, name: string) =>
  db.selectFrom('timelines').selectAll().where('projectId', '=', projectId).where('name', '=', name).executeTakeFirst();

export async function nextDisplayOrder(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('timelines')
    .select((eb) => eb.fn.max('displayOrder').as('maxOrder'))
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  return row?.maxOrder == null ? 1 : Number(row.maxOrder) + 1;
}

export async function insertTimeline(
  db: Db,
  row: { id: string; projectId: string; name: string; color: string; displayOrder: number; createdAt: string; updatedAt: string },
): Promise<void> {
  await db.insertInto('timelines').values({ ...row, version: 1 }).execute();
}

/** Compare-and-set on version: 0 rows means stale (or gone). */
export async function updateTimelineVersioned(
  db: Db,
  projectId: string,
  timelineId: string,
  expectedVersion: number,
  changes: { name?: string; color?: string; updatedAt: string },
): Promise<number> {
  const result = await db
    .updateTable('timelines')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', timelineId)
    .where('projectId', '=', projectId)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the timeline and its events (call inside a transaction); returns the event count. */
export async function deleteTimelineCascade(db: Db, projectId: string, timelineId: string): Promise<number> {
  const events = await db
    .deleteFrom('events')
    .where('timelineId', '=', timelineId)
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  await db.deleteFrom('timelines').where('id', '=', timelineId).where('projectId', '=', projectId).execute();
  return Number(events.numDeletedRows);
}

/**
 * The first timeline with this name in a project the user owns or has a share on: owned projects
 * first, then oldest project.
 */
export const findReadableTimelineByName = (db: Db, userId: string, name: string) =>
  db
    .selectFrom('timelines as t')
    .innerJoin('projects as p', 'p.id', 't.projectId')
    .leftJoin('projectPermissions as mine', (join) => join.onRef('mine.projectId', '=', 'p.id').on('mine.userId', '=', userId))
    .select(['t.id', 't.projectId'])
    .where('t.name', '=', name)
    .where((eb) => eb.or([eb('p.ownerId', '=', userId), eb('mine.userId', 'is not', null)]))
    .orderBy((eb) => eb.case().when('p.ownerId', '=', userId).then(0).else(1).end())
    .orderBy('p.createdAt')
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirst();
