import {
  autoSchedule,
  eventDays,
  scheduleReads,
  type PlanningDependency,
  type PlanningEvent,
  type ProjectDetail,
  type ScheduleEvent,
} from '@plotline/shared';
import { replaceEvents, wireDate, withEvents } from './project-cache';

/*
 * Pure edits of a cached project's dependencies (docs/decisions.md D38), for the optimistic path
 * (api/optimistic.ts) and for folding answers in, next to project-cache.ts's edits of events.
 */

/** Each event object's days, made once (cached events are never changed in place, only replaced). */
const scheduled = new WeakMap<Pick<PlanningEvent, 'id' | 'date' | 'endDate'>, ScheduleEvent>();

/** An event as the shared scheduling rules see it. */
export function toScheduleEvent(event: Pick<PlanningEvent, 'id' | 'date' | 'endDate'>): ScheduleEvent {
  let days = scheduled.get(event);
  if (!days) {
    const { start, end } = eventDays(event);
    days = { id: event.id, startDate: start, endDate: end };
    scheduled.set(event, days);
  }
  return days;
}

/** Every event of the project by id, as the scheduling rules see them. */
export function scheduleEventMap(project: Pick<ProjectDetail, 'timelines'>): Map<string, ScheduleEvent> {
  const map = new Map<string, ScheduleEvent>();
  for (const timeline of project.timelines) {
    for (const event of timeline.events) map.set(event.id, toScheduleEvent(event));
  }
  return map;
}

/** A new dependency at the end, or a changed one in its place. */
export function addDependency(project: ProjectDetail, dependency: PlanningDependency): ProjectDetail {
  return replaceDependency(project, dependency);
}

/**
 * The server's dependency in place of the cached one (or of the temporary one it answers), keeping
 * its place in the list (the table's "Depends on" order); at the end when neither is cached.
 */
export function replaceDependency(project: ProjectDetail, dependency: PlanningDependency, previousId = dependency.id): ProjectDetail {
  // A copy under the server's id that arrived before the answer (live) gives way to the one in place.
  const others = project.dependencies.filter((dep) => dep.id !== dependency.id || dep.id === previousId);
  const index = others.findIndex((dep) => dep.id === previousId);
  return {
    ...project,
    dependencies: index < 0 ? [...others, dependency] : others.map((dep, at) => (at === index ? dependency : dep)),
  };
}

export function removeDependency(project: ProjectDetail, dependencyId: string): ProjectDetail {
  const dependencies = project.dependencies.filter((dep) => dep.id !== dependencyId);
  return dependencies.length === project.dependencies.length ? project : { ...project, dependencies };
}

/** A deleted event takes its dependencies with it (the server deletes them in the same transaction). */
export function removeEventDependencies(project: ProjectDetail, eventId: string): ProjectDetail {
  // A project cached before dependencies existed (an old answer) has none to remove.
  const current: readonly PlanningDependency[] = project.dependencies ?? [];
  const dependencies = current.filter((dep) => dep.fromEventId !== eventId && dep.toEventId !== eventId);
  return dependencies.length === current.length ? project : { ...project, dependencies };
}

/** Events another change moved (auto-schedule's `movedEvents`), folded in at once: one pass, not one per event (D66). */
export function withMovedEvents(project: ProjectDetail, moved: readonly PlanningEvent[] | undefined): ProjectDetail {
  return replaceEvents(project, moved ?? []);
}

/**
 * With auto-schedule on, the successors the changed events push forward, moved in the cache at once
 * by the same shared rule the server applies (its answer then replaces them with their new versions).
 */
export function withScheduledSuccessors(project: ProjectDetail, changedEventIds: readonly string[]): ProjectDetail {
  if (!project.autoSchedule || project.dependencies.length === 0) return project;
  // Only the events the push can read: no map of every event on each drop (D73).
  const reads = scheduleReads(project.dependencies, changedEventIds);
  const events = new Map<string, ScheduleEvent>();
  for (const timeline of project.timelines) {
    for (const event of timeline.events) if (reads.has(event.id)) events.set(event.id, toScheduleEvent(event));
  }
  const moved = autoSchedule(events, project.dependencies, changedEventIds);
  if (moved.length === 0) return project;
  const byId = new Map(moved.map((event) => [event.id, event]));
  return {
    ...project,
    timelines: project.timelines.map((timeline) =>
      timeline.events.some((event) => byId.has(event.id))
        ? withEvents(
            timeline,
            timeline.events.map((event) => {
              const next = byId.get(event.id);
              return next
                ? { ...event, date: wireDate(next.startDate), endDate: next.endDate ? wireDate(next.endDate) : null }
                : event;
            }),
          )
        : timeline,
    ),
  };
}
