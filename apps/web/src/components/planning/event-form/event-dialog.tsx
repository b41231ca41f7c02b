import { useId, type ReactNode } from 'react';
import type { ObjectiveMap } from '@plotline/shared';
import { FormDialog } from '@/components/ui/dialog';
import { EventFields, EventFormMessage, type EventLabelMarks, type EventTimelineField } from './event-fields';
import type { DependsOnOption } from './depends-on';
import type { EventFieldOrder, EventFormValues, EventLinks, EventRequest } from './event-form-schema';
import { useEventForm } from './use-event-form';
import { mountedWhileOpen } from '@/components/ui/while-open';

export interface EventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  /** The values the form opens with (`eventFormDefaults`). */
  defaults: EventFormValues;
  objectives: ObjectiveMap;
  /** The view's sentence for blank required fields; see `useEventForm`. */
  missingMessage?: string;
  marks?: EventLabelMarks;
  timeline?: EventTimelineField;
  /** The fields' order (the calendar lists them as the spec does); default `EVENT_FORM_FIELDS`. */
  order?: EventFieldOrder;
  /** Extra buttons before Cancel (the calendar's Delete). */
  actions?: ReactNode;
  /** The events "Depends on" offers (`dependsOnOptions`); without them the dialog has no picker. */
  dependsOn?: readonly DependsOnOption[];
  /**
   * Called with the request body and the picked predecessors (`links.dependsOn`); the dialog closes
   * right after (the change is optimistic, docs/decisions.md D30).
   */
  onSubmit: (request: EventRequest, links: EventLinks) => void;
}


function OpenEventDialog({
  onOpenChange,
  title,
  submitLabel,
  defaults,
  objectives,
  missingMessage,
  marks,
  timeline,
  order,
  actions,
  dependsOn,
  onSubmit,
}: EventDialogProps) {
  const messageId = useId();
  const event = useEventForm({
    defaults,
    ...(missingMessage === undefined ? {} : { missingMessage }),
    order,
    onSubmit: (request, links) => {
      onSubmit(request, links);
      onOpenChange(false);
    },
  });
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={title}
      size="lg"
      submitLabel={submitLabel}
      submitDisabled={!event.canSubmit}
      actions={actions}
      onSubmit={(submitEvent) => void event.submit(submitEvent)}
    >
      <EventFields
        form={event.form}
        objectives={objectives}
        marks={marks}
        timeline={timeline}
        order={order}
        messageId={messageId}
        dependsOn={dependsOn}
      />
      <EventFormMessage id={messageId} message={event.message} />
    </FormDialog>
  );
}

/** An event's add or edit dialog: the one frame around the one set of event fields. Mounted per open, so every open starts from `defaults`. */
export const EventDialog = mountedWhileOpen(OpenEventDialog);
