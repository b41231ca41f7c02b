import {
  BASELINE_MESSAGES,
  HISTORY_ENTITIES,
  HISTORY_MESSAGES,
  MAX_BASELINES_PER_PROJECT,
  type HistoryChange,
  type HistoryEntity,
  type HistorySnapshot,
} from '@plotline/shared';
import { nowIso, type Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { countBaselines } from '../baselines/baselines.service.js';
import type { TrackedRows } from './history-tracker.js';
import * as queries from './history.queries.js';

/*
 * Applying an operation's changes backwards (undo: each row back to `before`) or forwards again
 * (redo: to `after`), docs/decisions.md D46. First every row must still be what the operation left
 * (undo) or what its undo left (redo): the stored fields are compared, not the version, which the
 * undo itself moves. Any difference refuses the whole step with 409 UNDO_CONFLICT naming the first
 * changed row and who changed it; nothing is written. Then rows are removed (dependencies first),
 * updated, and created (timelines first), each update moving the row's version by one so copies
 * loaded before the undo are stale.
 */

const IGNORED = new Set(['version', 'updatedAt']);
const sameContent = (a: HistorySnapshot, b: HistorySnapshot) => {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  // Stored fields are strings, numbers or null.
  return [...names].every((name) => IGNORED.has(name) || a[name] === b[name]);
};

function label(change: HistoryChange): string {
  const row = change.after ?? change.before ?? {};
  if (change.entity === 'event') return `'${String(row.title)}'`;
  if (change.entity === 'timeline') return `Timeline '${String(row.name)}'`;
  if (change.entity === 'dependency') return 'A dependency';
  if (change.entity === 'share') return 'Sharing';
  if (change.entity === 'baseline') return `Baseline '${String(row.name)}'`;
  return 'The project';
}

/** `named` is what the message names when it is not the changed row itself (an event whose new dependency is in the way). */
async function refuse(trx: Db, projectId: string, operationId: string, change: HistoryChange, named = change): Promise<never> {
  const later = await queries.laterChangeBy(trx, projectId, change.entityId, operationId);
  const by = later ? (later.currentName ?? later.actorName) : null;
  throw new AppError('UNDO_CONFLICT', HISTORY_MESSAGES.changedSince(label(named), by), {
    entity: change.entity,
    entityId: change.entityId,
  });
}

/** Rows of one entity to their target snapshots: batched for events, timelines and dependencies, else row by row. */
async function update(
  trx: Db,
  projectId: string,
  entity: HistoryEntity,
  rows: readonly { entityId: string; target: HistorySnapshot; was: HistorySnapshot | undefined }[],
  updatedAt: string,
): Promise<void> {
  const table = queries.TABLE_OF[entity];
  if (!table || rows.length === 0) return;
  if (table === 'events' || table === 'timelines' || table === 'dependencies') {
    const batch = rows.map((row) => ({
      entityId: row.entityId,
      values: row.target,
      changed: Object.keys(row.target).filter((name) => !IGNORED.has(name) && row.target[name] !== row.was?.[name]),
    }));
    if (await queries.updateEntitiesBatched(trx, table, projectId, batch, updatedAt)) return;
  }
  for (const { entityId, target, was } of rows) {
    const { id: _id, ...values } = target;
    if ('version' in target) values.version = Number(was?.version ?? target.version) + 1;
    if ('updatedAt' in target) values.updatedAt = updatedAt;
    await queries.updateEntity(trx, table, projectId, entityId, values);
  }
}

/** Moves every row of `changes` from `expected` to `target` (undo: after → before; redo: before → after); answers the time it wrote. */
export async function applyChanges(options: {
  trx: Db;
  projectId: string;
  operationId: string;
  changes: readonly HistoryChange[];
  /** The rows as they are now: what the step's own history tracking read (changes.track). */
  current: TrackedRows;
  direction: 'undo' | 'redo';
}): Promise<{ updatedAt: string }> {
  const { trx, projectId, changes, current } = options;
  const steps = changes.map((change) => ({
    change,
    expected: options.direction === 'undo' ? change.after : change.before,
    target: options.direction === 'undo' ? change.before : change.after,
  }));
  for (const { change, expected } of steps) {
    if (queries.TABLE_OF[change.entity] === null) continue;
    const now = current.get(`${change.entity}:${change.entityId}`)?.row;
    const isSame = expected === null ? now === undefined : now !== undefined && sameContent(now, expected);
    if (!isSame) await refuse(trx, projectId, options.operationId, change);
  }
  // Removing an event would take dependencies added to it since with it (the foreign key's cascade).
  const removedEvents = new Set(steps.filter((step) => step.change.entity === 'event' && step.target === null).map((step) => step.change.entityId));
  const known = new Set(changes.map((change) => `${change.entity}:${change.entityId}`));
  for (const [key, { entity, entityId, row }] of current) {
    if (entity !== 'dependency' || known.has(key)) continue;
    const end = [row.fromEventId, row.toEventId].find((id) => removedEvents.has(String(id)));
    const event = changes.find((change) => change.entity === 'event' && change.entityId === end);
    if (event) await refuse(trx, projectId, options.operationId, { entity, entityId, before: null, after: row }, event);
  }
  const updatedAt = nowIso();
  try {
    for (const entity of [...HISTORY_ENTITIES].reverse()) {
      const table = queries.TABLE_OF[entity];
      const ids = steps.filter((step) => step.change.entity === entity && step.target === null).map((step) => step.change.entityId);
      if (table && ids.length > 0) await queries.deleteEntities(trx, table, projectId, ids, updatedAt);
    }
    for (const entity of HISTORY_ENTITIES) {
      const updates = steps.filter((step) => step.change.entity === entity && step.target !== null && step.expected !== null);
      await update(trx, projectId, entity, updates.map((step) => ({ entityId: step.change.entityId, target: step.target!, was: current.get(`${entity}:${step.change.entityId}`)?.row })), updatedAt);
    }
    for (const entity of HISTORY_ENTITIES) {
      const table = queries.TABLE_OF[entity];
      const rows = steps
        .filter((step) => step.change.entity === entity && step.target !== null && step.expected === null)
        .map(({ target }) => ('version' in target! ? { ...target, version: Number(target!.version) + 1 } : { ...target }));
      if (table && rows.length > 0) await queries.insertSnapshots(trx, table, projectId, rows);
    }
    // A baseline brought back may not take the project past its cap (D49).
    const restoresBaseline = steps.some((step) => step.change.entity === 'baseline' && step.expected === null && step.target !== null);
    if (restoresBaseline && (await countBaselines(trx, projectId)) > MAX_BASELINES_PER_PROJECT) {
      throw new AppError('UNDO_CONFLICT', BASELINE_MESSAGES.atCap(MAX_BASELINES_PER_PROJECT));
    }
    return { updatedAt };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A unique name or pair taken since (a timeline's name, a dependency's events): nothing is applied.
    throw new AppError('UNDO_CONFLICT', HISTORY_MESSAGES.changedSince('The project', null));
  }
}
