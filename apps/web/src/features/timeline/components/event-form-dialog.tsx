import type { ObjectiveMap } from '@plotline/shared';
import { EventDialog, type EventFormValues, type EventRequest } from '@/components/planning/event-form';

export const MISSING_DATE_OR_TITLE = 'Please fill in date and title';

/**
 * The timeline's Add Event ('Add New Event to {timeline}') and Edit Event dialogs: the one event
 * form with 'End Date (optional)' and 'Description (optional)' labels and the spec's sentence for a
 * blank date or title (docs/decisions.md D30).
 */
export function EventFormDialog({
  open,
  onOpenChange,
  title,
  defaults,
  objectives,
  submitLabel,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  defaults: EventFormValues;
  objectives: ObjectiveMap;
  submitLabel: string;
  /** Called with the request body; the dialog closes right after (the change is optimistic). */
  onSubmit: (request: EventRequest) => void;
}) {
  return (
    <EventDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      submitLabel={submitLabel}
      defaults={defaults}
      objectives={objectives}
      marks="optional"
      missingMessage={MISSING_DATE_OR_TITLE}
      onSubmit={onSubmit}
    />
  );
}
