import type { PlanningEvent, ProjectDetail } from '@plotline/shared';

/*
 * A project answer's events made compact as they arrive (docs/decisions.md D93). `JSON.parse` makes
 * a string for every value it reads, so an answer of 2,000 events held 2,000 copies of the
 * project's id, hundreds of each timeline's id, of each day and each objective key: at 100,000
 * events the copies were a third of the tab's heap, which every major garbage collection walks (a
 * long task while the table scrolls). And an event the schema check built key by key kept most of
 * its fields in a second object. Each event is made again as one object whose equal strings are one.
 */
export function compactEvents(detail: ProjectDetail): ProjectDetail {
  const known = new Map<string, string>();
  const one = (value: string): string => {
    const held = known.get(value);
    if (held !== undefined) return held;
    known.set(value, value);
    return value;
  };
  for (const timeline of detail.timelines) {
    const events = timeline.events;
    for (let index = 0; index < events.length; index += 1) {
      const event = events[index]!;
      // Every field named, so that a field added to the schema fails to compile here until it is.
      const compact: Required<PlanningEvent> = {
        id: event.id,
        projectId: event.projectId === detail.id ? detail.id : event.projectId,
        timelineId: event.timelineId === timeline.id ? timeline.id : event.timelineId,
        title: event.title,
        description: event.description,
        date: one(event.date),
        endDate: event.endDate === null ? null : one(event.endDate),
        objective: one(event.objective),
        isMilestone: event.isMilestone,
        isFreeze: event.isFreeze,
        displayOrder: event.displayOrder,
        version: event.version,
        createdAt: one(event.createdAt),
        updatedAt: one(event.updatedAt),
      };
      events[index] = compact;
    }
  }
  return detail;
}
