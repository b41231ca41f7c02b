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

/**
 * What a push from `eventIds` can involve (docs/decisions.md D66): every dependency into an event
 * reachable from them along dependencies, so also each reached event's other predecessors. One
 * recursive query per batch, walking the pair index from the changed events, instead of the
 * project's whole graph (5,000 rows for a 500-event push). Dependencies never cross projects, so
 * what is reached from the project's events is the project's.
 */
export async function listDependenciesReaching(db: Db, eventIds: readonly string[]) {
  const byId = new Map<string, Awaited<ReturnType<typeof listDependencies>>[number]>();
  for (let start = 0; start < eventIds.length; start += BATCH) {
    const batch = eventIds.slice(start, start + BATCH);
    const rows = await db
      .withRecursive('reached(id)', (qb) =>
        qb
          .selectFrom('dependencies')
          .select('toEventId as id')
          .where('fromEventId', 'in', batch)
          .union(qb.selectFrom('dependencies as d').innerJoin('reached as r', 'r.id', 'd.fromEventId').select('d.toEventId as id')),
      )
      .selectFrom('dependencies')
      .select(['id', 'fromEventId', 'toEventId', 'type', 'lagDays'])
      .where('toEventId', 'in', (qb) => qb.selectFrom('reached').select('reached.id'))
      .execute();
    for (const row of rows) byId.set(row.id, row);
  }
  return [...byId.values()];
}

export const findDependency = (db: Db, projectId: string, dependencyId: string) =>
  db.selectFrom('dependencies').selectAll().where('id', '=', dependencyId).where('projectId', '=', projectId).executeTakeFirst();

export const findPair = (db: Db, fromEventId: string, toEventId: string) =>
  db
    .selectFrom('dependencies')
    .select('id')
    .where('fromEventId', '=', fromEventId)
    .where('toEventId', '=', toEventId)
    .executeTakeFirst();

/*
 * Events by id alone, then kept to the project in code: with the project in the WHERE, SQLite
 * walks the project's index and reads every event of it per batch of ids (a 500-event push read
 * the project's 10,000 events three times, docs/decisions.md D66).
 */
async function eventsById<T extends { projectId: string }>(eventIds: readonly string[], projectId: string, read: (batch: string[]) => Promise<T[]>) {
  const rows: T[] = [];
  for (let start = 0; start < eventIds.length; start += BATCH) {
    for (const row of await read(eventIds.slice(start, start + BATCH))) if (row.projectId === projectId) rows.push(row);
  }
  return rows;
}

/** Full rows of the project's events with these ids. */
export const findEventRows = (db: Db, projectId: string, eventIds: readonly string[]) =>
  eventsById(eventIds, projectId, (batch) => db.selectFrom('events').selectAll().where('id', 'in', batch).execute());

/** The project's events with these ids (id, title, dates): the refusals' titles, isViolated, what auto-schedule reads. */
export const findEventsOfProject = (db: Db, projectId: string, eventIds: readonly string[]) =>
  eventsById(eventIds, projectId, (batch) =>
    db.selectFrom('events').select(['id', 'projectId', 'title', 'startDate', 'endDate']).where('id', 'in', batch).execute(),
  );

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
