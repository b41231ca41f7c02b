import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { BaselinesTable } from '../../db/schema.js';

/* SQL of the baselines module (docs/decisions.md D49). Every lookup is scoped by project. */

export const countBaselines = async (db: Db, projectId: string): Promise<number> => {
  const row = await db
    .selectFrom('baselines')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('projectId', '=', projectId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const insertBaseline = (db: Db, row: BaselinesTable) => db.insertInto('baselines').values(row).execute();

/**
 * Copies every event of the project into the baseline in ONE statement (INSERT … SELECT): the rows
 * never travel through the server, so a 10,000-event project snapshots in one round trip.
 * Returns how many events were saved.
 */
export async function snapshotEvents(db: Db, baselineId: string, projectId: string): Promise<number> {
  const result = await db
    .insertInto('baselineEvents')
    .columns(['baselineId', 'eventId', 'title', 'startDate', 'endDate'])
    .expression(
      db
        .selectFrom('events')
        .select([sql<string>`${baselineId}`.as('baselineId'), 'id', 'title', 'startDate', 'endDate'])
        .where('projectId', '=', projectId),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export const setEventCount = (db: Db, baselineId: string, eventCount: number) =>
  db.updateTable('baselines').set({ eventCount }).where('id', '=', baselineId).execute();

/** Inserts saved rows as they are (import): one statement per 500 rows. */
export async function insertBaselineEvents(
  db: Db,
  rows: readonly { baselineId: string; eventId: string; title: string; startDate: string; endDate: string | null }[],
): Promise<void> {
  for (let index = 0; index < rows.length; index += 500) {
    await db.insertInto('baselineEvents').values(rows.slice(index, index + 500)).execute();
  }
}

const summaries = (db: Db) =>
  db
    .selectFrom('baselines as b')
    .leftJoin('users as u', 'u.id', 'b.createdBy')
    .select(['b.id', 'b.projectId', 'b.name', 'b.createdAt', 'b.createdBy', 'u.name as createdByName', 'b.eventCount']);

/** The project's baselines, newest first. */
export const listBaselines = (db: Db, projectId: string) =>
  summaries(db).where('b.projectId', '=', projectId).where('b.deletedAt', 'is', null).orderBy('b.createdAt', 'desc').orderBy('b.id').execute();
export type BaselineRow = Awaited<ReturnType<typeof listBaselines>>[number];

export const findBaseline = (db: Db, projectId: string, baselineId: string) =>
  summaries(db).where('b.projectId', '=', projectId).where('b.id', '=', baselineId).where('b.deletedAt', 'is', null).executeTakeFirst();

/** A baseline's events by date, then title. */
export const listBaselineEvents = (db: Db, baselineId: string) =>
  db
    .selectFrom('baselineEvents')
    .select(['eventId', 'title', 'startDate', 'endDate'])
    .where('baselineId', '=', baselineId)
    .orderBy('startDate')
    .orderBy('title')
    .orderBy('eventId')
    .execute();

export async function renameBaseline(db: Db, projectId: string, baselineId: string, name: string): Promise<number> {
  const result = await db
    .updateTable('baselines')
    .set({ name })
    .where('id', '=', baselineId)
    .where('projectId', '=', projectId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Marks live baselines deleted at `at` (D57: kept with their events so an undo can bring them back),
 * or with `at` null brings marked ones back. Answers how many changed.
 */
export async function setDeletedAt(db: Db, projectId: string, baselineIds: readonly string[], at: string | null): Promise<number> {
  if (baselineIds.length === 0) return 0;
  const result = await db
    .updateTable('baselines')
    .set({ deletedAt: at })
    .where('projectId', '=', projectId)
    .where('id', 'in', baselineIds)
    .where('deletedAt', at === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deleted baselines marked before `before` go for good (history retention), their events with them. */
export async function purgeDeletedBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('baselines').where('deletedAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
