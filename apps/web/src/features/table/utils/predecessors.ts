import type { ProjectDetail } from '@plotline/shared';

/** An event another one depends on, as the "Depends on" column lists it. */
export interface Predecessor {
  id: string;
  title: string;
}

const NONE: readonly Predecessor[] = [];

/**
 * Each event's predecessors (the "from" of the dependencies whose "to" it is), in the order the
 * project lists its dependencies. Built once per project object: linear in events + dependencies.
 */
export function predecessorsByEvent(
  project: ProjectDetail | undefined,
): ReadonlyMap<string, readonly Predecessor[]> {
  const byEvent = new Map<string, Predecessor[]>();
  const dependencies = project?.dependencies ?? [];
  if (!project || dependencies.length === 0) return byEvent;
  // Only the titles of events something depends on: a page of 100,000 events makes few entries.
  const wanted = new Set(dependencies.map((dependency) => dependency.fromEventId));
  const titles = new Map<string, string>();
  for (const timeline of project.timelines)
    for (const event of timeline.events) if (wanted.has(event.id)) titles.set(event.id, event.title);
  for (const dependency of dependencies) {
    const title = titles.get(dependency.fromEventId);
    if (title === undefined) continue;
    const entry = { id: dependency.fromEventId, title };
    const list = byEvent.get(dependency.toEventId);
    if (list) list.push(entry);
    else byEvent.set(dependency.toEventId, [entry]);
  }
  return byEvent;
}

export const predecessorsOf = (
  byEvent: ReadonlyMap<string, readonly Predecessor[]>,
  eventId: string,
): readonly Predecessor[] => byEvent.get(eventId) ?? NONE;
