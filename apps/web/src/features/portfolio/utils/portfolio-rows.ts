import { canEdit, type AccessLevel, type TimelineWithEvents } from '@plotline/shared';
import type { PortfolioProject } from '@/api/portfolio';

/** A project's header row above its timelines. */
export const PROJECT_ROW_HEIGHT = 40;

export interface PortfolioFilters {
  /** Objective ids to show; empty shows every objective. */
  objectives: readonly string[];
  /** Only the projects the user owns. */
  onlyMine: boolean;
}

export const NO_FILTERS: PortfolioFilters = { objectives: [], onlyMine: false };

export type PortfolioRow =
  | { kind: 'project'; key: string; project: PortfolioProject; isCollapsed: boolean }
  | { kind: 'timeline'; key: string; project: PortfolioProject; timeline: TimelineWithEvents };

/** The projects and events the filters keep ("Only my projects", objectives); timelines stay even when emptied. */
export function filterPortfolio(projects: readonly PortfolioProject[], filters: PortfolioFilters): PortfolioProject[] {
  const mine = filters.onlyMine ? projects.filter((project) => project.isOwner) : [...projects];
  if (filters.objectives.length === 0) return mine;
  const wanted = new Set(filters.objectives);
  return mine.map((project) => ({
    ...project,
    timelines: project.timelines.map((timeline) => ({
      ...timeline,
      events: timeline.events.filter((event) => wanted.has(event.objective)),
    })),
  }));
}

/** One header row per project, then its timelines unless it is collapsed. */
export function portfolioRows(projects: readonly PortfolioProject[], collapsed: ReadonlySet<string>): PortfolioRow[] {
  return projects.flatMap((project): PortfolioRow[] => {
    const isCollapsed = collapsed.has(project.id);
    const header: PortfolioRow = { kind: 'project', key: `project-${project.id}`, project, isCollapsed };
    if (isCollapsed) return [header];
    return [
      header,
      ...project.timelines.map(
        (timeline): PortfolioRow => ({ kind: 'timeline', key: `timeline-${timeline.id}`, project, timeline }),
      ),
    ];
  });
}

/** Whether the user may move a project's events (the server applies the same rule to each save). */
export const canEditProject = (project: { effectiveLevel: AccessLevel }): boolean =>
  canEdit({ level: project.effectiveLevel, isShared: false });
