import type { ExpressionBuilder } from 'kysely';
import type { ProjectWindow } from '@plotline/shared';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { overlapsWindowSql } from '../../db/window.js';

/* SQL of the projects module. Access rules live in project-access.ts and projects.service.ts. */

type ProjectsEb = ExpressionBuilder<Database & { p: Database['projects'] }, 'p'>;

const countOf = (eb: ProjectsEb, table: 'timelines' | 'events' | 'projectPermissions') =>
  eb
    .selectFrom(table)
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef(`${table}.projectId`, '=', 'p.id');

/**
 * A project as one user sees it: the row, its owner and the user's own share entry, in ONE
 * query. This is what every access check reads, so it carries no per-event work.
 */
function projectRowsFor(db: Db, userId: string) {
  return db
    .selectFrom('projects as p')
    .innerJoin('users as owner', 'owner.id', 'p.ownerId')
    .leftJoin('projectPermissions as mine', (join) =>
      join.onRef('mine.projectId', '=', 'p.id').on('mine.userId', '=', userId),
    )
    .select((eb) => [
      'p.id',
      'p.name',
      'p.description',
      'p.color',
      'p.ownerId',
      'p.version',
      'p.revision',
      'p.autoSchedule',
      'p.isFreeze',
      'p.createdAt',
      'p.updatedAt',
      'owner.name as ownerName',
      'owner.organizationId as ownerOrganizationId',
      'mine.permissionLevel as sharedLevel',
      // Share entries per project are few; the primary key's project_id prefix answers this.
      countOf(eb, 'projectPermissions').as('shareCount'),
    ]);
}

/** The same row with timeline and event counts, for summaries (list, create, update). */
function projectSummaryRowsFor(db: Db, userId: string) {
  return projectRowsFor(db, userId).select((eb) => [
    countOf(eb, 'timelines').as('timelineCount'),
    countOf(eb, 'events').as('eventCount'),
  ]);
}

export type ProjectAccessRow = NonNullable<Awaited<ReturnType<typeof findProjectForUser>>>;
export type ProjectSummaryRow = NonNullable<Awaited<ReturnType<typeof findProjectSummaryForUser>>>;

/** The project with the caller's share entry (whether or not they may see it: the caller decides). */
export const findProjectForUser = (db: Db, userId: string, projectId: string) =>
  projectRowsFor(db, userId).where('p.id', '=', projectId).executeTakeFirst();

export const findProjectSummaryForUser = (db: Db, userId: string, projectId: string) =>
  projectSummaryRowsFor(db, userId).where('p.id', '=', projectId).executeTakeFirst();

/** The project's revision (moved by every committed change), or undefined when it is gone. */
export const findProjectRevision = async (db: Db, projectId: string): Promise<number | undefined> =>
  (await db.selectFrom('projects').select('revision').where('id', '=', projectId).executeTakeFirst())?.revision;

/** Every project the user owns or has a share entry on, oldest first (counts apart: countContents). */
export const listProjectsForUser = (db: Db, userId: string) =>
  projectRowsFor(db, userId)
    .where((eb) => eb.or([eb('p.ownerId', '=', userId), eb('mine.userId', 'is not', null)]))
    .orderBy('p.createdAt')
    .orderBy('p.id')
    .execute();

export interface ContentCounts {
  timelineCount: number;
  eventCount: number;
}

/** Timelines and events per project, two grouped queries per batch of ids. */
export async function countContents(db: Db, projectIds: readonly string[]): Promise<Map<string, ContentCounts>> {
  const counts = new Map<string, ContentCounts>(projectIds.map((id) => [id, { timelineCount: 0, eventCount: 0 }]));
  // Batches stay well under SQLite's bound-parameter limit.
  for (let start = 0; start < projectIds.length; start += 500) {
    const ids = projectIds.slice(start, start + 500);
    const [timelines, events] = await Promise.all(
      (['timelines', 'events'] as const).map((table) =>
        db
          .selectFrom(table)
          .select((eb) => ['projectId', eb.fn.countAll<number>().as('n')])
          .where('projectId', 'in', ids)
          .groupBy('projectId')
          .execute(),
      ),
    );
    for (const row of timelines ?? []) counts.get(row.projectId)!.timelineCount = Number(row.n);
    for (const row of events ?? []) counts.get(row.projectId)!.eventCount = Number(row.n);
  }
  return counts;
}

export const listOwnedProjectIds = async (db: Db, ownerId: string): Promise<string[]> =>
  (await db.selectFrom('projects').select('id').where('ownerId', '=', ownerId).orderBy('createdAt').execute()).map((row) => row.id);

/** New owner for the projects; their own share entries there go (an owner needs none). */
export async function changeProjectOwner(db: Db, projectIds: readonly string[], ownerId: string, updatedAt: string): Promise<void> {
  for (let start = 0; start < projectIds.length; start += 500) {
    const ids = projectIds.slice(start, start + 500);
    await db
      .updateTable('projects')
      .set((eb) => ({ ownerId, updatedAt, version: eb('version', '+', 1) }))
      .where('id', 'in', ids)
      .execute();
    await db.deleteFrom('projectPermissions').where('userId', '=', ownerId).where('projectId', 'in', ids).execute();
  }
}

export async function insertProject(
  db: Db,
  row: { id: string; name: string; description: string; color: string; ownerId: string; createdAt: string; updatedAt: string },
): Promise<void> {
  await db.insertInto('projects').values({ ...row, version: 1 }).execute();
}

/** Compare-and-set on version: 0 rows means stale or gone. */
export async function updateProjectVersioned(
  db: Db,
  id: string,
  expectedVersion: number,
  changes: { name?: string; description?: string; color?: string; autoSchedule?: number; isFreeze?: number; updatedAt: string },
): Promise<number> {
  const result = await db
    .updateTable('projects')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Removes a project and all its children (call inside a transaction). */
export async function deleteProjectCascade(db: Db, id: string): Promise<{ timelines: number; events: number }> {
  const events = await db.deleteFrom('events').where('projectId', '=', id).executeTakeFirst();
  const timelines = await db.deleteFrom('timelines').where('projectId', '=', id).executeTakeFirst();
  await db.deleteFrom('projectPermissions').where('projectId', '=', id).execute();
  await db.deleteFrom('projects').where('id', '=', id).execute();
  return { timelines: Number(timelines.numDeletedRows), events: Number(events.numDeletedRows) };
}

export const listTimelinesOfProject = (db: Db, projectId: string) =>
  db
    .selectFrom('timelines')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('displayOrder')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

/**
 * A project's events by date, or only those overlapping `window` (both ends count; an end date
 * before the start counts as none, as eventDays reads it): docs/decisions.md D35.
 */
export const listEventsOfProject = (db: Db, projectId: string, window: ProjectWindow | null = null) =>
  db
    .selectFrom('events')
    .selectAll()
    .where('projectId', '=', projectId)
    .$if(window !== null, (query) => query.where((eb) => overlapsWindowSql(eb, 'startDate', 'endDate', window!)))
    .orderBy('startDate')
    .orderBy('displayOrder')
    .orderBy('id')
    .execute();

/**
 * The first day a project's events start and the last day they end (an end before the start
 * counts as none), or null without events: what a windowed read tells a client paging in the rest
 * (docs/decisions.md D60). The minimum is read from the (project_id, start_date) index.
 */
export async function eventDatesOfProject(db: Db, projectId: string): Promise<{ first: string; last: string } | null> {
  const row = await db
    .selectFrom('events')
    .select((eb) => [eb.fn.min('startDate').as('first'), eb.fn.max('startDate').as('lastStart'), eb.fn.max('endDate').as('lastEnd')])
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  if (!row?.first || !row.lastStart) return null;
  const last = row.lastEnd && row.lastEnd > row.lastStart ? row.lastEnd : row.lastStart;
  return { first: String(row.first), last: String(last) };
}

/** The user's oldest owned project, for the name-based timeline helper. */
export const findFirstOwnedProjectId = async (db: Db, userId: string): Promise<string | undefined> =>
  (
    await db
      .selectFrom('projects')
      .select('id')
      .where('ownerId', '=', userId)
      .orderBy('createdAt')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
  )?.id;
