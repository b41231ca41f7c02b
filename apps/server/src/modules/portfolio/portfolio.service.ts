import {
  dependencySchema,
  findClashes,
  timelineSchema,
  type ClashInputEvent,
  type Clashes,
  type PortfolioQuery,
  type ProjectSummary,
} from '@plotline/shared';
import { z } from 'zod';
import type { AuthUser } from '../../auth/context.js';
import type { Db } from '../../db/index.js';
import { listDependenciesInWindow } from '../dependencies/dependencies.service.js';
import type { ProjectCountsCache } from '../projects/project-counts-cache.js';
import { listProjects } from '../projects/projects.service.js';
import { toTimelineResponse } from '../timelines/timeline-response.js';
import { detailParts } from '../projects/project-detail-cache.js';
import { compileStringify } from '../../lib/serializer.js';
import type { PortfolioWindowCache } from './portfolio-window-cache.js';
import * as queries from './portfolio.queries.js';

/*
 * The portfolio (issue 20, docs/decisions.md D44): every project the caller can read, with only
 * the events overlapping a window, and the clashes between them. Which projects are readable is
 * the projects module's one rule (listProjects over project-access.ts), asked on every request;
 * ids in `projectIds` the caller cannot read are left out without a word (no 403/404 that would
 * tell they exist).
 */

interface PortfolioOptions {
  db: Db;
  user: AuthUser;
  /** The whole projects' timeline and event counts, per revision (the project list's cache). */
  counts: ProjectCountsCache;
  query: PortfolioQuery;
}

const byName = (a: ProjectSummary, b: ProjectSummary) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

const windowOf = (query: PortfolioQuery): queries.DayWindow => ({ from: query.from, to: query.to });

/** The readable projects `projectIds` names (all of them without it), by name. */
async function projectsInScope({ db, user, counts, query }: PortfolioOptions): Promise<ProjectSummary[]> {
  const readable = await listProjects({ db, user, counts });
  const wanted = query.projectIds ? new Set(query.projectIds) : null;
  return (wanted ? readable.filter((project) => wanted.has(project.id)) : readable).sort(byName);
}

/**
 * The portfolio answer's `{ success, data }` envelope as UTF-8 JSON. Each project's timelines,
 * events and dependencies in the window come from the window cache when its revision has not
 * moved (docs/decisions.md D66); the others are read in one batch of queries and kept.
 */
export async function getPortfolioJson(options: PortfolioOptions & { cache: PortfolioWindowCache }): Promise<Buffer> {
  const { db, query, cache } = options;
  const projects = await projectsInScope(options);
  const window = windowOf(query);
  const contents = new Map<string, Buffer>();
  for (const project of projects) {
    const json = cache.get(project.id, project.revision, window);
    if (json) contents.set(project.id, json);
  }
  const missing = new Map(projects.filter((project) => !contents.has(project.id)).map((project) => [project.id, project.revision]));
  if (missing.size > 0) {
    for (const [projectId, json] of await readWindow(db, [...missing.keys()], window)) {
      contents.set(projectId, json);
      cache.set(projectId, missing.get(projectId)!, window, json);
    }
  }
  const parts = projects.flatMap((project, index) => [...(index > 0 ? [COMMA] : []), ...detailParts(project, contents.get(project.id)!)]);
  return Buffer.concat([Buffer.from(`{"success":true,"data":{"from":${JSON.stringify(query.from)},"to":${JSON.stringify(query.to)},"projects":[`), ...parts, CLOSE]);
}

const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']}}');

const stringifyTimeline = compileStringify(timelineSchema);
const stringifyDependencies = compileStringify(z.array(dependencySchema));

/**
 * The projects' parts, `"timelines":[…],"dependencies":[…]` (portfolioAnswerProjectSchema's
 * members) as UTF-8 JSON, by project: every timeline, the events overlapping the window (as JSON
 * from the database, docs/decisions.md D74) and the dependencies among them.
 */
async function readWindow(db: Db, ids: string[], window: queries.DayWindow): Promise<Map<string, Buffer>> {
  const [timelineRows, eventsJson, dependencies] = await Promise.all([
    queries.listTimelinesOfProjects(db, ids),
    queries.listEventJsonInWindow(db, ids, window),
    listDependenciesInWindow(db, ids, window),
  ]);
  const timelinesJson = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const row of timelineRows) {
    // The timeline's object with its events spliced in before the closing brace.
    const timeline = stringifyTimeline(toTimelineResponse(row));
    timelinesJson.get(row.projectId)?.push(`${timeline.slice(0, -1)},"events":${eventsJson.get(row.id) ?? '[]'}}`);
  }
  return new Map(
    ids.map((id) => [id, Buffer.from(`"timelines":[${timelinesJson.get(id)!.join(',')}],"dependencies":${stringifyDependencies(dependencies.get(id) ?? [])}`)]),
  );
}

/**
 * The clashes among the readable projects' events in the window, and with the freezes of every
 * project of the caller's organization (findClashes in packages/shared), in groups and capped
 * (docs/decisions.md D55). With `projectIds`, only the clashes that involve one of those projects,
 * still compared against everything readable.
 */
export async function getClashes(options: PortfolioOptions): Promise<Clashes> {
  const { db, user, counts, query } = options;
  const readable = new Map((await listProjects({ db, user, counts })).map((project) => [project.id, project]));
  const involving = query.projectIds ? new Set(query.projectIds.filter((id) => readable.has(id))) : null;
  if (involving?.size === 0) return { clashes: [], total: 0, truncated: false };
  const window = windowOf(query);
  const [eventRows, freezes] = await Promise.all([
    queries.listEventsInWindow(db, [...readable.keys()], window),
    user.organizationId ? queries.listOrganizationFreezes(db, user.organizationId, window) : Promise.resolve([]),
  ]);
  const events: ClashInputEvent[] = eventRows.map((row) => {
    const project = readable.get(row.projectId)!;
    return {
      id: row.id,
      projectId: row.projectId,
      projectName: project.name,
      timelineId: row.timelineId,
      title: row.title,
      date: row.startDate,
      endDate: row.endDate,
      objective: row.objective,
      isFreeze: row.isFreeze === 1 || project.isFreeze,
      readable: true,
    };
  });
  for (const freeze of freezes) {
    if (readable.has(freeze.projectId)) continue;
    // Only its days reach findClashes, which shows it as "another project's freeze".
    events.push({ id: freeze.id, projectId: freeze.projectId, projectName: '', timelineId: '', title: '', date: freeze.startDate, endDate: freeze.endDate, objective: '', isFreeze: true, readable: false });
  }
  return findClashes({ events, involving });
}
