import { useEffect, useId } from 'react';
import type { ObjectiveMap } from '@plotline/shared';
import {
  EventFields,
  EventFormMessage,
  eventFormDefaults,
  useEventForm,
  type EventRequest,
} from '@/components/planning/event-form';
import { Button } from '@/components/ui/button';

export const MISSING_DATE_OR_TITLE = 'Please fill in date and title';

/**
 * The add-event form shown under a row or in an empty timeline: the one event form's fields in a
 * row, in the timeline it was opened in, with the spec's sentence for a blank date or title
 * (docs/decisions.md D30). Escape cancels; keys stay out of the grid's navigation.
 */
export function InlineAddForm({
  timelineId,
  timelineName,
  objectives,
  onSubmit,
  onCancel,
}: {
  timelineId: string;
  timelineName: string;
  objectives: ObjectiveMap;
  onSubmit: (request: EventRequest) => void;
  onCancel: () => void;
}) {
  const messageId = useId();
  const event = useEventForm({
    defaults: eventFormDefaults(null, { timelineId }),
    missingMessage: MISSING_DATE_OR_TITLE,
    onSubmit,
  });
  const { setFocus } = event.form;
  // The title takes focus once the row is there: after the context menu that opened it has handed
  // focus back to its row.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus('title'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  return (
    <form
      onSubmit={(submitEvent) => void event.submit(submitEvent)}
      onKeyDown={(keyEvent) => {
        keyEvent.stopPropagation();
        if (keyEvent.key === 'Escape') onCancel();
      }}
      aria-label={`Add event to ${timelineName}`}
      className="flex flex-wrap items-end gap-2 border-y border-brand-200 bg-brand-50/60 px-3 py-2"
      noValidate
    >
      <EventFields form={event.form} objectives={objectives} layout="row" messageId={messageId} />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Add
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <EventFormMessage id={messageId} message={event.message} className="w-full" />
    </form>
  );
}
