import { toWireDate, type BaselineDetail, type ImportBaseline } from '@plotline/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { BaselineEventsTable, BaselinesTable } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { insertBaselineEvents } from '../baselines/baselines.service.js';
import { insertBaselines, listReadableBaselineEvents, listReadableBaselines } from './transfer.queries.js';

/*
 * Baselines in export and import (docs/decisions.md D57). The export holds every live baseline of
 * each readable project with its saved events; an import keeps each baseline's name and time, the
 * importer becomes its maker, and its events point at the imported events' new ids (an event the
 * file no longer has stays "removed since baseline" under a new id of its own).
 */

/** Each readable project's baselines, newest first, with their events by date. */
export async function exportBaselines(db: Db, userId: string): Promise<Map<string, BaselineDetail[]>> {
  const [baselines, events] = await Promise.all([listReadableBaselines(db, userId), listReadableBaselineEvents(db, userId)]);
  const eventsOf = new Map<string, BaselineDetail['events']>();
  for (const { baselineId, startDate, endDate, ...event } of events) {
    const list = eventsOf.get(baselineId) ?? eventsOf.set(baselineId, []).get(baselineId)!;
    list.push({ ...event, date: toWireDate(startDate), endDate: endDate ? toWireDate(endDate) : null });
  }
  const byProject = new Map<string, BaselineDetail[]>();
  for (const { projectId, createdBy, createdByName, ...baseline } of baselines) {
    const list = byProject.get(projectId) ?? byProject.set(projectId, []).get(projectId)!;
    list.push({
      ...baseline,
      createdBy: createdBy === null || createdByName === null ? null : { id: createdBy, name: createdByName },
      events: eventsOf.get(baseline.id) ?? [],
    });
  }
  return byProject;
}

export interface BaselineRows {
  baselines: Insertable<BaselinesTable>[];
  events: BaselineEventsTable[];
}

/** The rows of one imported project's baselines; `newEventIds` maps the file's event ids to the new ones. */
export function importedBaselineRows(
  into: BaselineRows,
  options: { projectId: string; baselines: readonly ImportBaseline[]; newEventIds: ReadonlyMap<string, string>; userId: string; now: string },
): void {
  // Events gone from the file's plan: one new id per file id, the same in every baseline of the project.
  const removed = new Map<string, string>();
  const idOf = (fileId: string) => options.newEventIds.get(fileId) ?? removed.get(fileId) ?? removed.set(fileId, newId()).get(fileId)!;
  for (const baseline of options.baselines) {
    const baselineId = newId();
    into.baselines.push({
      id: baselineId,
      projectId: options.projectId,
      name: baseline.name,
      createdBy: options.userId,
      createdAt: baseline.createdAt ?? options.now,
      eventCount: baseline.events.length,
      deletedAt: null,
    });
    for (const event of baseline.events) {
      into.events.push({ baselineId, eventId: idOf(event.fileEventId), title: event.title, startDate: event.date, endDate: event.endDate });
    }
  }
}

export async function insertImportedBaselines(db: Db, rows: BaselineRows): Promise<void> {
  await insertBaselines(db, rows.baselines);
  await insertBaselineEvents(db, rows.events);
}
