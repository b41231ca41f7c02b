import { PostgresAdapter, sql, type Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { ProjectWindow } from '@plotline/shared';
import type { DependenciesTable } from '../../db/schema.js';
import { overlapsWindowSql } from '../../db/window.js';

/* SQL of the dependencies module (docs/decisions.md D36). Every lookup is scoped by project. */

/** Bound-parameter batches stay well under SQLite's limit. */
const BATCH = 500;

/** Dependencies with both events' dates, oldest first (isViolated is computed from them). */
const dependenciesWithDates = (db: Db) =>
  db
    .selectFrom('dependencies as d')
    .innerJoin('events as f', 'f.id', 'd.fromEventId')
    .innerJoin('events as t', 't.id', 'd.toEventId')
    .select([
      'd.id',
      'd.projectId',
      'd.fromEventId',
      'd.toEventId',
      'd.type',
      'd.lagDays',
      'd.version',
      'f.startDate as fromStartDate',
      'f.endDate as fromEndDate',
      't.startDate as toStartDate',
      't.endDate as toEndDate',
    ])
    .orderBy('d.createdAt')
    .orderBy('d.id');

/** A project's dependencies with both events' dates, oldest first. */
export const listDependenciesWithDates = (db: Db, projectId: string) => dependenciesWithDates(db).where('d.projectId', '=', projectId).execute();

/** The dependencies of several projects whose both events overlap `window` (the portfolio, docs/decisions.md D44). */
export async function listDependenciesInWindow(db: Db, projectIds: readonly string[], window: ProjectWindow) {
  const rows: DependencyWithDates[] = [];
  for (let start = 0; start < projectIds.length; start += BATCH) {
    const ids = projectIds.slice(start, start + BATCH);
    rows.push(
      ...(await dependenciesWithDates(db)
        .where('d.projectId', 'in', ids)
        .where((eb) => overlapsWindowSql(eb, 'f.startDate', 'f.endDate', window))
        .where((eb) => overlapsWindowSql(eb, 't.startDate', 't.endDate', window))
        .execute()),
    );
  }
  return rows;
}
export type DependencyWithDates = Awaited<ReturnType<typeof listDependenciesWithDates>>[number];

/** The graph of a project: every dependency's ends, type and lag. */
export const listDependencies = (db: Db, projectId: string) =>
  db
    .selectFrom('dependencies')
    .select(['id', 'fromEventId', 'toEventId', 'type', 'lagDays'])
    .where('projectId', '=', projectId)
    .execute();

export const findDependency = (db: Db, projectId: string, dependencyId: string) =>
  db.selectFrom('dependencies').selectAll().where('id', '=', dependencyId).where('projectId', '=', projectId).executeTakeFirst();

export const findPair = (db: Db, fromEventId: string, toEventId: string) =>
  db
    .selectFrom('dependencies')
    .select('id')
    .where('fromEventId', '=', fromEventId)
    .where('toEventId', '=', toEventId)
    .executeTakeFirst();

/** Whether any of these events has a successor (auto-schedule has nothing to do otherwise). */
export async function hasSuccessors(db: Db, eventIds: readonly string[]): Promise<boolean> {
  // Every batch: a bulk shift changes up to 5,000 events (docs/decisions.md D48).
  for (let start = 0; start < eventIds.length; start += BATCH) {
    const batch = eventIds.slice(start, start + BATCH);
    const row = await db.selectFrom('dependencies').select('id').where('fromEventId', 'in', batch).limit(1).executeTakeFirst();
    if (row !== undefined) return true;
  }
  return false;
}

/** Full rows of the project's events with these ids. */
export async function findEventRows(db: Db, projectId: string, eventIds: readonly string[]) {
  const rows = [];
  for (let start = 0; start < eventIds.length; start += BATCH) {
    rows.push(
      ...(await db
        .selectFrom('events')
        .selectAll()
        .where('projectId', '=', projectId)
        .where('id', 'in', eventIds.slice(start, start + BATCH))
        .execute()),
    );
  }
  return rows;
}

/** The project's events with these ids (id, title, dates): the refusals' titles, isViolated, what auto-schedule reads. */
export async function findEventsOfProject(db: Db, projectId: string, eventIds: readonly string[]) {
  const rows = [];
  for (let start = 0; start < eventIds.length; start += BATCH) {
    rows.push(
      ...(await db
        .selectFrom('events')
        .select(['id', 'title', 'startDate', 'endDate'])
        .where('projectId', '=', projectId)
        .where('id', 'in', eventIds.slice(start, start + BATCH))
        .execute()),
    );
  }
  return rows;
}

export async function insertDependency(db: Db, row: Insertable<DependenciesTable>): Promise<void> {
  await db.insertInto('dependencies').values(row).execute();
}

/** Compare-and-set on version: 0 rows means stale (or gone). */
export async function updateDependencyVersioned(
  db: Db,
  dependencyId: string,
  expectedVersion: number,
  changes: { type?: string; lagDays?: number; updatedAt: string },
): Promise<number> {
  const result = await db
    .updateTable('dependencies')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', dependencyId)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteDependency(db: Db, projectId: string, dependencyId: string): Promise<number> {
  const result = await db.deleteFrom('dependencies').where('id', '=', dependencyId).where('projectId', '=', projectId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes every dependency touching these events; returns the removed ids. */
export async function deleteDependenciesOfEvents(db: Db, eventIds: readonly string[]): Promise<string[]> {
  const deleted: string[] = [];
  for (let start = 0; start < eventIds.length; start += BATCH) {
    const ids = eventIds.slice(start, start + BATCH);
    const rows = await db
      .deleteFrom('dependencies')
      .where((eb) => eb.or([eb('fromEventId', 'in', ids), eb('toEventId', 'in', ids)]))
      .returning('id')
      .execute();
    deleted.push(...rows.map((row) => row.id));
  }
  return deleted;
}

/** Removes every dependency touching an event of the timeline; returns the removed ids. */
export async function deleteDependenciesOfTimeline(db: Db, timelineId: string): Promise<string[]> {
  const eventsOfTimeline = db.selectFrom('events').select('id').where('timelineId', '=', timelineId);
  const rows = await db
    .deleteFrom('dependencies')
    .where((eb) => eb.or([eb('fromEventId', 'in', eventsOfTimeline), eb('toEventId', 'in', eventsOfTimeline)]))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Removes every dependency of the project (project deletion, import replace). */
export async function deleteDependenciesOfProject(db: Db, projectId: string): Promise<number> {
  const result = await db.deleteFrom('dependencies').where('projectId', '=', projectId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * New dates of events auto-schedule pushed; each moves its version like any edit. One UPDATE per
 * batch (a CASE on the id), not one per event: a push along a 500-event chain is one statement.
 * PostgreSQL needs the date type spelled out for the CASE's values; SQLite stores the text as it is.
 */
export async function setEventDates(
  db: Db,
  moves: readonly { id: string; startDate: string; endDate: string | null }[],
  updatedAt: string,
): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const asDate = (value: string | null) => (isPostgres ? sql`cast(${value} as date)` : sql`${value}`);
  const byId = (pick: (move: (typeof moves)[number]) => string | null, batch: typeof moves) =>
    sql<string>`case ${sql.ref('id')} ${sql.join(batch.map((move) => sql`when ${move.id} then ${asDate(pick(move))}`), sql` `)} end`;
  for (let start = 0; start < moves.length; start += BATCH) {
    const batch = moves.slice(start, start + BATCH);
    await db
      .updateTable('events')
      .set((eb) => ({
        startDate: byId((move) => move.startDate, batch),
        endDate: byId((move) => move.endDate, batch),
        updatedAt,
        version: eb('version', '+', 1),
      }))
      .where('id', 'in', batch.map((move) => move.id))
      .execute();
  }
}

/**
 * Takes the project's row lock until commit (PostgreSQL; SQLite writes one at a time anyway), so
 * the checks that follow see every committed dependency and no concurrent writer adds one meanwhile.
 * Answers the project's autoSchedule flag.
 */
export async function lockProject(db: Db, projectId: string): Promise<boolean> {
  const row = await db
    .updateTable('projects')
    .set((eb) => ({ autoSchedule: eb.ref('autoSchedule') }))
    .where('id', '=', projectId)
    .returning('autoSchedule')
    .executeTakeFirst();
  return row?.autoSchedule === 1;
}
