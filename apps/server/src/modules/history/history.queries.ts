import { PostgresAdapter, sql } from 'kysely';
import type { HistoryEntity, HistorySnapshot } from '@plotline/shared';
import type { Db } from '../../db/index.js';
import type { HistoryChangesTable, HistoryOperationsTable } from '../../db/schema.js';
import { setBaselinesDeletedAt } from '../baselines/baselines.service.js';

/*
 * SQL of history and undo (docs/decisions.md D46): the entity rows an operation is recorded from
 * (snapshots), the operation and change rows, and the generic write-back an undo or redo applies.
 */

const BATCH = 500;

/** Runs `read` over `ids` in batches of 500 (bound-parameter limits) and concatenates. */
async function inBatches<T>(ids: readonly string[], read: (batch: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += BATCH) rows.push(...(await read(ids.slice(start, start + BATCH))));
  return rows;
}

/** What a snapshot of each entity holds: the stored row (the project's without its live revision). */
const PROJECT_COLUMNS = ['id', 'name', 'description', 'color', 'ownerId', 'autoSchedule', 'isFreeze', 'version', 'createdAt', 'updatedAt'] as const;

/*
 * By id alone, then kept to the project in code: with the project in the WHERE, SQLite walks the
 * project's index and reads every event of it per batch of 500 ids.
 */
const ofProject = <T extends { projectId: string }>(projectId: string) => (rows: T[]) => rows.filter((row) => row.projectId === projectId);

export const eventsById = (db: Db, projectId: string, ids: readonly string[]) =>
  inBatches(ids, (batch) => db.selectFrom('events').selectAll().where('id', 'in', batch).execute().then(ofProject(projectId)));

export const eventsOfTimelines = (db: Db, projectId: string, timelineIds: readonly string[]) =>
  inBatches(timelineIds, (batch) =>
    db.selectFrom('events').selectAll().where('projectId', '=', projectId).where('timelineId', 'in', batch).execute(),
  );

export const eventsOfProject = (db: Db, projectId: string) => db.selectFrom('events').selectAll().where('projectId', '=', projectId).execute();

export const timelinesById = (db: Db, projectId: string, ids: readonly string[]) =>
  inBatches(ids, (batch) => db.selectFrom('timelines').selectAll().where('id', 'in', batch).execute().then(ofProject(projectId)));

export const timelinesOfProject = (db: Db, projectId: string) =>
  db.selectFrom('timelines').selectAll().where('projectId', '=', projectId).execute();

export const dependenciesById = (db: Db, projectId: string, ids: readonly string[]) =>
  inBatches(ids, (batch) => db.selectFrom('dependencies').selectAll().where('id', 'in', batch).execute().then(ofProject(projectId)));

export const dependenciesOfEvents = (db: Db, projectId: string, eventIds: readonly string[]) =>
  inBatches(eventIds, (batch) =>
    db
      .selectFrom('dependencies')
      .selectAll()
      .where((eb) => eb.or([eb('fromEventId', 'in', batch), eb('toEventId', 'in', batch)]))
      .execute()
      .then(ofProject(projectId)),
  );

export const dependenciesOfProject = (db: Db, projectId: string) =>
  db.selectFrom('dependencies').selectAll().where('projectId', '=', projectId).execute();

/** What history keeps of a baseline (D57): the listed fields of a live one; a deleted one is absent. */
const BASELINE_COLUMNS = ['id', 'projectId', 'name', 'createdBy', 'createdAt', 'eventCount'] as const;
const liveBaselines = (db: Db, projectId: string) =>
  db.selectFrom('baselines').select(BASELINE_COLUMNS).where('projectId', '=', projectId).where('deletedAt', 'is', null);

export const baselinesById = (db: Db, projectId: string, ids: readonly string[]) =>
  inBatches(ids, (batch) => liveBaselines(db, projectId).where('id', 'in', batch).execute());

export const baselinesOfProject = (db: Db, projectId: string) => liveBaselines(db, projectId).execute();

export const projectRow = (db: Db, projectId: string) =>
  db.selectFrom('projects').select(PROJECT_COLUMNS).where('id', '=', projectId).execute();

export const sharesOfProject = (db: Db, projectId: string) =>
  db.selectFrom('projectPermissions').selectAll().where('projectId', '=', projectId).execute();

export const findUserName = async (db: Db, userId: string): Promise<string | undefined> =>
  (await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst())?.name;

export async function insertOperation(db: Db, operation: HistoryOperationsTable, changes: readonly HistoryChangesTable[]): Promise<void> {
  await db.insertInto('historyOperations').values(operation).execute();
  for (let start = 0; start < changes.length; start += BATCH) {
    await db.insertInto('historyChanges').values(changes.slice(start, start + BATCH)).execute();
  }
}

/** Newest first, from below `cursor` (an operation id), optionally one actor's or those that changed one event. */
export function listOperations(
  db: Db,
  query: { projectId: string; cursor?: string | undefined; limit: number; actorId?: string | undefined; eventId?: string | undefined },
) {
  let select = db
    .selectFrom('historyOperations as o')
    .leftJoin('users as u', 'u.id', 'o.actorId')
    .selectAll('o')
    .select('u.name as currentName')
    .where('o.projectId', '=', query.projectId);
  if (query.cursor !== undefined) select = select.where('o.id', '<', query.cursor);
  if (query.actorId !== undefined) select = select.where('o.actorId', '=', query.actorId);
  const { eventId } = query;
  if (eventId !== undefined) {
    // From the change index (entity id, operation): an event's few operations, not every operation's changes.
    select = select.where('o.id', 'in', (eb) =>
      eb.selectFrom('historyChanges as c').select('c.operationId').where('c.entityId', '=', eventId).where('c.entity', '=', 'event'),
    );
  }
  return select.orderBy('o.id', 'desc').limit(query.limit + 1).execute();
}
export type OperationRow = Awaited<ReturnType<typeof listOperations>>[number];

/** The operations' changes in recorded order; with `perOperation`, only each one's first so many. */
export const changesOf = (db: Db, operationIds: readonly string[], perOperation?: number) =>
  inBatches(operationIds, (batch) => {
    let select = db.selectFrom('historyChanges').selectAll().where('operationId', 'in', batch);
    if (perOperation !== undefined) select = select.where('position', '<', perOperation);
    return select.orderBy('operationId').orderBy('position').execute();
  });

export const findOperation = (db: Db, operationId: string) =>
  db
    .selectFrom('historyOperations as o')
    .leftJoin('users as u', 'u.id', 'o.actorId')
    .selectAll('o')
    .select('u.name as currentName')
    .where('o.id', '=', operationId)
    .executeTakeFirst();

const UNDO_KINDS = ['undo', 'redo'];

/** The caller's latest operation in the project that has changes and stands done. */
export const latestUndoable = (db: Db, projectId: string, actorId: string) =>
  db
    .selectFrom('historyOperations')
    .select(['id', 'description'])
    .where('projectId', '=', projectId)
    .where('actorId', '=', actorId)
    .where('kind', 'not in', UNDO_KINDS)
    .where('undoneAt', 'is', null)
    .where('changeCount', '>', 0)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The caller's latest operation with changes before `beforeId` (or at all). */
const latestStepOf = (db: Db, projectId: string, actorId: string, beforeId?: string) => {
  let select = db
    .selectFrom('historyOperations')
    .select(['id', 'kind', 'targetId'])
    .where('projectId', '=', projectId)
    .where('actorId', '=', actorId)
    .where('changeCount', '>', 0);
  if (beforeId !== undefined) select = select.where('id', '<', beforeId);
  return select.orderBy('id', 'desc').limit(1).executeTakeFirst();
};

/**
 * The operation the caller's latest undo undid, while it still stands undone and the caller has
 * made no new change since (a new change ends the redo chain, as in every editor): walks back over
 * the caller's undo and redo steps only.
 */
export async function latestRedoable(db: Db, projectId: string, actorId: string) {
  let step = await latestStepOf(db, projectId, actorId);
  while (step && UNDO_KINDS.includes(step.kind)) {
    if (step.kind === 'undo' && step.targetId !== null) {
      const target = await db
        .selectFrom('historyOperations')
        .select(['id', 'description', 'undoneAt'])
        .where('id', '=', step.targetId)
        .executeTakeFirst();
      if (target?.undoneAt != null) return target;
    }
    step = await latestStepOf(db, projectId, actorId, step.id);
  }
  return undefined;
}

export async function setUndoneAt(db: Db, operationId: string, undoneAt: string | null): Promise<void> {
  await db.updateTable('historyOperations').set({ undoneAt }).where('id', '=', operationId).execute();
}

/** The latest operation of someone else than `actorId` that changed the entity after `afterId` (for the conflict's words). */
export const laterChangeBy = (db: Db, projectId: string, entityId: string, afterId: string) =>
  db
    .selectFrom('historyChanges as c')
    .innerJoin('historyOperations as o', 'o.id', 'c.operationId')
    .leftJoin('users as u', 'u.id', 'o.actorId')
    .select(['o.actorName', 'u.name as currentName'])
    .where('o.projectId', '=', projectId)
    .where('c.entityId', '=', entityId)
    .where('o.id', '>', afterId)
    .orderBy('o.id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Retention (HISTORY_RETENTION_DAYS): operations older than `before` go, their changes with them. */
export async function deleteOperationsBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('historyOperations').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/* The write-back of an undo or redo: one entity row to the snapshot, created, or removed. */

type Table = 'events' | 'timelines' | 'dependencies' | 'projectPermissions' | 'projects' | 'baselines';
export const TABLE_OF: Record<HistoryEntity, Table | null> = {
  event: 'events',
  timeline: 'timelines',
  dependency: 'dependencies',
  share: 'projectPermissions',
  project: 'projects',
  baseline: 'baselines',
};

/**
 * Rows as read from this table (history-tracker.ts), created again; 500 per INSERT. A baseline is
 * brought back from its deletion mark instead (it keeps its saved events, D57); one gone for good
 * (history retention) throws, which refuses the step.
 */
export async function insertSnapshots(db: Db, table: Table, projectId: string, rows: readonly HistorySnapshot[]): Promise<void> {
  if (table === 'baselines') {
    const ids = rows.map((row) => String(row.id));
    if ((await setBaselinesDeletedAt(db, projectId, ids, null)) !== ids.length) throw new Error('a deleted baseline is gone for good');
    return;
  }
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.insertInto(table).values(rows.slice(start, start + BATCH) as never).execute();
  }
}

export async function deleteEntities(db: Db, table: Table, projectId: string, entityIds: readonly string[], at: string): Promise<void> {
  if (table === 'baselines') {
    await setBaselinesDeletedAt(db, projectId, entityIds, at);
    return;
  }
  for (let start = 0; start < entityIds.length; start += BATCH) {
    const batch = entityIds.slice(start, start + BATCH);
    if (table === 'projectPermissions') {
      await db.deleteFrom(table).where('projectId', '=', projectId).where('userId', 'in', batch).execute();
    } else if (table !== 'projects') {
      await db.deleteFrom(table).where('projectId', '=', projectId).where('id', 'in', batch).execute();
    }
  }
}

export async function updateEntity(db: Db, table: Table, projectId: string, entityId: string, values: HistorySnapshot): Promise<void> {
  if (table === 'projectPermissions') {
    await db.updateTable(table).set(values as never).where('projectId', '=', projectId).where('userId', '=', entityId).execute();
  } else if (table === 'projects') {
    await db.updateTable(table).set(values as never).where('id', '=', projectId).execute();
  } else {
    await db.updateTable(table).set(values as never).where('projectId', '=', projectId).where('id', '=', entityId).execute();
  }
}

/** Columns a batched write-back may set, with their PostgreSQL type for the CASE's values (text otherwise). */
const BATCH_COLUMNS: Record<string, 'integer' | 'date' | 'text'> = {
  title: 'text',
  description: 'text',
  objective: 'text',
  timelineId: 'text',
  startDate: 'date',
  endDate: 'date',
  isMilestone: 'integer',
  displayOrder: 'integer',
  name: 'text',
  color: 'text',
  type: 'text',
  lagDays: 'integer',
};

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Many rows of one table back to their snapshots with one UPDATE … FROM (VALUES …) per 500 rows
 * (both databases name the VALUES columns column1, column2, …; PostgreSQL gets each column's type
 * spelled out), version + 1 and one updatedAt. Answers false, writing nothing, when a row changes a
 * column the batch does not handle (the caller then writes row by row).
 */
export async function updateEntitiesBatched(
  db: Db,
  table: 'events' | 'timelines' | 'dependencies',
  projectId: string,
  rows: readonly { entityId: string; values: HistorySnapshot; changed: readonly string[] }[],
  updatedAt: string,
): Promise<boolean> {
  const columns = [...new Set(rows.flatMap((row) => row.changed))];
  if (columns.some((column) => !(column in BATCH_COLUMNS))) return false;
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const value = (column: string, index: number) => {
    const ref = sql.raw(`v.column${index + 2}`);
    return isPostgres ? sql`cast(${ref} as ${sql.raw(BATCH_COLUMNS[column]!)})` : ref;
  };
  const assignments = sql.join([
    sql`updated_at = ${updatedAt}`,
    sql`version = version + 1`,
    ...columns.map((column, index) => sql`${sql.raw(snake(column))} = ${value(column, index)}`),
  ]);
  for (let start = 0; start < rows.length; start += BATCH) {
    const tuples = rows.slice(start, start + BATCH).map((row) => sql`(${sql.join([row.entityId, ...columns.map((column) => row.values[column] ?? null)])})`);
    await sql`update ${sql.raw(snake(table))} set ${assignments} from (values ${sql.join(tuples)}) as v where ${sql.raw(snake(table))}.id = v.column1 and ${sql.raw(snake(table))}.project_id = ${projectId}`.execute(db);
  }
  return true;
}
