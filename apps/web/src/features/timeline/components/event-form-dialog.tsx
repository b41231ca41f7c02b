import { EVENT_MISSING_MESSAGES, EventDialog, type EventDialogProps } from '@/components/planning/event-form';

/**
 * The timeline's Add Event ('Add New Event to {timeline}') and Edit Event dialogs: the one event
 * form with 'End Date (optional)' and 'Description (optional)' labels and the spec's sentence for a
 * blank date or title (docs/decisions.md D30). The dialog closes once the change is handed over.
 */
export function EventFormDialog(props: Omit<EventDialogProps, 'marks' | 'missingMessage' | 'timeline'>) {
  return <EventDialog {...props} marks="optional" missingMessage={EVENT_MISSING_MESSAGES.dateAndTitle} />;
}
