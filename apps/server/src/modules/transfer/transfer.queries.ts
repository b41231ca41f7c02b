import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { BaselinesTable, Database, DependenciesTable, EventsTable, ProjectsTable, TimelinesTable } from '../../db/schema.js';

/*
 * SQL of export and import. Import writes projects, timelines, events and dependencies directly, in multi-row
 * inserts sized under both bind-variable limits (SQLite 32766, PostgreSQL 65535).
 */

const MAX_BIND_VARIABLES = 30_000;

/** Projects the user owns or that are shared with them (any level reads). */
function readableBy(userId: string) {
  return (eb: ExpressionBuilder<Database, 'projects'>) =>
    eb.or([
      eb('projects.ownerId', '=', userId),
      eb.exists(
        eb
          .selectFrom('projectPermissions')
          .select('projectPermissions.projectId')
          .whereRef('projectPermissions.projectId', '=', 'projects.id')
          .where('projectPermissions.userId', '=', userId),
      ),
    ]);
}

const readableProjectIds = (db: Db, userId: string) =>
  db.selectFrom('projects').select('projects.id').where(readableBy(userId));

export function listReadableProjects(db: Db, userId: string) {
  return db
    .selectFrom('projects')
    .select(['id', 'name', 'description', 'color', 'ownerId', 'autoSchedule', 'isFreeze', 'version', 'createdAt', 'updatedAt'])
    .where(readableBy(userId))
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export function listReadableTimelines(db: Db, userId: string) {
  return db
    .selectFrom('timelines')
    .select(['id', 'projectId', 'name', 'color', 'displayOrder', 'version', 'createdAt', 'updatedAt'])
    .where('projectId', 'in', readableProjectIds(db, userId))
    .orderBy('projectId')
    .orderBy('displayOrder')
    .orderBy('id')
    .execute();
}

export function listReadableEvents(db: Db, userId: string) {
  return db
    .selectFrom('events')
    .selectAll()
    .where('projectId', 'in', readableProjectIds(db, userId))
    .orderBy('timelineId')
    .orderBy('startDate')
    .orderBy('displayOrder')
    .orderBy('id')
    .execute();
}

export function listReadableDependencies(db: Db, userId: string) {
  return db
    .selectFrom('dependencies')
    .select(['id', 'projectId', 'fromEventId', 'toEventId', 'type', 'lagDays', 'version'])
    .where('projectId', 'in', readableProjectIds(db, userId))
    .orderBy('projectId')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Live baselines of readable projects (docs/decisions.md D57), newest first in each project. */
export const listReadableBaselines = (db: Db, userId: string) =>
  db
    .selectFrom('baselines as b')
    .leftJoin('users as u', 'u.id', 'b.createdBy')
    .select(['b.id', 'b.projectId', 'b.name', 'b.createdAt', 'b.createdBy', 'u.name as createdByName', 'b.eventCount'])
    .where('b.projectId', 'in', readableProjectIds(db, userId))
    .where('b.deletedAt', 'is', null)
    .orderBy('b.projectId')
    .orderBy('b.createdAt', 'desc')
    .orderBy('b.id')
    .execute();

/** Their saved events, by date then title (as GET …/baselines/{id} lists them). */
export const listReadableBaselineEvents = (db: Db, userId: string) =>
  db
    .selectFrom('baselineEvents as e')
    .innerJoin('baselines as b', 'b.id', 'e.baselineId')
    .select(['e.baselineId', 'e.eventId', 'e.title', 'e.startDate', 'e.endDate'])
    .where('b.projectId', 'in', readableProjectIds(db, userId))
    .where('b.deletedAt', 'is', null)
    .orderBy('e.baselineId')
    .orderBy('e.startDate')
    .orderBy('e.title')
    .orderBy('e.eventId')
    .execute();

/** The projects replace mode removes (each is announced as deleted to its live readers). */
export const listOwnedProjectIds = async (db: Db, userId: string): Promise<string[]> =>
  (await db.selectFrom('projects').select('id').where('ownerId', '=', userId).execute()).map((row) => row.id);

/** Replace mode: the user's own projects go (timelines, events and shares cascade). */
export async function deleteOwnedProjects(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('projects').where('ownerId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

async function insertChunked<T extends 'projects' | 'timelines' | 'events' | 'dependencies' | 'baselines'>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perChunk = Math.max(1, Math.floor(MAX_BIND_VARIABLES / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += perChunk) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + perChunk) as never)
      .execute();
  }
}

export const insertProjects = (db: Db, rows: Insertable<ProjectsTable>[]) =>
  insertChunked(db, 'projects', rows);
export const insertTimelines = (db: Db, rows: Insertable<TimelinesTable>[]) =>
  insertChunked(db, 'timelines', rows);
export const insertEvents = (db: Db, rows: Insertable<EventsTable>[]) => insertChunked(db, 'events', rows);
export const insertDependencies = (db: Db, rows: Insertable<DependenciesTable>[]) => insertChunked(db, 'dependencies', rows);
export const insertBaselines = (db: Db, rows: Insertable<BaselinesTable>[]) => insertChunked(db, 'baselines', rows);

/** CSV import (csv-import.service.ts): the project's timelines by name, and the next display orders. */
export const listProjectTimelines = (db: Db, projectId: string) =>
  db.selectFrom('timelines').select(['id', 'name', 'displayOrder']).where('projectId', '=', projectId).execute();

/** The highest event display order of each of the project's timelines. */
export async function maxEventOrders(db: Db, projectId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('events')
    .select((eb) => ['timelineId', eb.fn.max('displayOrder').as('maxOrder')])
    .where('projectId', '=', projectId)
    .groupBy('timelineId')
    .execute();
  return new Map(rows.map((row) => [row.timelineId, Number(row.maxOrder)]));
}
