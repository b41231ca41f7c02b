import { HISTORY_ENTITIES, HISTORY_MESSAGES, type HistoryChange, type HistoryEntity, type HistorySnapshot } from '@plotline/shared';
import { nowIso, type Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { readRows, scopeOf } from './history-tracker.js';
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
  return [...names].every((name) => IGNORED.has(name) || JSON.stringify(a[name]) === JSON.stringify(b[name]));
};

function label(change: HistoryChange): string {
  const row = change.after ?? change.before ?? {};
  if (change.entity === 'event') return `'${String(row.title)}'`;
  if (change.entity === 'timeline') return `Timeline '${String(row.name)}'`;
  if (change.entity === 'dependency') return 'A dependency';
  if (change.entity === 'share') return 'Sharing';
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

/** Moves every row of `changes` from `expected` to `target` (undo: after → before; redo: before → after). */
export async function applyChanges(options: {
  trx: Db;
  projectId: string;
  operationId: string;
  changes: readonly HistoryChange[];
  direction: 'undo' | 'redo';
}): Promise<void> {
  const { trx, projectId, changes } = options;
  const steps = changes.map((change) => ({
    change,
    expected: options.direction === 'undo' ? change.after : change.before,
    target: options.direction === 'undo' ? change.before : change.after,
  }));
  const current = await readRows(trx, projectId, scopeOf(changes));
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
  const order = (entity: HistoryEntity) => HISTORY_ENTITIES.indexOf(entity);
  const byOrder = [...steps].sort((a, b) => order(a.change.entity) - order(b.change.entity));
  const updatedAt = nowIso();
  try {
    for (const { change, target } of [...byOrder].reverse()) {
      const table = queries.TABLE_OF[change.entity];
      if (table && target === null) await queries.deleteEntity(trx, table, projectId, change.entityId);
    }
    for (const { change, expected, target } of byOrder) {
      const table = queries.TABLE_OF[change.entity];
      if (!table || target === null || expected === null) continue;
      const was = current.get(`${change.entity}:${change.entityId}`)?.row;
      const { id: _id, ...values } = target;
      if ('version' in target) values.version = Number(was?.version ?? target.version) + 1;
      if ('updatedAt' in target) values.updatedAt = updatedAt;
      await queries.updateEntity(trx, table, projectId, change.entityId, values);
    }
    for (const { change, expected, target } of byOrder) {
      const table = queries.TABLE_OF[change.entity];
      if (!table || target === null || expected !== null) continue;
      const row = { ...target };
      if ('version' in row) row.version = Number(row.version) + 1;
      await queries.insertSnapshot(trx, table, row);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A unique name or pair taken since (a timeline's name, a dependency's events): nothing is applied.
    throw new AppError('UNDO_CONFLICT', HISTORY_MESSAGES.changedSince('The project', null));
  }
}
