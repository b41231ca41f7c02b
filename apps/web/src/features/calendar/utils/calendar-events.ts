import {
  eventDays,
  describeObjective,
  type ObjectiveMap,
  type PlanningEvent,
  type TimelineWithEvents,
} from '@plotline/shared';
import type { CalendarItem } from './month-layout';

/** An event as the calendar draws it: calendar dates plus the derived names and colours. */
export interface CalendarEvent extends CalendarItem {
  title: string;
  description: string;
  objective: string;
  objectiveName: string;
  objectiveColor: string;
  timelineId: string;
  timelineName: string;
  timelineColor: string;
  version: number;
  /** A milestone (single-day) is marked with a diamond (issue 16); absent reads as an ordinary event. */
  isMilestone?: boolean;
}

export const calendarDate = (wire: string): string => wire.slice(0, 10);

export function toCalendarEvent(
  event: PlanningEvent,
  timeline: TimelineWithEvents,
  objectives: ObjectiveMap,
): CalendarEvent {
  const objective = describeObjective(event.objective, objectives);
  return {
    id: event.id,
    ...eventDays(event),
    title: event.title,
    description: event.description,
    objective: event.objective,
    objectiveName: objective.name,
    objectiveColor: objective.color,
    timelineId: timeline.id,
    timelineName: timeline.name,
    timelineColor: timeline.color,
    version: event.version,
    isMilestone: event.isMilestone,
  };
}

/**
 * The timelines the calendar shows. Null (the start) and an empty selection both mean all
 * ('An empty selection means all are shown').
 */
export function visibleTimelines<T extends { id: string }>(
  timelines: readonly T[],
  selectedIds: readonly string[] | null,
): T[] {
  if (!selectedIds || selectedIds.length === 0) return [...timelines];
  const selected = new Set(selectedIds);
  return timelines.filter((timeline) => selected.has(timeline.id));
}

/** Events of the shown timelines, in timeline order and then the server's order. */
export function calendarEvents(
  timelines: readonly TimelineWithEvents[],
  selectedIds: readonly string[] | null,
  objectives: ObjectiveMap,
): CalendarEvent[] {
  return visibleTimelines(timelines, selectedIds).flatMap((timeline) =>
    timeline.events.map((event) => toCalendarEvent(event, timeline, objectives)),
  );
}

/** Whether the summary panel shows: some but not all timelines selected. */
export function isPartialSelection(selectedIds: readonly string[] | null, timelineCount: number): boolean {
  return selectedIds !== null && selectedIds.length > 0 && selectedIds.length < timelineCount;
}

export interface TimelineSummary {
  id: string;
  name: string;
  color: string;
  eventCount: number;
  /** Calendar dates, or null for a timeline without events. */
  earliestStart: string | null;
  latestEnd: string | null;
}

/** Per timeline: total events, earliest start and latest end (a single-day event ends on its start). */
export function summarizeTimeline(timeline: TimelineWithEvents): TimelineSummary {
  let earliestStart: string | null = null;
  let latestEnd: string | null = null;
  for (const event of timeline.events) {
    const start = calendarDate(event.date);
    const end = event.endDate ? calendarDate(event.endDate) : start;
    if (earliestStart === null || start < earliestStart) earliestStart = start;
    if (latestEnd === null || end > latestEnd) latestEnd = end;
  }
  return {
    id: timeline.id,
    name: timeline.name,
    color: timeline.color,
    eventCount: timeline.events.length,
    earliestStart,
    latestEnd,
  };
}

/** Toggling one timeline, starting from 'all selected' when nothing was chosen yet. */
export function toggleTimeline(
  selectedIds: readonly string[] | null,
  allIds: readonly string[],
  id: string,
): string[] {
  const current = selectedIds ?? allIds;
  return current.includes(id) ? current.filter((candidate) => candidate !== id) : [...current, id];
}

/**
 * The day whose month a public link's calendar opens on (docs/decisions.md D52): the project's first
 * upcoming event (the earliest to start of those not yet over; today if one is under way), else its
 * first event, else today — so a link to next quarter's plan does not open on an empty month.
 */
export function openingDate(timelines: readonly TimelineWithEvents[], today: string): string {
  let upcoming: string | null = null;
  let first: string | null = null;
  for (const timeline of timelines) {
    for (const event of timeline.events) {
      const { start, end } = eventDays(event);
      if (first === null || start < first) first = start;
      if ((end ?? start) >= today) {
        const day = start < today ? today : start;
        if (upcoming === null || day < upcoming) upcoming = day;
      }
    }
  }
  return upcoming ?? first ?? today;
}
