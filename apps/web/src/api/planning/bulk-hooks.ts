import { shiftEvent, toWireDate, type BulkEventsBody, type PlanningEvent, type ProjectDetail } from '@plotline/shared';
import { withScheduledSuccessors } from './dependency-cache';
import * as fetchers from './planning-fetchers';
import { useProjectMutation } from './planning-hooks';
import { removeEvents, replaceEvents } from './project-cache';

/*
 * Bulk changes (docs/decisions.md D48): the selected events change in the cache at once, the server
 * applies the same change all or nothing, and its answer (new versions, pushed successors) is folded
 * in. A refusal rolls the whole change back, as the server wrote none of it.
 */

function selectedEvents(project: ProjectDetail, eventIds: readonly string[]): PlanningEvent[] {
  const wanted = new Set(eventIds);
  return project.timelines.flatMap((timeline) => timeline.events.filter((event) => wanted.has(event.id)));
}

/** The event with both dates moved by `days` (a bulk shift, and a live one folded in, D72). */
export function shiftedDates(event: PlanningEvent, days: number): Pick<PlanningEvent, 'date' | 'endDate'> {
  const shifted = shiftEvent(event.date.slice(0, 10), event.endDate ? event.endDate.slice(0, 10) : null, days);
  return { date: toWireDate(shifted.start), endDate: shifted.end ? toWireDate(shifted.end) : null };
}

/** The change as the cache shows it before the server answers. */
export function applyBulkChange(project: ProjectDetail, body: BulkEventsBody): ProjectDetail {
  if (body.action === 'delete') return removeEvents(project, body.eventIds);
  const events = selectedEvents(project, body.eventIds);
  const changed = events.map((event): PlanningEvent => {
    if (body.action === 'shift') return { ...event, ...shiftedDates(event, body.days ?? 0) };
    if (body.action === 'move') return { ...event, timelineId: body.timelineId ?? event.timelineId };
    return { ...event, objective: body.objective ?? event.objective };
  });
  const next = replaceEvents(project, changed);
  // With auto-schedule on, a shift pushes the successors at once too (docs/decisions.md D38).
  return body.action === 'shift' ? withScheduledSuccessors(next, body.eventIds) : next;
}

export function useBulkChangeEvents(projectId: string) {
  return useProjectMutation({
    projectId,
    kind: 'bulkEvents',
    touchesCounts: true,
    request: (body: BulkEventsBody) => fetchers.bulkChangeEvents(projectId, body),
    optimistic: applyBulkChange,
    settle: (project, result) => removeEvents(replaceEvents(project, [...result.events, ...result.movedEvents]), result.deletedEventIds),
  });
}
