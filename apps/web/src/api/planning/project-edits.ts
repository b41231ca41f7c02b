import {
  useCreateEvent,
  useCreateTimeline,
  useDeleteEvent,
  useDeleteTimeline,
  useReorderTimelines,
  useUpdateEvent,
  useUpdateTimeline,
} from './planning-hooks';

/**
 * A project's timeline and event changes, for a view that makes several (the timeline, the table,
 * the calendar): the shared mutations, each shown at once and rolled back on failure (docs/decisions.md D32).
 */
export function useProjectEdits(projectId: string) {
  return {
    createTimeline: useCreateTimeline(projectId),
    updateTimeline: useUpdateTimeline(projectId),
    reorderTimelines: useReorderTimelines(projectId),
    deleteTimeline: useDeleteTimeline(projectId),
    createEvent: useCreateEvent(projectId),
    updateEvent: useUpdateEvent(projectId),
    deleteEvent: useDeleteEvent(projectId),
  };
}
