import { eventDays, type ProjectDetail } from '@plotline/shared';

/*
 * What the event form's "Depends on" picker offers and starts from (docs/decisions.md D38): the
 * project's other events, and an event's current predecessors. Pure; views pass the cached project.
 */

export interface DependsOnOption {
  id: string;
  title: string;
  /** 'YYYY-MM-DD', shown beside the title so events of the same name can be told apart. */
  date: string;
}

/** Matches shown at once; a search narrows a longer list. */
export const DEPENDS_ON_SHOWN = 50;

/** Every event of the project except `exceptEventId` (and rows not yet saved), by date then title. */
export function dependsOnOptions(project: Pick<ProjectDetail, 'timelines'>, exceptEventId?: string | null): DependsOnOption[] {
  const options: DependsOnOption[] = [];
  for (const timeline of project.timelines) {
    for (const event of timeline.events) {
      if (event.id === exceptEventId || event.id.startsWith('temp-')) continue;
      options.push({ id: event.id, title: event.title, date: eventDays(event).start });
    }
  }
  return options.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
}

/** The events `eventId` depends on (its predecessors). */
export function predecessorIds(project: Pick<ProjectDetail, 'dependencies'> | undefined, eventId: string | null | undefined): string[] {
  if (!project || !eventId) return [];
  return project.dependencies.filter((dep) => dep.toEventId === eventId).map((dep) => dep.fromEventId);
}

/**
 * The options the picker lists: the chosen ones first (always, whatever the search), then the others
 * whose title contains the search (case-insensitive), at most DEPENDS_ON_SHOWN in all; `hidden`
 * counts the matches left out.
 */
export function visibleDependsOn(
  options: readonly DependsOnOption[],
  chosen: readonly string[],
  search: string,
): { shown: DependsOnOption[]; hidden: number } {
  const picked = new Set(chosen);
  const needle = search.trim().toLowerCase();
  const first = options.filter((option) => picked.has(option.id));
  const rest = options.filter((option) => !picked.has(option.id) && (!needle || option.title.toLowerCase().includes(needle)));
  const room = Math.max(0, DEPENDS_ON_SHOWN - first.length);
  return { shown: [...first, ...rest.slice(0, room)], hidden: Math.max(0, rest.length - room) };
}
