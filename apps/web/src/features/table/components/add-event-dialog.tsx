import type { ObjectiveMap } from '@plotline/shared';
import { EventDialog, eventFormDefaults, type EventRequest } from '@/components/planning/event-form';

export const MISSING_TIMELINE_DATE_OR_TITLE = 'Please fill in timeline, date, and title';

/**
 * The table's Add New Event panel: the one event form with the timeline to choose (the first one
 * preselected) and the spec's sentence for a blank timeline, date or title (docs/decisions.md D30).
 */
export function AddEventDialog({
  open,
  onOpenChange,
  timelines,
  objectives,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  timelines: Array<{ id: string; name: string }>;
  objectives: ObjectiveMap;
  /** Called with the request body; the panel closes right after (the change is optimistic). */
  onAdd: (request: EventRequest) => void;
}) {
  return (
    <EventDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add New Event"
      submitLabel="Add Event"
      defaults={eventFormDefaults(null, { timelineId: timelines[0]?.id ?? '' })}
      objectives={objectives}
      timeline={{ choose: timelines }}
      missingMessage={MISSING_TIMELINE_DATE_OR_TITLE}
      onSubmit={onAdd}
    />
  );
}
