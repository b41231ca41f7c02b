import { replaceEqualDeep } from '@tanstack/react-query';
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

/** Pages whose last merge is kept (a screen of rows needs one or two; scrolling back finds the others). */
const PAGES_KEPT = 32;
const lastMerge = new Map<string, { answers: readonly Portfolio[]; projects: PortfolioProject[] }>();

/**
 * One page of projects merged out of its windows' answers (mergePortfolio), with structural
 * sharing: the same answers give the same array, and a project, timeline or event equal to the one
 * merged before keeps its object, so its row keeps its layout (use-row-layouts.ts) and memoized
 * rendering when another window or page arrives (docs/decisions.md D53).
 */
export function mergePage(pageKey: string, answers: readonly Portfolio[]): PortfolioProject[] {
  const last = lastMerge.get(pageKey);
  if (last && last.answers.length === answers.length && last.answers.every((answer, index) => answer === answers[index])) {
    return last.projects;
  }
  const projects = replaceEqualDeep(last?.projects ?? [], mergePortfolio(answers));
  lastMerge.delete(pageKey);
  lastMerge.set(pageKey, { answers, projects });
  if (lastMerge.size > PAGES_KEPT) lastMerge.delete(lastMerge.keys().next().value!);
  return projects;
}
