import type { PlanningDependency, PlanningEvent, Portfolio, PortfolioProject, TimelineWithEvents } from '@plotline/shared';

/**
 * One portfolio out of the windows' answers (docs/decisions.md D45). A project shows only when every
 * window still lists it, so one refetched window that no longer has it (access lost, project deleted)
 * is enough to drop it. The freshest answer (highest revision) gives a project's fields and its
 * timelines; events and dependencies are the union of all windows (an event across two windows once),
 * each in its freshest copy.
 */
export function mergePortfolio(answers: readonly Portfolio[]): PortfolioProject[] {
  const [first, ...rest] = answers;
  if (!first) return [];
  if (rest.length === 0) return first.projects;
  const copies = new Map<string, PortfolioProject[]>();
  for (const answer of answers) {
    for (const project of answer.projects) copies.set(project.id, [...(copies.get(project.id) ?? []), project]);
  }
  return first.projects.flatMap((project) => {
    const found = copies.get(project.id) ?? [];
    return found.length === answers.length ? [mergeProject(found)] : [];
  });
}

function mergeProject(copies: PortfolioProject[]): PortfolioProject {
  // Oldest first, so a fresher copy of an event replaces an older one.
  const ordered = [...copies].sort((a, b) => a.revision - b.revision);
  const freshest = ordered.at(-1) ?? copies[0]!;
  const events = new Map<string, Map<string, PlanningEvent>>();
  const dependencies = new Map<string, PlanningDependency>();
  for (const copy of ordered) {
    for (const timeline of copy.timelines) {
      const byId = events.get(timeline.id) ?? new Map<string, PlanningEvent>();
      for (const event of timeline.events) byId.set(event.id, event);
      events.set(timeline.id, byId);
    }
    for (const dependency of copy.dependencies) dependencies.set(dependency.id, dependency);
  }
  const timelines: TimelineWithEvents[] = freshest.timelines.map((timeline) => ({
    ...timeline,
    events: [...(events.get(timeline.id)?.values() ?? [])].sort(byDate),
  }));
  return { ...freshest, timelines, dependencies: [...dependencies.values()] };
}

const byDate = (a: PlanningEvent, b: PlanningEvent) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.displayOrder - b.displayOrder;
