import type { ProjectChange } from '@plotline/shared';
import { nowIso, type Db } from '../../db/index.js';
import { HistoryTracker, type OperationLabel, type TrackedRows, type TrackScope } from '../history/history-tracker.js';
import { bumpRevision } from './live.queries.js';

/*
 * The ONE place a change to a project is recorded. Every write to a project, its timelines,
 * events or sharing runs in `withProjectChanges`: inside the transaction, `changes.record(...)`
 * moves `projects.revision` by one (the row lock it takes orders concurrent writers, so revisions
 * follow commit order) and collects the change; the bus publishes the collected changes only once
 * the transaction has committed. A transaction that throws publishes nothing and its revision
 * bump rolls back with it.
 *
 * History (docs/decisions.md D46): ONE call is ONE operation per project it touched, written in
 * the same transaction: one history entry and one undo step. Before writing, a write says which rows
 * it is about to touch (`changes.track`); the tracker keeps those whose stored fields changed,
 * before and after. Each published change carries the operation's id (`historyId`).
 */

/** What a write says about itself; the recorder adds the revision, the actor and the time. */
export type ChangeInput = Omit<ProjectChange, 'revision' | 'actorId' | 'at' | 'historyId'>;

export interface ChangeRecorder {
  /** Moves the project's revision and collects the change; returns the new revision. */
  record(change: ChangeInput): Promise<number>;
  /** Call before writing: the rows about to change, so history holds them before and after. */
  track(projectId: string, scope: TrackScope): Promise<TrackedRows>;
}

/**
 * Where committed changes go (modules/live/change-bus.ts). Two steps, so each bus can keep the
 * "only after commit" promise its own way: PostgreSQL queues a NOTIFY inside the transaction
 * (the server delivers it at commit, in commit order, and drops it on rollback); the in-memory
 * bus delivers in `committed`, which runs after the commit.
 */
export interface ChangePublisher {
  /** Inside the transaction, after the work: the changes it recorded. */
  stage(trx: Db, changes: readonly ProjectChange[]): Promise<void>;
  /** After the commit. */
  committed(changes: readonly ProjectChange[]): void;
}

/** Runs `work` in a transaction that records project changes and publishes them once committed. */
export async function withProjectChanges<T>(
  options: { db: Db; bus: ChangePublisher; actorId: string; operation?: OperationLabel },
  work: (trx: Db, changes: ChangeRecorder) => Promise<T>,
): Promise<T> {
  const { db, bus, actorId } = options;
  const collected: ProjectChange[] = [];
  const result = await db.transaction().execute(async (trx) => {
    const history = new HistoryTracker(trx);
    const recorder: ChangeRecorder = {
      track: (projectId, scope) => history.track(projectId, scope),
      async record(input) {
        const revision = await bumpRevision(trx, input.projectId);
        // The callers checked access on this project in the same transaction, so it exists.
        if (revision === undefined) throw new Error(`project ${input.projectId} vanished inside its own transaction`);
        collected.push({ ...input, revision, actorId, at: nowIso() });
        return revision;
      },
    };
    const value = await work(trx, recorder);
    const operationIds = await history.write(actorId, collected, options.operation, nowIso());
    for (const change of collected) {
      const historyId = operationIds.get(change.projectId);
      if (historyId !== undefined) change.historyId = historyId;
    }
    if (collected.length > 0) await bus.stage(trx, collected);
    return value;
  });
  if (collected.length > 0) bus.committed(collected);
  return result;
}

/**
 * A new project's creation, published once committed as its first change: `project.created` at
 * revision 0 (the revision does not move; the next change is 1). No history entry: there is
 * nothing to undo. Portfolio streams learn of it so (docs/decisions.md D76).
 */
export async function withProjectCreated<T>(
  options: { db: Db; bus: ChangePublisher; actorId: string; projectId: string },
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  const { db, bus } = options;
  const change: ProjectChange = { projectId: options.projectId, revision: 0, kind: 'project.created', actorId: options.actorId, at: nowIso() };
  const result = await db.transaction().execute(async (trx) => {
    const value = await work(trx);
    await bus.stage(trx, [change]);
    return value;
  });
  bus.committed([change]);
  return result;
}
