import {
  toWireDate,
  type PlanningEvent,
  type ProjectDetail,
  type Timeline,
  type TimelineWithEvents,
} from '@plotline/shared';

/*
 * Pure edits of a cached ProjectDetail, used for optimistic updates and for folding the
 * server's answer back in. Events stay ordered by date then displayOrder, as the server sends them.
 */

const byDateThenOrder = (a: PlanningEvent, b: PlanningEvent) =>
  a.date.localeCompare(b.date) || a.displayOrder - b.displayOrder;

export function mapTimeline(
  project: ProjectDetail,
  timelineId: string,
  change: (timeline: TimelineWithEvents) => TimelineWithEvents,
): ProjectDetail {
  return {
    ...project,
    timelines: project.timelines.map((timeline) => (timeline.id === timelineId ? change(timeline) : timeline)),
  };
}

export function withEvents(timeline: TimelineWithEvents, events: PlanningEvent[]): TimelineWithEvents {
  return { ...timeline, events: [...events].sort(byDateThenOrder) };
}

/** A wire date from a form value ('YYYY-MM-DD') or one already on the wire. */
export const wireDate = (value: string): string => (value.length === 10 ? toWireDate(value) : value);

export function replaceEvent(project: ProjectDetail, event: PlanningEvent, previousId = event.id): ProjectDetail {
  return {
    ...project,
    timelines: project.timelines.map((timeline) => {
      const isOther = (candidate: PlanningEvent) => candidate.id !== previousId && candidate.id !== event.id;
      // Copied only where the event was or goes: a drop on a 10,000-event project copied every list (D73).
      const holds = !timeline.events.every(isOther);
      const without = holds ? timeline.events.filter(isOther) : timeline.events;
      if (timeline.id === event.timelineId) return withEvents(timeline, [...without, event]);
      return holds ? { ...timeline, events: without } : timeline;
    }),
  };
}

/**
 * Many events replaced (or moved between timelines) at once, each timeline sorted once: a bulk
 * change of 5,000 events is one pass, not 5,000 (docs/decisions.md D48).
 */
export function replaceEvents(project: ProjectDetail, events: readonly PlanningEvent[]): ProjectDetail {
  if (events.length === 0) return project;
  const byId = new Map(events.map((event) => [event.id, event]));
  const arriving = new Map<string, PlanningEvent[]>();
  for (const event of events) (arriving.get(event.timelineId) ?? arriving.set(event.timelineId, []).get(event.timelineId)!).push(event);
  return {
    ...project,
    timelines: project.timelines.map((timeline) => {
      const without = timeline.events.filter((candidate) => !byId.has(candidate.id));
      const added = arriving.get(timeline.id);
      if (added) return withEvents(timeline, [...without, ...added]);
      return without.length === timeline.events.length ? timeline : { ...timeline, events: without };
    }),
  };
}

/** Many events removed at once, with the dependencies that touch them. */
export function removeEvents(project: ProjectDetail, eventIds: readonly string[]): ProjectDetail {
  const gone = new Set(eventIds);
  const dependencies = project.dependencies ?? [];
  return {
    ...project,
    timelines: project.timelines.map((timeline) =>
      timeline.events.some((event) => gone.has(event.id)) ? { ...timeline, events: timeline.events.filter((event) => !gone.has(event.id)) } : timeline,
    ),
    dependencies: dependencies.filter((dependency) => !gone.has(dependency.fromEventId) && !gone.has(dependency.toEventId)),
  };
}

export function removeEvent(project: ProjectDetail, eventId: string): ProjectDetail {
  return {
    ...project,
    timelines: project.timelines.map((timeline) =>
      timeline.events.some((event) => event.id === eventId)
        ? { ...timeline, events: timeline.events.filter((event) => event.id !== eventId) }
        : timeline,
    ),
  };
}

export function findEvent(project: ProjectDetail, eventId: string): PlanningEvent | undefined {
  for (const timeline of project.timelines) {
    const event = timeline.events.find((candidate) => candidate.id === eventId);
    if (event) return event;
  }
  return undefined;
}

export function findTimeline(project: ProjectDetail, timelineId: string): TimelineWithEvents | undefined {
  return project.timelines.find((timeline) => timeline.id === timelineId);
}

/**
 * Folds a timeline without its events into the cache: a cached one keeps its events and place,
 * a new one goes in by displayOrder (after timelines of the same order, as the server lists them).
 */
export function upsertTimeline(project: ProjectDetail, timeline: Timeline): ProjectDetail {
  if (findTimeline(project, timeline.id)) {
    return mapTimeline(project, timeline.id, (current) => ({ ...current, ...timeline, events: current.events }));
  }
  const timelines = [...project.timelines];
  const index = timelines.findIndex((candidate) => candidate.displayOrder > timeline.displayOrder);
  timelines.splice(index === -1 ? timelines.length : index, 0, { ...timeline, events: [] });
  return { ...project, timelines };
}

export function removeTimeline(project: ProjectDetail, timelineId: string): ProjectDetail {
  return { ...project, timelines: project.timelines.filter((timeline) => timeline.id !== timelineId) };
}

export function reorderTimelinesInCache(project: ProjectDetail, timelineIds: string[]): ProjectDetail {
  const position = new Map(timelineIds.map((id, index) => [id, index]));
  const timelines = [...project.timelines]
    .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
    .map((timeline, index) => ({ ...timeline, displayOrder: index }));
  return { ...project, timelines };
}

let temporaryCounter = 0;
/** Ids of optimistic rows until the server answers. */
export const temporaryId = (): string => `temp-${Date.now().toString(36)}-${(temporaryCounter += 1)}`;
export const isTemporaryId = (id: string): boolean => id.startsWith('temp-');

/**
 * The project without timelines and events under a temporary id that no change on its way owns
 * (`owned`); the same object when there are none. Such a row outlives its create when changes
 * overlap: a later change that fails restores the cache as it was before it, temporary row
 * included, after the create had already been answered (docs/decisions.md D32).
 */
export function withoutTemporary(project: ProjectDetail, owned: ReadonlySet<string> = new Set()): ProjectDetail {
  const isLeftover = (id: string) => isTemporaryId(id) && !owned.has(id);
  let hasLeftover = false;
  const timelines: ProjectDetail['timelines'] = [];
  for (const timeline of project.timelines) {
    if (isLeftover(timeline.id)) {
      hasLeftover = true;
      continue;
    }
    if (timeline.events.some((event) => isLeftover(event.id))) {
      hasLeftover = true;
      timelines.push({ ...timeline, events: timeline.events.filter((event) => !isLeftover(event.id)) });
    } else {
      timelines.push(timeline);
    }
  }
  return hasLeftover ? { ...project, timelines } : project;
}
