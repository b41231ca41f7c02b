import { EventDialog, type EventDialogProps } from '@/components/planning/event-form';

export const MISSING_DATE_OR_TITLE = 'Please fill in date and title';

/**
 * The timeline's Add Event ('Add New Event to {timeline}') and Edit Event dialogs: the one event
 * form with 'End Date (optional)' and 'Description (optional)' labels and the spec's sentence for a
 * blank date or title (docs/decisions.md D30). The dialog closes once the change is handed over.
 */
export function EventFormDialog(props: Omit<EventDialogProps, 'marks' | 'missingMessage' | 'timeline'>) {
  return <EventDialog {...props} marks="optional" missingMessage={MISSING_DATE_OR_TITLE} />;
}
