import {
  BASELINE_MESSAGES,
  MAX_BASELINES_PER_PROJECT,
  toWireDate,
  type BaselineDetail,
  type BaselineSummary,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import { nowIso, type Db } from '../../db/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { lockProject } from '../dependencies/dependencies.service.js';
import { withProjectChanges, type ChangePublisher } from '../live/changes.js';
import { requireProjectAccess } from '../projects/project-access.js';
import * as queries from './baselines.queries.js';

/*
 * Baselines (issue 21, docs/decisions.md D49): a named snapshot of every event's title and dates.
 * Readers list and read them (to compare); saving, renaming and deleting need the admin right.
 * Every write runs in `withProjectChanges`, so it is one revision, one history entry, and the live
 * stream tells viewers the list changed. History tracks each, so each is one undo step (D57).
 */

interface ReadOptions {
  db: Db;
  user: AuthUser;
  projectId: string;
}

/** Writes publish what they changed (modules/live/changes.ts). */
interface WriteOptions extends ReadOptions {
  bus: ChangePublisher;
}

const toSummary = (row: queries.BaselineRow): BaselineSummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt,
  createdBy: row.createdBy === null || row.createdByName === null ? null : { id: row.createdBy, name: row.createdByName },
  eventCount: row.eventCount,
});

async function requireBaseline(db: Db, projectId: string, baselineId: string): Promise<queries.BaselineRow> {
  const row = await queries.findBaseline(db, projectId, baselineId);
  if (!row) throw notFound(BASELINE_MESSAGES.notFound);
  return row;
}

export async function listBaselines({ db, user, projectId }: ReadOptions): Promise<BaselineSummary[]> {
  await requireProjectAccess({ db, user, projectId, action: 'read' });
  return (await queries.listBaselines(db, projectId)).map(toSummary);
}

export async function getBaseline({
  db,
  user,
  projectId,
  baselineId,
}: ReadOptions & { baselineId: string }): Promise<BaselineDetail> {
  await requireProjectAccess({ db, user, projectId, action: 'read' });
  const row = await requireBaseline(db, projectId, baselineId);
  const events = await queries.listBaselineEvents(db, baselineId);
  return {
    ...toSummary(row),
    events: events.map((event) => ({
      eventId: event.eventId,
      title: event.title,
      date: toWireDate(event.startDate),
      endDate: event.endDate ? toWireDate(event.endDate) : null,
    })),
  };
}

/** Saves the project's events as they are now under `name`; 409 once the project has the most it may keep. */
export async function saveBaseline({ db, bus, user, projectId, name }: WriteOptions & { name: string }): Promise<BaselineSummary> {
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    await requireProjectAccess({ db: trx, user, projectId, action: 'admin', message: BASELINE_MESSAGES.needAdmin });
    // The project's row lock orders concurrent saves, so two of them cannot both take the last place.
    await lockProject(trx, projectId);
    if ((await queries.countBaselines(trx, projectId)) >= MAX_BASELINES_PER_PROJECT) {
      throw conflict(BASELINE_MESSAGES.atCap(MAX_BASELINES_PER_PROJECT));
    }
    const id = newId();
    await live.track(projectId, { baselineIds: [id] });
    await queries.insertBaseline(trx, { id, projectId, name, createdBy: user.id, createdAt: nowIso(), eventCount: 0, deletedAt: null });
    await queries.setEventCount(trx, id, await queries.snapshotEvents(trx, id, projectId));
    const baseline = toSummary(await requireBaseline(trx, projectId, id));
    await live.record({ projectId, kind: 'baseline.created', baselineId: id, baseline });
    return baseline;
  });
}

export async function renameBaseline({
  db,
  bus,
  user,
  projectId,
  baselineId,
  name,
}: WriteOptions & { baselineId: string; name: string }): Promise<BaselineSummary> {
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    await requireProjectAccess({ db: trx, user, projectId, action: 'admin', message: BASELINE_MESSAGES.needAdmin });
    await live.track(projectId, { baselineIds: [baselineId] });
    if ((await queries.renameBaseline(trx, projectId, baselineId, name)) === 0) throw notFound(BASELINE_MESSAGES.notFound);
    const baseline = toSummary(await requireBaseline(trx, projectId, baselineId));
    await live.record({ projectId, kind: 'baseline.renamed', baselineId, baseline });
    return baseline;
  });
}

export async function deleteBaseline({ db, bus, user, projectId, baselineId }: WriteOptions & { baselineId: string }) {
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    await requireProjectAccess({ db: trx, user, projectId, action: 'admin', message: BASELINE_MESSAGES.needAdmin });
    await live.track(projectId, { baselineIds: [baselineId] });
    // Kept with a deletion mark, so the undo brings it back with its saved events (D57).
    if ((await queries.setDeletedAt(trx, projectId, [baselineId], nowIso())) === 0) throw notFound(BASELINE_MESSAGES.notFound);
    await live.record({ projectId, kind: 'baseline.deleted', baselineId });
    return { id: baselineId };
  });
}

/*
 * For history (undo, redo, retention) and import, which write baselines inside their own
 * operation (D57): the deletion mark and its reversal, the cap count, saved rows as they are.
 */
export {
  countBaselines,
  insertBaselineEvents,
  purgeDeletedBefore as purgeDeletedBaselines,
  setDeletedAt as setBaselinesDeletedAt,
} from './baselines.queries.js';
