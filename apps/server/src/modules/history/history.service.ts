import {
  HISTORY_CHANGES_LISTED,
  HISTORY_MESSAGES,
  historySummary,
  type HistoryChange,
  type HistoryEntity,
  type HistoryOperation,
  type HistoryPage,
  type HistoryQuery,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import { nowIso, type Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { lockProject } from '../dependencies/dependencies.service.js';
import { withProjectChanges, type ChangePublisher } from '../live/changes.js';
import { isAllowed, requireProjectAccess } from '../projects/project-access.js';
import * as queries from './history.queries.js';
import { rowAfter, scopeOf } from './history-tracker.js';
import { applyChanges } from './undo-apply.js';
import { stepLiveChange } from './undo-live.js';

/*
 * History of a project and undo/redo of one's own operations (docs/decisions.md D46). Reading needs
 * read access; undo and redo need edit access and apply to the caller's own operations only.
 */

interface ProjectOptions {
  db: Db;
  user: AuthUser;
  projectId: string;
}

const parse = (json: string | null) => (json === null ? null : (JSON.parse(json) as Record<string, unknown>));

function toChanges(rows: readonly { entity: string; entityId: string; beforeJson: string | null; afterJson: string | null }[]): HistoryChange[] {
  return rows.map((row) => {
    const before = parse(row.beforeJson);
    return { entity: row.entity as HistoryEntity, entityId: row.entityId, before, after: rowAfter(before, parse(row.afterJson)) };
  });
}

function toOperation(row: queries.OperationRow, changes: HistoryChange[]): HistoryOperation {
  const name = row.currentName ?? row.actorName;
  return {
    id: row.id,
    projectId: row.projectId,
    actor: { id: row.actorId, name },
    at: row.at,
    kind: row.kind,
    summary: historySummary(name, row.description),
    changes: changes.slice(0, HISTORY_CHANGES_LISTED),
    changeCount: row.changeCount,
    undoneAt: row.undoneAt,
  };
}

export async function listHistory({ db, user, projectId, query }: ProjectOptions & { query: HistoryQuery }): Promise<HistoryPage> {
  const { access } = await requireProjectAccess({ db, user, projectId, action: 'read' });
  // What Undo and Redo would find for the caller now (the same rule the steps use), so the buttons
  // can be off before a press; a reader can do neither.
  const mayEdit = isAllowed(access, 'edit');
  const [rows, undoable, redoable] = await Promise.all([
    queries.listOperations(db, { projectId, ...query }),
    mayEdit ? queries.latestUndoable(db, projectId, user.id) : undefined,
    mayEdit ? queries.latestRedoable(db, projectId, user.id) : undefined,
  ]);
  const page = rows.slice(0, query.limit);
  const changes = new Map<string, HistoryChange[]>();
  for (const row of await queries.changesOf(db, page.map((operation) => operation.id), HISTORY_CHANGES_LISTED)) {
    (changes.get(row.operationId) ?? changes.set(row.operationId, []).get(row.operationId)!).push(...toChanges([row]));
  }
  return {
    entries: page.map((row) => toOperation(row, changes.get(row.id) ?? [])),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    canUndo: undoable !== undefined,
    canRedo: redoable !== undefined,
  };
}

/** The operation as it stands now, with the changes already read. */
async function readOperation(db: Db, operationId: string, changes: HistoryChange[]): Promise<HistoryOperation> {
  const row = await queries.findOperation(db, operationId);
  if (!row) throw new Error(`history operation ${operationId} vanished`);
  return toOperation(row, changes);
}

/**
 * One undo or redo step: inside one withProjectChanges call, so it is an operation itself
 * (recorded, published to live viewers as an `events.changed` or a project refetch, undoable by redo).
 */
async function step({ db, bus, user, projectId, direction }: ProjectOptions & { bus: ChangePublisher; direction: 'undo' | 'redo' }) {
  await requireProjectAccess({ db, user, projectId, action: 'edit' });
  const target =
    direction === 'undo' ? await queries.latestUndoable(db, projectId, user.id) : await queries.latestRedoable(db, projectId, user.id);
  if (!target) {
    throw direction === 'undo'
      ? new AppError('NOTHING_TO_UNDO', HISTORY_MESSAGES.nothingToUndo)
      : new AppError('NOTHING_TO_REDO', HISTORY_MESSAGES.nothingToRedo);
  }
  const operation = { kind: direction, target: { id: target.id, description: target.description } };
  const changes = await withProjectChanges({ db, bus, actorId: user.id, operation }, async (trx, live) => {
    await requireProjectAccess({ db: trx, user, projectId, action: 'edit' });
    // The project's row lock first: it orders this step after every concurrent write.
    await lockProject(trx, projectId);
    const still = await queries.findOperation(trx, target.id);
    if (!still || (still.undoneAt === null) !== (direction === 'undo')) {
      throw new AppError(direction === 'undo' ? 'NOTHING_TO_UNDO' : 'NOTHING_TO_REDO', direction === 'undo' ? HISTORY_MESSAGES.nothingToUndo : HISTORY_MESSAGES.nothingToRedo);
    }
    const changes = toChanges(await queries.changesOf(trx, [target.id]));
    const current = await live.track(projectId, scopeOf(changes));
    const { updatedAt } = await applyChanges({ trx, projectId, operationId: target.id, changes, current, direction });
    await queries.setUndoneAt(trx, target.id, direction === 'undo' ? nowIso() : null);
    // Viewers fold a step that only rewrote events in; anything else they read again (D72).
    await live.record(await stepLiveChange({ trx, projectId, changes, direction, current, updatedAt }));
    return changes;
  });
  return { operation: await readOperation(db, target.id, changes) };
}

export const undo = (options: ProjectOptions & { bus: ChangePublisher }) => step({ ...options, direction: 'undo' });
export const redo = (options: ProjectOptions & { bus: ChangePublisher }) => step({ ...options, direction: 'redo' });
