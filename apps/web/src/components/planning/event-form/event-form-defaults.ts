import { DEFAULT_OBJECTIVE, eventDays, normalizeObjective, type ObjectiveMap, type PlanningEvent } from '@plotline/shared';
import type { EventFormValues } from './event-form-schema';

/*
 * The values an event form opens with, apart from the form's schema (event-form-schema.ts): the
 * timeline page computes them on its first paint, which needs no zod (docs/decisions.md D82).
 */

/** The event fields a form starts from: a stored event, or the calendar's view of one (calendar dates work too). */
export type EventFormSource = Pick<PlanningEvent, 'timelineId' | 'objective' | 'date' | 'endDate' | 'title' | 'description'> &
  Partial<Pick<PlanningEvent, 'isMilestone' | 'isFreeze'>>;

/**
 * The values a form opens with: the event's (its calendar days; an objective the map does not know
 * shown as the default, which is what the server stores for it), or an empty form in `timelineId`;
 * `dependsOn` lists the event's predecessors for the "Depends on" picker.
 */
export function eventFormDefaults(
  event?: EventFormSource | null,
  context: { timelineId?: string; objectives?: ObjectiveMap; dependsOn?: readonly string[] } = {},
): EventFormValues {
  const dependsOn = [...(context.dependsOn ?? [])];
  if (!event) {
    return {
      timelineId: context.timelineId ?? '',
      objective: DEFAULT_OBJECTIVE,
      date: '',
      endDate: '',
      title: '',
      description: '',
      isMilestone: false,
      isFreeze: false,
      dependsOn,
    };
  }
  const days = eventDays(event);
  return {
    timelineId: event.timelineId,
    objective: context.objectives ? normalizeObjective(event.objective, context.objectives) : event.objective,
    date: days.start,
    endDate: days.end ?? '',
    title: event.title,
    description: event.description,
    isMilestone: event.isMilestone ?? false,
    isFreeze: event.isFreeze ?? false,
    dependsOn,
  };
}
