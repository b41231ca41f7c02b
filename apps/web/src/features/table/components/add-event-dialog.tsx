import { EVENT_MISSING_MESSAGES, EventDialog, eventFormDefaults, type EventDialogProps } from '@/components/planning/event-form';

/**
 * The table's Add New Event panel: the one event form with the timeline to choose (the first one
 * preselected) and the spec's sentence for a blank timeline, date or title (docs/decisions.md D30).
 * The panel closes once the change is handed over.
 */
export function AddEventDialog({
  timelines,
  onAdd,
  ...props
}: Pick<EventDialogProps, 'open' | 'onOpenChange' | 'objectives'> & {
  timelines: Array<{ id: string; name: string }>;
  onAdd: EventDialogProps['onSubmit'];
}) {
  return (
    <EventDialog
      {...props}
      onSubmit={onAdd}
      title="Add New Event"
      submitLabel="Add Event"
      defaults={eventFormDefaults(null, { timelineId: timelines[0]?.id ?? '' })}
      timeline={{ choose: timelines }}
      missingMessage={EVENT_MISSING_MESSAGES.timelineDateAndTitle}
    />
  );
}
