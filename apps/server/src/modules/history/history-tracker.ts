import {
  classifyOperation,
  describeOperation,
  HISTORY_ENTITIES,
  type HistoryChange,
  type HistoryEntity,
  type HistorySnapshot,
  type ProjectChange,
} from '@plotline/shared';
import type { Db } from '../../db/index.js';
import { newId } from '../../lib/ids.js';
import * as queries from './history.queries.js';

/*
 * Records history inside a `withProjectChanges` transaction (docs/decisions.md D46). A write says
 * which rows it is about to touch (`track`) before it writes; the tracker reads them then, reads
 * them again once the work is done, and keeps every row whose stored fields differ (created:
 * before null; deleted: after null). Tracking more than changes costs a read, never a wrong entry.
 */

/** The rows a write is about to touch in one project. */
export interface TrackScope {
  /** The project's own row (name, colour, settings, owner). */
  project?: boolean;
  /** Every share entry of the project. */
  shares?: boolean;
  timelineIds?: readonly string[];
  /** Every event of these timelines (and their dependencies): deletions, reorders, moves into them. */
  timelineContents?: readonly string[];
  /** These events and every dependency touching them. */
  eventIds?: readonly string[];
  dependencyIds?: readonly string[];
  /** These baselines (their name and count; a deleted one is absent, D57). */
  baselineIds?: readonly string[];
  /** Every timeline, event, dependency and baseline of the project (imports). */
  everything?: boolean;
}

/** What the operation is, when the first live change kind does not say it (bulk edits, undo). */
export interface OperationLabel {
  kind: string;
  /** The undone or redone operation. */
  target?: { id: string; description: string };
}

type Keyed = Map<string, { entity: HistoryEntity; entityId: string; row: HistorySnapshot }>;
/** Tracked rows keyed `entity:id`. */
export type TrackedRows = ReadonlyMap<string, { entity: HistoryEntity; entityId: string; row: HistorySnapshot }>;
const keyOf = (entity: HistoryEntity, id: string) => `${entity}:${id}`;
const ENTITY_ORDER = new Map(HISTORY_ENTITIES.map((entity, index) => [entity, index]));

async function readScope(trx: Db, projectId: string, scope: TrackScope, into: Keyed): Promise<void> {
  const add = (entity: HistoryEntity, rows: readonly HistorySnapshot[], idField = 'id') => {
    for (const row of rows) {
      const entityId = String(row[idField]);
      const key = keyOf(entity, entityId);
      if (!into.has(key)) into.set(key, { entity, entityId, row: { ...row } });
    }
  };
  if (scope.project || scope.everything) add('project', await queries.projectRow(trx, projectId));
  if (scope.shares) add('share', await queries.sharesOfProject(trx, projectId), 'userId');
  if (scope.everything) {
    add('timeline', await queries.timelinesOfProject(trx, projectId));
    add('event', await queries.eventsOfProject(trx, projectId));
    add('dependency', await queries.dependenciesOfProject(trx, projectId));
    add('baseline', await queries.baselinesOfProject(trx, projectId));
    return;
  }
  if (scope.timelineIds?.length) add('timeline', await queries.timelinesById(trx, projectId, scope.timelineIds));
  const eventIds = new Set(scope.eventIds ?? []);
  if (scope.timelineContents?.length) {
    for (const event of await queries.eventsOfTimelines(trx, projectId, scope.timelineContents)) {
      eventIds.add(event.id);
      add('event', [event]);
    }
  }
  if (eventIds.size > 0) {
    add('event', await queries.eventsById(trx, projectId, [...eventIds]));
    add('dependency', await queries.dependenciesOfEvents(trx, projectId, [...eventIds]));
  }
  if (scope.dependencyIds?.length) add('dependency', await queries.dependenciesById(trx, projectId, scope.dependencyIds));
  if (scope.baselineIds?.length) add('baseline', await queries.baselinesById(trx, projectId, scope.baselineIds));
}

/** The scope that reads exactly these rows (tracked ones again, or an operation's changes). */
export function scopeOf(rows: Iterable<{ entity: HistoryEntity; entityId: string }>): TrackScope {
  const list = [...rows];
  const ids = (entity: HistoryEntity) => list.filter((row) => row.entity === entity).map((row) => row.entityId);
  return {
    project: ids('project').length > 0,
    shares: ids('share').length > 0,
    timelineIds: ids('timeline'),
    eventIds: ids('event'),
    dependencyIds: ids('dependency'),
    baselineIds: ids('baseline'),
  };
}

/** Rows of one table read twice: the same columns, each a string, a number or null. */
const same = (a: HistorySnapshot, b: HistorySnapshot) => Object.keys(a).every((name) => a[name] === b[name]);

/**
 * An update is stored with its whole row before and, after, only the fields that changed
 * (docs/decisions.md D78): `{ ...before, ...after }` is the row after, exactly, and a bulk shift
 * writes ~4 fields a row instead of all of them. Rows stored whole read back the same.
 */
const changedFields = (before: HistorySnapshot, after: HistorySnapshot): HistorySnapshot =>
  Object.fromEntries(Object.keys(after).filter((name) => after[name] !== before[name]).map((name) => [name, after[name]]));

/** The row after an update as recorded (its changed fields over the row before); a creation's or deletion's as stored. */
export const rowAfter = (before: HistorySnapshot | null, after: HistorySnapshot | null): HistorySnapshot | null =>
  before === null || after === null ? after : { ...before, ...after };

export class HistoryTracker {
  private readonly before = new Map<string, Keyed>();
  private readonly scopes = new Map<string, TrackScope[]>();

  constructor(private readonly trx: Db) {}

  /** Call before writing: reads the rows `scope` names as they are now; answers every row tracked in the project so far. */
  async track(projectId: string, scope: TrackScope): Promise<TrackedRows> {
    const rows: Keyed = this.before.get(projectId) ?? new Map();
    this.before.set(projectId, rows);
    (this.scopes.get(projectId) ?? this.scopes.set(projectId, []).get(projectId)!).push(scope);
    await readScope(this.trx, projectId, scope, rows);
    return rows;
  }

  /** The changed rows of one project, in entity order (project, shares, timelines, events, dependencies). */
  async changesOf(projectId: string): Promise<HistoryChange[]> {
    const before = this.before.get(projectId);
    if (!before) return [];
    const after: Keyed = new Map();
    for (const scope of this.scopes.get(projectId) ?? []) await readScope(this.trx, projectId, scope, after);
    // Rows that left their scope (an event moved to another timeline) or are gone: read by id.
    const missing = [...before.entries()].filter(([key]) => !after.has(key)).map(([, row]) => row);
    if (missing.length > 0) await readScope(this.trx, projectId, scopeOf(missing), after);
    const changes: HistoryChange[] = [];
    for (const [key, was] of before) {
      const now = after.get(key);
      if (!now || !same(was.row, now.row)) changes.push({ entity: was.entity, entityId: was.entityId, before: was.row, after: now?.row ?? null });
    }
    for (const [key, now] of after) {
      if (!before.has(key)) changes.push({ entity: now.entity, entityId: now.entityId, before: null, after: now.row });
    }
    return changes.sort((a, b) => ENTITY_ORDER.get(a.entity)! - ENTITY_ORDER.get(b.entity)!);
  }

  /**
   * Writes one operation per project the live changes touched (a deleted project keeps none) and
   * returns each project's operation id, for the live hint.
   */
  async write(actorId: string, collected: readonly ProjectChange[], label: OperationLabel | undefined, at: string): Promise<Map<string, string>> {
    const firstKind = new Map<string, string>();
    const deleted = new Set<string>();
    for (const change of collected) {
      if (!firstKind.has(change.projectId)) firstKind.set(change.projectId, change.kind);
      if (change.kind === 'project.deleted') deleted.add(change.projectId);
    }
    const ids = new Map<string, string>();
    if (firstKind.size === 0) return ids;
    const actorName = (await queries.findUserName(this.trx, actorId)) ?? 'Someone';
    for (const [projectId, liveKind] of firstKind) {
      if (deleted.has(projectId)) continue;
      const changes = await this.changesOf(projectId);
      const kind = label?.kind ?? classifyOperation(liveKind, changes);
      const id = newId();
      await queries.insertOperation(
        this.trx,
        {
          id,
          projectId,
          actorId,
          actorName,
          at,
          kind,
          description: describeOperation(kind, changes, label?.target?.description),
          changeCount: changes.length,
          targetId: label?.target?.id ?? null,
          undoneAt: null,
        },
        changes.map((change, position) => ({
          operationId: id,
          position,
          entity: change.entity,
          entityId: change.entityId,
          beforeJson: change.before === null ? null : JSON.stringify(change.before),
          afterJson: change.after === null ? null : JSON.stringify(change.before === null ? change.after : changedFields(change.before, change.after)),
        })),
      );
      ids.set(projectId, id);
    }
    return ids;
  }
}
