import { toast } from '@/lib/toast';
import { isEndBeforeStart, PLANNING_MESSAGES, type ProjectDetail } from '@plotline/shared';
import {
  useProjectEdits,
  type CreateEventVars,
  type ProjectPermissions,
  type UpdateEventVars,
} from '@/api/planning';
import { toastChangeFailure } from '@/lib/failure-toast';
import type { EditableColumn } from '../components/cell-editor';
import { mergeShownOrder, type TableRow, type TimelineGroup } from '../utils/table-rows';

type EventPatch = Omit<UpdateEventVars, 'timelineId' | 'eventId' | 'version'>;

/** The change a cell edit asks for; null when there is nothing to send (a blank title or start). */
export function cellChange(row: TableRow, column: EditableColumn, value: string): EventPatch | { error: string } | null {
  switch (column) {
    case 'title':
      return value.trim() ? { title: value.trim() } : null;
    case 'startDate':
      if (!value) return null;
      return isEndBeforeStart(value, row.endDate) ? { error: PLANNING_MESSAGES.endBeforeStart } : { date: value };
    case 'endDate':
      return isEndBeforeStart(row.startDate, value)
        ? { error: PLANNING_MESSAGES.endBeforeStart }
        : { endDate: value || null };
    case 'description':
      return { description: value };
    case 'objective':
      return { objective: value };
  }
}

/**
 * Every change the table makes, with the spec's failure toasts. Each shows at once: the shared
 * mutations write the cache inside `mutate()` and roll back on failure (docs/decisions.md D32);
 * how rows are marked meanwhile comes from hooks/use-row-states.ts.
 */
export function useTableChanges(projectId: string, project: ProjectDetail | undefined, access: ProjectPermissions) {
  const { createTimeline, updateTimeline, reorderTimelines, deleteTimeline, createEvent, updateEvent, deleteEvent } =
    useProjectEdits(projectId);

  function requireAdminForAdd(): boolean {
    if (access.canAdmin) return true;
    toast.error('You need admin permissions to add events');
    return false;
  }

  return {
    requireAdminForAdd,
    saveCell(row: TableRow, column: EditableColumn, value: string) {
      const change = cellChange(row, column, value);
      if (!change) return;
      if ('error' in change) return void toast.error(change.error);
      updateEvent.mutate(
        { timelineId: row.timelineId, eventId: row.id, version: row.event.version, ...change },
        { onError: (error) => toastChangeFailure('Failed to update event', error) },
      );
    },
    addEvent(request: CreateEventVars) {
      if (!requireAdminForAdd()) return;
      createEvent.mutate(request, { onError: (error) => toastChangeFailure('Failed to add event', error) });
    },
    createTimeline,
    recolorTimeline(group: TimelineGroup, color: string) {
      updateTimeline.mutate(
        { timelineId: group.timelineId, version: group.version, color },
        { onError: (error) => toastChangeFailure('Failed to save changes', error) },
      );
    },
    reorderTimelines(shownIds: string[]) {
      if (!project) return;
      const timelineIds = mergeShownOrder(
        project.timelines.map((timeline) => timeline.id),
        shownIds,
      );
      reorderTimelines.mutate(
        { timelineIds },
        { onError: (error) => toastChangeFailure('Failed to reorder timelines', error) },
      );
    },
    deleteTimeline(group: TimelineGroup) {
      deleteTimeline.mutate(
        { timelineId: group.timelineId },
        { onError: (error) => toastChangeFailure('Failed to delete timeline', error) },
      );
    },
    deleteEvent,
  };
}
