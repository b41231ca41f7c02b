import {
  countImport,
  importResultMessage,
  normalizeObjective,
  ImportFormatError,
  ImportLimitError,
  parseImportData,
  type DependencyType,
  type ExportProject,
  type ImportLimits,
  type ImportResult,
} from '@plotline/shared';
import type { Insertable } from 'kysely';
import type { AuthUser } from '../../auth/context.js';
import { nowIso, type Db } from '../../db/index.js';
import type { DependenciesTable, EventsTable, ProjectsTable, TimelinesTable } from '../../db/schema.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { toEventResponse } from '../events/event-response.js';
import { withProjectChanges, type ChangePublisher } from '../live/changes.js';
import { getObjectiveMap } from '../objectives/objectives.service.js';
import { exportBaselines, importedBaselineRows, insertImportedBaselines, type BaselineRows } from './baselines-transfer.js';
import * as queries from './transfer.queries.js';

/*
 * Export and import (docs/decisions.md D25.8). Export holds every project the
 * user can read. Import is one transaction: all of it lands or none of it; replace mode removes
 * only the projects the user owns, and the importer owns everything imported.
 */

export async function exportData({ db, user }: { db: Db; user: AuthUser }): Promise<ExportProject[]> {
  const [projects, timelines, events, dependencies, baselines] = await Promise.all([
    queries.listReadableProjects(db, user.id),
    queries.listReadableTimelines(db, user.id),
    queries.listReadableEvents(db, user.id),
    queries.listReadableDependencies(db, user.id),
    exportBaselines(db, user.id),
  ]);
  const dependenciesByProject = new Map<string, ExportProject['dependencies']>();
  for (const { projectId, type, ...dependency } of dependencies) {
    let list = dependenciesByProject.get(projectId);
    if (!list) dependenciesByProject.set(projectId, (list = []));
    list.push({ ...dependency, type: type as DependencyType });
  }
  const eventsByTimeline = new Map<string, ExportProject['timelines'][number]['events']>();
  for (const event of events) {
    let list = eventsByTimeline.get(event.timelineId);
    if (!list) eventsByTimeline.set(event.timelineId, (list = []));
    list.push(toEventResponse(event));
  }
  const timelinesByProject = new Map<string, ExportProject['timelines']>();
  for (const timeline of timelines) {
    let list = timelinesByProject.get(timeline.projectId);
    if (!list) timelinesByProject.set(timeline.projectId, (list = []));
    list.push({ ...timeline, events: eventsByTimeline.get(timeline.id) ?? [] });
  }
  return projects.map(({ autoSchedule, isFreeze, ...project }) => ({
    ...project,
    isOwner: project.ownerId === user.id,
    autoSchedule: autoSchedule === 1,
    isFreeze: isFreeze === 1,
    timelines: timelinesByProject.get(project.id) ?? [],
    dependencies: dependenciesByProject.get(project.id) ?? [],
    baselines: baselines.get(project.id) ?? [],
  }));
}

export async function importData({
  db,
  user,
  bus,
  body,
  limits,
}: {
  db: Db;
  user: AuthUser;
  /** One change per affected project: `project.deleted` for each replaced one, `project.imported` for each new one. */
  bus: ChangePublisher;
  body: unknown;
  /** Most projects, timelines and events one import may hold (config: IMPORT_MAX_*). */
  limits: ImportLimits;
}): Promise<ImportResult> {
  let parsed: ReturnType<typeof parseImportData>;
  try {
    parsed = parseImportData(body, limits);
  } catch (error) {
    // Refused before anything is written (docs/api.md, "Import limits").
    if (error instanceof ImportLimitError) {
      throw new AppError('PAYLOAD_TOO_LARGE', error.message, { limit: error.limit, max: error.max });
    }
    if (error instanceof ImportFormatError) {
      throw badRequest(
        error.message,
        error.path ? [{ field: error.path, message: error.message }] : undefined,
      );
    }
    throw error;
  }

  // Unknown objectives are stored as preparation, exactly as the events API stores them.
  const objectives = await getObjectiveMap({ db });
  const now = nowIso();
  const projectRows: Insertable<ProjectsTable>[] = [];
  const timelineRows: Insertable<TimelinesTable>[] = [];
  const eventRows: Insertable<EventsTable>[] = [];
  const dependencyRows: Insertable<DependenciesTable>[] = [];
  const baselineRows: BaselineRows = { baselines: [], events: [] };
  for (const project of parsed.projects) {
    const projectId = newId();
    // The file's event ids, which its dependencies name, become new ids (docs/decisions.md D36).
    const newEventIds = new Map<string, string>();
    projectRows.push({
      id: projectId,
      name: project.name,
      description: project.description,
      color: project.color,
      ownerId: user.id,
      autoSchedule: project.autoSchedule ? 1 : 0,
      isFreeze: project.isFreeze ? 1 : 0,
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    for (const timeline of project.timelines) {
      const timelineId = newId();
      timelineRows.push({
        id: timelineId,
        projectId,
        name: timeline.name,
        color: timeline.color,
        displayOrder: timeline.displayOrder,
        version: 1,
        createdAt: now,
        updatedAt: now,
      });
      for (const event of timeline.events) {
        const eventId = newId();
        if (event.fileId !== null) newEventIds.set(event.fileId, eventId);
        eventRows.push({
          id: eventId,
          projectId,
          timelineId,
          title: event.title,
          description: event.description,
          startDate: event.date,
          endDate: event.endDate,
          objective: normalizeObjective(event.objective, objectives),
          isMilestone: event.isMilestone ? 1 : 0,
          isFreeze: event.isFreeze ? 1 : 0,
          displayOrder: event.displayOrder,
          version: 1,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    for (const dependency of project.dependencies) {
      dependencyRows.push({
        id: newId(),
        projectId,
        // parseImportData checked that each names exactly one event of this project.
        fromEventId: newEventIds.get(dependency.fromEventId)!,
        toEventId: newEventIds.get(dependency.toEventId)!,
        type: dependency.type,
        lagDays: dependency.lagDays,
        version: 1,
        createdAt: now,
        updatedAt: now,
      });
    }
    importedBaselineRows(baselineRows, { projectId, baselines: project.baselines, newEventIds, userId: user.id, now });
  }

  await withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    if (parsed.replace) {
      for (const projectId of await queries.listOwnedProjectIds(trx, user.id)) {
        await live.record({ projectId, kind: 'project.deleted' });
      }
      await queries.deleteOwnedProjects(trx, user.id);
    }
    await queries.insertProjects(trx, projectRows);
    for (const project of projectRows) await live.track(project.id, { everything: true });
    await queries.insertTimelines(trx, timelineRows);
    await queries.insertEvents(trx, eventRows);
    await queries.insertDependencies(trx, dependencyRows);
    await insertImportedBaselines(trx, baselineRows);
    for (const project of projectRows) await live.record({ projectId: project.id, kind: 'project.imported' });
  });

  const counts = countImport(parsed.projects);
  return {
    projectsImported: counts.projects,
    timelinesImported: counts.timelines,
    eventsImported: counts.events,
    replaced: parsed.replace,
    message: importResultMessage(counts, parsed.replace),
  };
}
