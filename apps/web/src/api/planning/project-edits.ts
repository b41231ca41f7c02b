import { errorMessage } from '@/lib/api-client';
import { toastChangeFailure, toastFailure } from '@/lib/failure-toast';
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
 * The changes every view makes alike come with their failure toast, said in one place:
 * `createTimeline` ('Create New Timeline') and `deleteEvent` (the confirmed Delete Event).
 */
export function useProjectEdits(projectId: string) {
  const createTimeline = useCreateTimeline(projectId);
  const deleteEvent = useDeleteEvent(projectId);
  return {
    createTimeline(name: string, color: string) {
      createTimeline.mutate(
        { name, color },
        // A 409 here is a name already taken, not a stale version: the server's message says so.
        { onError: (error) => toastFailure(`Failed to create timeline: ${errorMessage(error)}`, error) },
      );
    },
    deleteEvent(event: { timelineId: string; id: string }) {
      deleteEvent.mutate(
        { timelineId: event.timelineId, eventId: event.id },
        { onError: (error) => toastChangeFailure('Failed to delete event', error) },
      );
    },
    updateTimeline: useUpdateTimeline(projectId),
    reorderTimelines: useReorderTimelines(projectId),
    deleteTimeline: useDeleteTimeline(projectId),
    createEvent: useCreateEvent(projectId),
    updateEvent: useUpdateEvent(projectId),
  };
}
