import type { BulkEventsBody, BulkEventsResult, PlanningEvent, ProjectDetail } from '@plotline/shared';
import { withScheduledSuccessors } from './dependency-cache';
import * as fetchers from './planning-fetchers';
import { useProjectMutation } from './planning-hooks';
import { removeEvents, replaceEvents } from './project-cache';
import { foldShifted, shiftedDates } from './shift-fold';

/*
 * Bulk changes (docs/decisions.md D48): the selected events change in the cache at once, the server
 * applies the same change all or nothing, and its answer (new versions, pushed successors) is folded
 * in. A refusal rolls the whole change back, as the server wrote none of it.
 */

function selectedEvents(project: ProjectDetail, eventIds: readonly string[]): PlanningEvent[] {
  const wanted = new Set(eventIds);
  return project.timelines.flatMap((timeline) => timeline.events.filter((event) => wanted.has(event.id)));
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

/**
 * Folds the server's answer into the cache holding the optimistic change: whole events replace
 * theirs; shifted ones by id take their new version and time (the same rule as a live shift, D72).
 * A copy that is not one version behind is left as it is: the caller's own live change, queued
 * behind this request, finds it and reloads the project (apply-project-change.ts).
 */
export function settleBulkChange(project: ProjectDetail, result: BulkEventsResult): ProjectDetail {
  const known = new Map<string, PlanningEvent>();
  if (result.shifted) for (const timeline of project.timelines) for (const event of timeline.events) known.set(event.id, event);
  const { moved } = foldShifted(known, result.shifted ?? [], true);
  return removeEvents(replaceEvents(project, [...moved, ...result.events, ...result.movedEvents]), result.deletedEventIds);
}

export function useBulkChangeEvents(projectId: string) {
  return useProjectMutation({
    projectId,
    kind: 'bulkEvents',
    touchesCounts: true,
    // A shift is answered by id (docs/decisions.md D78): the cache already shows its dates.
    request: (body: BulkEventsBody) => fetchers.bulkChangeEvents(projectId, body.action === 'shift' ? { ...body, answer: 'shifted' } : body),
    optimistic: applyBulkChange,
    settle: settleBulkChange,
  });
}
