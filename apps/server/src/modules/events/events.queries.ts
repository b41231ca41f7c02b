import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { EventRow, EventsTable } from '../../db/schema.js';

/* SQL of the events module. Every lookup is scoped by project AND timeline from the URL. */

export const timelineExists = async (db: Db, projectId: string, timelineId: string): Promise<boolean> =>
  (await db.selectFrom('timelines').select('id').where('id', '=', timelineId).where('projectId', '=', projectId).executeTakeFirst()) !==
  undefined;

export const findEvent = (db: Db, projectId: string, timelineId: string, eventId: string) =>
  db
    .selectFrom('events')
    .selectAll()
    .where('id', '=', eventId)
    .where('timelineId', '=', timelineId)
    .where('projectId', '=', projectId)
    .executeTakeFirst();

export async function nextDisplayOrder(db: Db, timelineId: string): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('displayOrder').as('maxOrder'))
    .where('timelineId', '=', timelineId)
    .executeTakeFirst();
  return row?.maxOrder == null ? 1 : Number(row.maxOrder) + 1;
}

export async function insertEvent(db: Db, row: Insertable<EventsTable>): Promise<void> {
  await db.insertInto('events').values(row).execute();
}

/** Compare-and-set on version: 0 rows means stale (or gone). */
export async function updateEventVersioned(
  db: Db,
  eventId: string,
  expectedVersion: number,
  changes: Partial<Pick<EventRow, 'title' | 'description' | 'startDate' | 'endDate' | 'objective' | 'isMilestone' | 'isFreeze'>> & { updatedAt: string },
): Promise<number> {
  const result = await db
    .updateTable('events')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', eventId)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteEvent(db: Db, projectId: string, timelineId: string, eventId: string): Promise<number> {
  const result = await db
    .deleteFrom('events')
    .where('id', '=', eventId)
    .where('timelineId', '=', timelineId)
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
