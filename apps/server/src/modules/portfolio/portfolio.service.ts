import {
  findClashes,
  type ClashInputEvent,
  type Clashes,
  type Portfolio,
  type PortfolioProject,
  type PortfolioQuery,
  type ProjectSummary,
  type ProjectWindow,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import type { Db } from '../../db/index.js';
import { listDependenciesInWindow } from '../dependencies/dependencies.service.js';
import { toEventResponse } from '../events/event-response.js';
import type { ProjectCountsCache } from '../projects/project-counts-cache.js';
import { listProjects } from '../projects/projects.service.js';
import { toTimelineResponse } from '../timelines/timeline-response.js';
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

const windowOf = (query: PortfolioQuery): ProjectWindow => ({ from: query.from, to: query.to });

/** The readable projects `projectIds` names (all of them without it), by name. */
async function projectsInScope({ db, user, counts, query }: PortfolioOptions): Promise<ProjectSummary[]> {
  const readable = await listProjects({ db, user, counts });
  const wanted = query.projectIds ? new Set(query.projectIds) : null;
  return (wanted ? readable.filter((project) => wanted.has(project.id)) : readable).sort(byName);
}

export async function getPortfolio(options: PortfolioOptions): Promise<Portfolio> {
  const { db, query } = options;
  const projects = await projectsInScope(options);
  const ids = projects.map((project) => project.id);
  const window = windowOf(query);
  const [timelineRows, eventRows, dependencies] = await Promise.all([
    queries.listTimelinesOfProjects(db, ids),
    queries.listEventsInWindow(db, ids, window),
    listDependenciesInWindow(db, ids, window),
  ]);
  const answered = new Map<string, PortfolioProject>(projects.map((project) => [project.id, { ...project, timelines: [], dependencies: dependencies.get(project.id) ?? [] }]));
  const timelines = new Map<string, PortfolioProject['timelines'][number]>();
  for (const row of timelineRows) {
    const timeline = { ...toTimelineResponse(row), events: [] };
    timelines.set(row.id, timeline);
    answered.get(row.projectId)?.timelines.push(timeline);
  }
  for (const row of eventRows) timelines.get(row.timelineId)?.events.push(toEventResponse(row));
  return { from: query.from, to: query.to, projects: [...answered.values()] };
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
