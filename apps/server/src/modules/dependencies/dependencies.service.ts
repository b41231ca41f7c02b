import {
  DEPENDENCY_MESSAGES,
  findDependencyCycle,
  isDependencyViolated,
  PLANNING_MESSAGES,
  type DependencyType,
  type PlanningDependency,
  type ProjectWindow,
  type ScheduledDependency,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import { nowIso, type Db } from '../../db/index.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { toEventResponse } from '../events/event-response.js';
import { withProjectChanges, type ChangePublisher, type ChangeRecorder } from '../live/changes.js';
import { requireProjectAccess } from '../projects/project-access.js';
import { pushSuccessors } from './auto-schedule.js';
import * as queries from './dependencies.queries.js';

/*
 * Dependencies between two events of one project (issue 16, docs/decisions.md D36). Creating,
 * changing and deleting one needs the edit right. Every refusal happens before anything is
 * written, inside the transaction that would write, after the project's row lock is taken, so two
 * concurrent requests cannot together close a cycle or add the same pair twice.
 */

interface ProjectOptions {
  db: Db;
  /** Writes publish what they changed (modules/live/changes.ts). */
  bus: ChangePublisher;
  user: AuthUser;
  projectId: string;
}

type Row = Pick<PlanningDependency, 'id' | 'fromEventId' | 'toEventId' | 'lagDays' | 'version'> & { type: string };
type Dates = { startDate: string; endDate: string | null };

/** A stored dependency as the wire carries it, violated or not by its events' dates. */
function toDependencyResponse(row: Row, from: Dates, to: Dates): PlanningDependency {
  const type = row.type as DependencyType;
  return {
    id: row.id,
    fromEventId: row.fromEventId,
    toEventId: row.toEventId,
    type,
    lagDays: row.lagDays,
    version: row.version,
    isViolated: isDependencyViolated({ type, lagDays: row.lagDays }, { id: row.fromEventId, ...from }, { id: row.toEventId, ...to }),
  };
}

const withDatesResponse = (row: queries.DependencyWithDates): PlanningDependency =>
  toDependencyResponse(row, { startDate: row.fromStartDate, endDate: row.fromEndDate }, { startDate: row.toStartDate, endDate: row.toEndDate });

/** Every dependency of the project, oldest first, with isViolated (the project detail). */
export async function listProjectDependencies(db: Db, projectId: string): Promise<PlanningDependency[]> {
  return (await queries.listDependenciesWithDates(db, projectId)).map(withDatesResponse);
}

/** Per project, the dependencies whose both events overlap `window`, oldest first (the portfolio, docs/decisions.md D44). */
export async function listDependenciesInWindow(db: Db, projectIds: readonly string[], window: ProjectWindow): Promise<Map<string, PlanningDependency[]>> {
  const byProject = new Map<string, PlanningDependency[]>();
  for (const row of await queries.listDependenciesInWindow(db, projectIds, window)) {
    const list = byProject.get(row.projectId);
    if (list) list.push(withDatesResponse(row));
    else byProject.set(row.projectId, [withDatesResponse(row)]);
  }
  return byProject;
}

/** The dependency as answered after a write: its events' current dates decide isViolated. */
async function respond(trx: Db, projectId: string, row: Row): Promise<PlanningDependency> {
  const events = await queries.findEventsOfProject(trx, projectId, [row.fromEventId, row.toEventId]);
  const from = events.find((event) => event.id === row.fromEventId);
  const to = events.find((event) => event.id === row.toEventId);
  if (!from || !to) throw notFound(PLANNING_MESSAGES.eventNotFound);
  return toDependencyResponse(row, from, to);
}

/**
 * A new or changed dependency reschedules like a moved predecessor does (docs/decisions.md D58):
 * with autoSchedule on, its successor (and theirs) is pushed forward in this transaction, so the
 * change, its push and the dependency's answer are one revision and one undo step.
 */
async function scheduleAndRecord(
  trx: Db,
  live: ChangeRecorder,
  projectId: string,
  row: Row,
  kind: 'dependency.created' | 'dependency.updated',
): Promise<ScheduledDependency> {
  const movedEvents = (await pushSuccessors(trx, projectId, [row.fromEventId], live)).map(toEventResponse);
  const dependency = await respond(trx, projectId, row);
  await live.record({ projectId, kind, dependencyId: row.id, dependency, ...(movedEvents.length > 0 ? { movedEvents } : {}) });
  return { ...dependency, movedEvents };
}

export async function createDependency({
  db,
  bus,
  user,
  projectId,
  body,
}: ProjectOptions & {
  body: { fromEventId: string; toEventId: string; type: DependencyType; lagDays: number };
}): Promise<ScheduledDependency> {
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    await requireProjectAccess({ db: trx, user, projectId, action: 'edit' });
    await queries.lockProject(trx, projectId);
    const events = await queries.findEventsOfProject(trx, projectId, [body.fromEventId, body.toEventId]);
    const titleOf = new Map(events.map((event) => [event.id, event.title]));
    for (const field of ['fromEventId', 'toEventId'] as const) {
      if (!titleOf.has(body[field])) throw notFound(DEPENDENCY_MESSAGES.eventNotInProject(field));
    }
    if (await queries.findPair(trx, body.fromEventId, body.toEventId)) {
      throw new AppError('DEPENDENCY_EXISTS', DEPENDENCY_MESSAGES.exists(titleOf.get(body.fromEventId)!, titleOf.get(body.toEventId)!));
    }
    const cycle = findDependencyCycle(await queries.listDependencies(trx, projectId), body);
    if (cycle) {
      const titles = new Map((await queries.findEventsOfProject(trx, projectId, [...new Set(cycle)])).map((event) => [event.id, event.title]));
      throw new AppError('DEPENDENCY_CYCLE', DEPENDENCY_MESSAGES.cycle(cycle.map((id) => titles.get(id) ?? id)), { eventIds: cycle });
    }
    const now = nowIso();
    const row = { id: newId(), projectId, ...body, version: 1, createdAt: now, updatedAt: now };
    await live.track(projectId, { dependencyIds: [row.id] });
    await queries.insertDependency(trx, row);
    return scheduleAndRecord(trx, live, projectId, row, 'dependency.created');
  });
}

export async function updateDependency({
  db,
  bus,
  user,
  projectId,
  dependencyId,
  body,
}: ProjectOptions & {
  dependencyId: string;
  body: { type?: DependencyType | undefined; lagDays?: number | undefined; version: number };
}): Promise<ScheduledDependency> {
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    await requireProjectAccess({ db: trx, user, projectId, action: 'edit' });
    if (!(await queries.findDependency(trx, projectId, dependencyId))) throw notFound(DEPENDENCY_MESSAGES.dependencyNotFound);
    await live.track(projectId, { dependencyIds: [dependencyId] });
    const changes = {
      ...(body.type === undefined ? {} : { type: body.type }),
      ...(body.lagDays === undefined ? {} : { lagDays: body.lagDays }),
      updatedAt: nowIso(),
    };
    if ((await queries.updateDependencyVersioned(trx, dependencyId, body.version, changes)) === 0) {
      throw conflict(PLANNING_MESSAGES.staleVersion('dependency'));
    }
    const row = await queries.findDependency(trx, projectId, dependencyId);
    if (!row) throw notFound(DEPENDENCY_MESSAGES.dependencyNotFound);
    return scheduleAndRecord(trx, live, projectId, row, 'dependency.updated');
  });
}

export async function deleteDependency({ db, bus, user, projectId, dependencyId }: ProjectOptions & { dependencyId: string }) {
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    await requireProjectAccess({ db: trx, user, projectId, action: 'edit' });
    await live.track(projectId, { dependencyIds: [dependencyId] });
    if ((await queries.deleteDependency(trx, projectId, dependencyId)) === 0) throw notFound(DEPENDENCY_MESSAGES.dependencyNotFound);
    await live.record({ projectId, kind: 'dependency.deleted', dependencyId });
    return { id: dependencyId };
  });
}

/**
 * Inside the caller's transaction: removes the dependencies of events about to be deleted (an
 * event, a timeline's events) and returns their ids for the change the caller records.
 */
export const removeDependenciesOfEvents = (trx: Db, eventIds: readonly string[]): Promise<string[]> =>
  queries.deleteDependenciesOfEvents(trx, eventIds);

/** Inside the caller's transaction: removes the dependencies of a timeline's events before the timeline goes. */
export const removeDependenciesOfTimeline = (trx: Db, timelineId: string): Promise<string[]> =>
  queries.deleteDependenciesOfTimeline(trx, timelineId);

/** Inside the caller's transaction: removes every dependency of a project about to be deleted. */
export const removeDependenciesOfProject = (trx: Db, projectId: string): Promise<number> =>
  queries.deleteDependenciesOfProject(trx, projectId);

export { pushSuccessors };

/** Inside the caller's transaction: takes the project row's lock until commit (baselines count under it too). */
export { lockProject } from './dependencies.queries.js';
