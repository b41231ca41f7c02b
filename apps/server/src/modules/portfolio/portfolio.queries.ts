import type { ProjectWindow } from '@plotline/shared';
import type { Db } from '../../db/index.js';
import type { EventRow, TimelineRow } from '../../db/schema.js';
import { overlapsWindowSql, windowIndexOf } from '../../db/window.js';

/*
 * SQL of the portfolio (docs/decisions.md D44): a fixed number of queries for any number of
 * projects (never one per project). Which projects the caller may read is decided by the projects
 * module (project-access.ts); these only read the ids they are given, in batches under SQLite's
 * bound-parameter limit.
 */

const BATCH = 500;

async function inBatches<T>(ids: readonly string[], read: (batch: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += BATCH) rows.push(...(await read(ids.slice(start, start + BATCH))));
  return rows;
}

/** The projects' timelines, each project's by displayOrder. */
export const listTimelinesOfProjects = (db: Db, projectIds: readonly string[]): Promise<TimelineRow[]> =>
  inBatches(projectIds, (ids) =>
    db.selectFrom('timelines').selectAll().where('projectId', 'in', ids).orderBy('displayOrder').orderBy('createdAt').orderBy('id').execute(),
  );

/** The projects' events overlapping the window, by date, then displayOrder (read by index: db/window.ts). */
export const listEventsInWindow = (db: Db, projectIds: readonly string[], window: ProjectWindow): Promise<EventRow[]> =>
  inBatches(projectIds, (ids) =>
    db
      .selectFrom('events')
      .selectAll()
      .where('projectId', 'in', ids)
      .where((eb) => overlapsWindowSql(eb, 'startDate', 'endDate', window, windowIndexOf(db)))
      .orderBy('startDate')
      .orderBy('displayOrder')
      .orderBy('id')
      .execute(),
  );

/**
 * The freezes overlapping the window of every project owned by a member of the organization (an
 * event marked isFreeze, or any event of a project marked isFreeze): what clashes compare
 * deployments against, readable or not. Only dates and ids: the caller decides what to show.
 */
export async function listOrganizationFreezes(db: Db, organizationId: string, window: ProjectWindow) {
  const base = db
    .selectFrom('events as e')
    .innerJoin('projects as p', 'p.id', 'e.projectId')
    .innerJoin('users as owner', 'owner.id', 'p.ownerId')
    .select(['e.id', 'e.projectId', 'e.startDate', 'e.endDate'])
    .where('owner.organizationId', '=', organizationId)
    .where((eb) => overlapsWindowSql(eb, 'e.startDate', 'e.endDate', window));
  // Two queries rather than one OR, so each can use its index (events_freeze_idx, events_project_idx).
  const [flagged, ofFrozenProjects] = await Promise.all([
    base.where('e.isFreeze', '=', 1).execute(),
    base.where('p.isFreeze', '=', 1).execute(),
  ]);
  const byId = new Map([...flagged, ...ofFrozenProjects].map((row) => [row.id, row]));
  return [...byId.values()];
}
