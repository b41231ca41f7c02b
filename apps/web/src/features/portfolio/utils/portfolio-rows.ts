import { canEdit, type AccessLevel, type ProjectSummary, type TimelineWithEvents } from '@plotline/shared';
import type { PortfolioProject } from '@/api/portfolio';

/** A project's header row above its timelines. */
export const PROJECT_ROW_HEIGHT = 40;
/** The header in the phone's narrow column: two lines of name and a line of badges (docs/decisions.md D77). */
export const PHONE_PROJECT_ROW_HEIGHT = 64;
/** A timeline row whose project's page has not answered yet (the usual one-lane height). */
export const PENDING_ROW_HEIGHT = 48;
/**
 * Projects asked for in one request (docs/decisions.md D53): a screen holds two or three projects'
 * timelines, so a page of 8 is a few screens, and an answer stays small however many projects the
 * user can read.
 */
export const PROJECT_PAGE_SIZE = 8;

export interface PortfolioFilters {
  /** Objective ids to show; empty shows every objective. */
  objectives: readonly string[];
  /** Only the projects the user owns. */
  onlyMine: boolean;
}

export const NO_FILTERS: PortfolioFilters = { objectives: [], onlyMine: false };

export type PortfolioRow =
  | { kind: 'project'; key: string; project: ProjectSummary; isCollapsed: boolean; page: number }
  | { kind: 'timeline'; key: string; project: PortfolioProject; timeline: TimelineWithEvents; page: number }
  /** A timeline of a project whose page is still loading. */
  | { kind: 'pending'; key: string; project: ProjectSummary; isFirst: boolean; page: number };

/** By name, as the server lists them. */
const byName = (a: ProjectSummary, b: ProjectSummary) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * The projects the portfolio lists, from the project list (so every header is known before any
 * events load): those chosen in the filter (none chosen: all), only the own ones for "Only my projects".
 */
export function listedProjects(
  projects: readonly ProjectSummary[],
  chosen: readonly string[],
  onlyMine: boolean,
): ProjectSummary[] {
  const wanted = chosen.length > 0 ? new Set(chosen) : null;
  return projects.filter((project) => (!wanted || wanted.has(project.id)) && (!onlyMine || project.isOwner)).sort(byName);
}

/** The listed projects' ids in pages of PROJECT_PAGE_SIZE: what one request asks for. */
export function projectPages(projects: readonly ProjectSummary[]): string[][] {
  const pages: string[][] = [];
  for (let start = 0; start < projects.length; start += PROJECT_PAGE_SIZE) {
    pages.push(projects.slice(start, start + PROJECT_PAGE_SIZE).map((project) => project.id));
  }
  return pages;
}

/** The loaded projects with only the chosen objectives' events; timelines stay even when emptied. */
export function filterPortfolio(projects: readonly PortfolioProject[], filters: PortfolioFilters): PortfolioProject[] {
  if (filters.objectives.length === 0) return [...projects];
  const wanted = new Set(filters.objectives);
  return projects.map((project) => ({
    ...project,
    timelines: project.timelines.map((timeline) => ({
      ...timeline,
      events: timeline.events.filter((event) => wanted.has(event.objective)),
    })),
  }));
}

/**
 * One header row per listed project, then its timelines unless it is collapsed: the loaded ones, or
 * as many pending rows as it has timelines while its page loads. A project its page answered
 * without (access lost, deleted) is left out.
 */
export function portfolioRows(
  listed: readonly ProjectSummary[],
  loaded: ReadonlyMap<string, PortfolioProject>,
  answered: ReadonlySet<string>,
  collapsed: ReadonlySet<string>,
): PortfolioRow[] {
  return listed.flatMap((summary, index): PortfolioRow[] => {
    const page = Math.floor(index / PROJECT_PAGE_SIZE);
    const project = loaded.get(summary.id);
    if (!project && answered.has(summary.id)) return [];
    const isCollapsed = collapsed.has(summary.id);
    const header: PortfolioRow = { kind: 'project', key: `project-${summary.id}`, project: project ?? summary, isCollapsed, page };
    if (isCollapsed) return [header];
    if (!project) {
      return [
        header,
        ...Array.from({ length: summary.timelineCount }, (_, row): PortfolioRow => ({
          kind: 'pending',
          key: `pending-${summary.id}-${row}`,
          project: summary,
          isFirst: row === 0,
          page,
        })),
      ];
    }
    return [
      header,
      ...project.timelines.map(
        (timeline): PortfolioRow => ({ kind: 'timeline', key: `timeline-${timeline.id}`, project, timeline, page }),
      ),
    ];
  });
}

/** Whether the user may move a project's events (the server applies the same rule to each save). */
export const canEditProject = (project: { effectiveLevel: AccessLevel }): boolean =>
  canEdit({ level: project.effectiveLevel, isShared: false });
