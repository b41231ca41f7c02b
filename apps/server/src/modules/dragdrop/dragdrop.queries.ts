import type { Db } from '../../db/index.js';

/* SQL of drag and drop: ordering only. */

export const listTimelines = (db: Db, projectId: string) =>
  db
    .selectFrom('timelines')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('displayOrder')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

export const findTimeline = (db: Db, projectId: string, timelineId: string) =>
  db.selectFrom('timelines').selectAll().where('id', '=', timelineId).where('projectId', '=', projectId).executeTakeFirst();

export const listEventsOfTimeline = (db: Db, timelineId: string) =>
  db
    .selectFrom('events')
    .selectAll()
    .where('timelineId', '=', timelineId)
    .orderBy('startDate')
    .orderBy('displayOrder')
    .orderBy('id')
    .execute();

export const findEventById = (db: Db, eventId: string) =>
  db.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst();

export async function setTimelineOrder(db: Db, projectId: string, orderedIds: string[]): Promise<void> {
  for (const [index, id] of orderedIds.entries()) {
    await db.updateTable('timelines').set({ displayOrder: index + 1 }).where('id', '=', id).where('projectId', '=', projectId).execute();
  }
}

export async function setEventOrder(db: Db, timelineId: string, orderedIds: string[]): Promise<void> {
  for (const [index, id] of orderedIds.entries()) {
    await db.updateTable('events').set({ displayOrder: index + 1 }).where('id', '=', id).where('timelineId', '=', timelineId).execute();
  }
}

/** Moves the event to another timeline of the same project; compare-and-set on version. */
export async function moveEventVersioned(
  db: Db,
  eventId: string,
  expectedVersion: number,
  targetTimelineId: string,
  updatedAt: string,
): Promise<number> {
  const result = await db
    .updateTable('events')
    .set((eb) => ({ timelineId: targetTimelineId, updatedAt, version: eb('version', '+', 1) }))
    .where('id', '=', eventId)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
