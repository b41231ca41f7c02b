import {
  countLabel,
  describeCsvProblem,
  PLANNING_MESSAGES,
  parseEventCsv,
  DEFAULT_COLOR,
  type CsvImportResult,
} from '@plotline/shared';
import type { Insertable } from 'kysely';
import type { AuthUser } from '../../auth/context.js';
import { nowIso, type Db } from '../../db/index.js';
import type { EventsTable, TimelinesTable } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { withProjectChanges, type ChangePublisher } from '../live/changes.js';
import { getObjectiveMap } from '../objectives/objectives.service.js';
import { requireProjectAccess } from '../projects/project-access.js';
import * as queries from './transfer.queries.js';

/*
 * The table's CSV import (docs/decisions.md D43): the rows are appended to the project, timelines
 * found by name or created, all in one transaction. The file is read by the same parseEventCsv the
 * web's preview runs; any problem refuses the whole file (400, every problem in `details`), so
 * nothing is saved from a file the preview would have flagged.
 */

/** Details name at most this many problems (the preview lists them all). */
const MAX_DETAILS = 100;

export async function importCsv(options: {
  db: Db;
  bus: ChangePublisher;
  user: AuthUser;
  projectId: string;
  csv: string;
}): Promise<CsvImportResult> {
  const { db, bus, user, projectId } = options;
  await requireProjectAccess({ db, user, projectId, action: 'admin', message: PLANNING_MESSAGES.needAdminEvents });
  const parsed = parseEventCsv(options.csv, await getObjectiveMap({ db }));
  if (parsed.fileErrors.length > 0) {
    throw badRequest(`csv: ${parsed.fileErrors.join('; ')}`, parsed.fileErrors.map((message) => ({ field: 'csv', message })));
  }
  const problems = parsed.rows.flatMap((row) => row.problems.map((problem) => describeCsvProblem(row.line, problem)));
  if (problems.length > 0) {
    const rowsWithProblems = parsed.rows.filter((row) => row.problems.length > 0).length;
    throw badRequest(
      `csv: ${countLabel(rowsWithProblems, 'row')} cannot be imported, so nothing was saved. ${problems[0]}`,
      problems.slice(0, MAX_DETAILS).map((message) => ({ field: 'csv', message })),
    );
  }
  const events = parsed.rows.map((row) => row.event!);

  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    // Inside the transaction, so the check and the writes see the same project.
    await requireProjectAccess({ db: trx, user, projectId, action: 'admin', message: PLANNING_MESSAGES.needAdminEvents });
    await live.track(projectId, { everything: true });
    const timelines = await queries.listProjectTimelines(trx, projectId);
    const idByName = new Map(timelines.map((timeline) => [timeline.name, timeline.id]));
    const eventOrders = await queries.maxEventOrders(trx, projectId);
    let timelineOrder = Math.max(0, ...timelines.map((timeline) => timeline.displayOrder));
    const now = nowIso();
    const newTimelines: Insertable<TimelinesTable>[] = [];
    const newEvents: Insertable<EventsTable>[] = [];
    for (const event of events) {
      let timelineId = idByName.get(event.timeline);
      if (!timelineId) {
        timelineId = newId();
        idByName.set(event.timeline, timelineId);
        timelineOrder += 1;
        newTimelines.push({ id: timelineId, projectId, name: event.timeline, color: DEFAULT_COLOR, displayOrder: timelineOrder, version: 1, createdAt: now, updatedAt: now });
      }
      const order = (eventOrders.get(timelineId) ?? 0) + 1;
      eventOrders.set(timelineId, order);
      newEvents.push({
        id: newId(),
        projectId,
        timelineId,
        title: event.title,
        description: event.description,
        startDate: event.startDate,
        endDate: event.endDate,
        objective: event.objective,
        isMilestone: event.isMilestone ? 1 : 0,
        isFreeze: event.isFreeze ? 1 : 0,
        displayOrder: order,
        version: 1,
        createdAt: now,
        updatedAt: now,
      });
    }
    await queries.insertTimelines(trx, newTimelines);
    await queries.insertEvents(trx, newEvents);
    // Readers refetch the project, as after a JSON import.
    await live.record({ projectId, kind: 'project.imported' });
    const created = newTimelines.map((timeline) => timeline.name);
    const message = `Imported ${countLabel(newEvents.length, 'event')}${created.length > 0 ? ` (${countLabel(created.length, 'new timeline')}: ${created.join(', ')})` : ''}`;
    return { eventsImported: newEvents.length, timelinesCreated: created, message };
  });
}
