import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { EventRow } from '../../db/schema.js';

/*
 * SQL of bulk changes (docs/decisions.md D48): one statement per batch of ids, never one per
 * event, so 5,000 events are ten round trips. Every statement is scoped by project.
 */

/** Bound-parameter batches stay well under SQLite's limit. */
const BATCH = 500;

async function inBatches<T>(ids: readonly string[], run: (batch: string[]) => Promise<T[]>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < ids.length; start += BATCH) results.push(...(await run(ids.slice(start, start + BATCH))));
  return results;
}

/** The project's events with these ids (ids of other projects are simply not found). */
export const findProjectEvents = (db: Db, projectId: string, ids: readonly string[]): Promise<EventRow[]> =>
  inBatches(ids, (batch) => db.selectFrom('events').selectAll().where('projectId', '=', projectId).where('id', 'in', batch).execute());

/**
 * Moves both dates by `days` (a null end stays null) and each version by one; answers each moved
 * event's new version, as the UPDATE wrote it (RETURNING: no second read, docs/decisions.md D78).
 */
export async function shiftEventDates(
  db: Db,
  projectId: string,
  ids: readonly string[],
  days: number,
  updatedAt: string,
): Promise<{ id: string; version: number }[]> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const shifted = (column: 'startDate' | 'endDate') =>
    isPostgres ? sql<string>`${sql.ref(column)} + cast(${days} as integer)` : sql<string>`date(${sql.ref(column)}, ${`${days} days`})`;
  return inBatches(ids, (batch) =>
    db
      .updateTable('events')
      .set((eb) => ({ startDate: shifted('startDate'), endDate: shifted('endDate'), updatedAt, version: eb('version', '+', 1) }))
      .where('projectId', '=', projectId)
      .where('id', 'in', batch)
      .returning(['id', 'version'])
      .execute(),
  );
}

/**
 * Moves events to another timeline after its own events: each display order grows by the
 * timeline's largest, so the moved ones keep their relative order behind what was there.
 */
export async function moveEventsToTimeline(
  db: Db,
  projectId: string,
  ids: readonly string[],
  move: { timelineId: string; orderOffset: number; updatedAt: string },
): Promise<void> {
  await inBatches(ids, async (batch) => {
    await db
      .updateTable('events')
      .set((eb) => ({
        timelineId: move.timelineId,
        displayOrder: eb('displayOrder', '+', move.orderOffset),
        updatedAt: move.updatedAt,
        version: eb('version', '+', 1),
      }))
      .where('projectId', '=', projectId)
      .where('id', 'in', batch)
      .execute();
    return [];
  });
}

export async function setEventsObjective(db: Db, projectId: string, ids: readonly string[], objective: string, updatedAt: string): Promise<void> {
  await inBatches(ids, async (batch) => {
    await db
      .updateTable('events')
      .set((eb) => ({ objective, updatedAt, version: eb('version', '+', 1) }))
      .where('projectId', '=', projectId)
      .where('id', 'in', batch)
      .execute();
    return [];
  });
}

export async function deleteEvents(db: Db, projectId: string, ids: readonly string[]): Promise<void> {
  await inBatches(ids, async (batch) => {
    await db.deleteFrom('events').where('projectId', '=', projectId).where('id', 'in', batch).execute();
    return [];
  });
}
