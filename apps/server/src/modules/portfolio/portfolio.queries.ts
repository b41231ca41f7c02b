import { sql, type RawBuilder } from 'kysely';
import type { ProjectWindow } from '@plotline/shared';
import type { Db } from '../../db/index.js';
import type { EventRow, TimelineRow } from '../../db/schema.js';
import { overlapsWindowSql, windowByIndexSql, windowIndexOf } from '../../db/window.js';

/*
 * SQL of the portfolio (docs/decisions.md D44): a fixed number of queries for any number of
 * projects (never one per project). Which projects the caller may read is decided by the projects
 * module (project-access.ts); these only read the ids they are given, in batches under SQLite's
 * bound-parameter limit.
 */

const BATCH = 500;

/** A portfolio window: both ends given (YYYY-MM-DD). */
export interface DayWindow {
  from: string;
  to: string;
}

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

/** What the clashes read of an event in the window (findClashes' input). */
const CLASH_EVENT_COLUMNS = ['id', 'projectId', 'timelineId', 'title', 'startDate', 'endDate', 'objective', 'isFreeze'] as const;
export type WindowEventRow = Pick<EventRow, (typeof CLASH_EVENT_COLUMNS)[number]>;

/** The rows of the events table of `ids` overlapping the window: one query per index (db/window.ts). */
const eventsInWindow = (db: Db, ids: readonly string[], window: DayWindow, part: 'short' | 'long') =>
  db
    .selectFrom('events')
    .where('projectId', 'in', ids)
    .where((eb) => windowByIndexSql(eb, 'startDate', 'endDate', window, windowIndexOf(db))[part]);

/** The projects' events overlapping the window, in no particular order (findClashes sorts them). */
export const listEventsInWindow = (db: Db, projectIds: readonly string[], window: DayWindow): Promise<WindowEventRow[]> =>
  inBatches(projectIds, async (ids) => {
    const [short, long] = await Promise.all(
      (['short', 'long'] as const).map((part) => eventsInWindow(db, ids, window, part).select(CLASH_EVENT_COLUMNS).execute()),
    );
    return long!.length === 0 ? short! : [...short!, ...long!];
  });

/**
 * A portfolio event (portfolioEventSchema: no project, timeline or times; dates as wire timestamps)
 * as JSON, built by the database: per timeline one array, ordered by date, then displayOrder
 * (docs/decisions.md D74). Turning 14,000 rows of 11 values into JavaScript values and back into
 * JSON was most of a quarter's answer; the database hands over one string per timeline instead.
 * Keys and values are those of toEventResponse; PostgreSQL writes `"key" : value`, still JSON.
 */
function eventsJsonSql(isPostgres: boolean): RawBuilder<string> {
  if (isPostgres) {
    const wire = (column: string) => sql`to_char(${sql.ref(column)}, 'YYYY-MM-DD') || 'T12:00:00.000Z'`;
    return sql<string>`json_agg(json_build_object('id', w.id, 'title', w.title, 'description', w.description, 'date', ${wire('w.start_date')}, 'endDate', ${wire('w.end_date')}, 'objective', w.objective, 'isMilestone', w.is_milestone = 1, 'isFreeze', w.is_freeze = 1, 'displayOrder', w.display_order, 'version', w.version) order by w.start_date, w.display_order, w.id)::text`;
  }
  const flag = (column: string) => sql`json(case when ${sql.ref(column)} = 1 then 'true' else 'false' end)`;
  return sql<string>`json_group_array(json_object('id', w.id, 'title', w.title, 'description', w.description, 'date', w.start_date || 'T12:00:00.000Z', 'endDate', w.end_date || 'T12:00:00.000Z', 'objective', w.objective, 'isMilestone', ${flag('w.is_milestone')}, 'isFreeze', ${flag('w.is_freeze')}, 'displayOrder', w.display_order, 'version', w.version) order by w.start_date, w.display_order, w.id)`;
}

/** Per timeline of the projects, its events overlapping the window as a JSON array (eventsJsonSql); timelines without any are absent. */
export async function listEventJsonInWindow(db: Db, projectIds: readonly string[], window: DayWindow): Promise<Map<string, string>> {
  const { isPostgres } = windowIndexOf(db);
  const rows = await inBatches(projectIds, (ids) => {
    const columns = ['timelineId', 'id', 'title', 'description', 'startDate', 'endDate', 'objective', 'isMilestone', 'isFreeze', 'displayOrder', 'version'] as const;
    const union = eventsInWindow(db, ids, window, 'short').select(columns).unionAll(eventsInWindow(db, ids, window, 'long').select(columns));
    return db.selectFrom(union.as('w')).select(['w.timelineId', eventsJsonSql(isPostgres).as('events')]).groupBy('w.timelineId').execute();
  });
  return new Map(rows.map((row) => [row.timelineId, row.events]));
}

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
