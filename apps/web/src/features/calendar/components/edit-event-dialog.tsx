import { useState } from 'react';
import type { ObjectiveMap } from '@plotline/shared';
import { EventDialog, eventFormDefaults, type EventFieldOrder, type EventRequest } from '@/components/planning/event-form';
import { Button } from '@/components/ui/button';
import { DeleteEventConfirm, type EventToDelete } from '@/components/planning/delete-event-confirm';
import type { CalendarEvent } from '../utils/calendar-events';

export interface EditEventDialogProps {
  event: CalendarEvent | null;
  objectives: ObjectiveMap;
  canDelete: boolean;
  onClose: () => void;
  /** Called with the request body; the dialog closes right after (the change is optimistic). */
  onSave: (event: CalendarEvent, request: EventRequest) => void;
  onDelete: (event: EventToDelete) => void;
}

/** The spec's Edit Event lists 'Timeline (read-only), Title *, Start Date *, End Date, Objective, Description'. */
const EDIT_EVENT_ORDER = ['timelineId', 'title', 'date', 'endDate', 'objective', 'description'] as const satisfies EventFieldOrder;

/**
 * The calendar's Edit Event modal: the one event form in the spec's order, with the timeline shown
 * read-only, 'Title *' and 'Start Date *', and Save Changes disabled until a title and a start date
 * are there (the spec gives it no sentence for them); Delete asks first (docs/decisions.md D30).
 */
export function EditEventDialog({ event, objectives, canDelete, onClose, onSave, onDelete }: EditEventDialogProps) {
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  return (
    <>
      <EventDialog
        // Keyed so every event opens from its own values.
        key={event?.id}
        open={event !== null}
        onOpenChange={(open) => (open ? undefined : onClose())}
        title="Edit Event"
        submitLabel="Save Changes"
        defaults={eventFormDefaults(event && { ...event, date: event.start, endDate: event.end }, { objectives })}
        objectives={objectives}
        marks="required"
        timeline={event ? { show: event.timelineName } : null}
        order={EDIT_EVENT_ORDER}
        actions={
          canDelete ? (
            <Button type="button" variant="destructive" className="sm:mr-auto" onClick={() => setIsConfirmingDelete(true)}>
              Delete
            </Button>
          ) : null
        }
        onSubmit={(request) => {
          if (event) onSave(event, request);
        }}
      />
      <DeleteEventConfirm
        event={isConfirmingDelete ? event : null}
        onClose={() => setIsConfirmingDelete(false)}
        onDelete={onDelete}
      />
    </>
  );
}
