export { EventDialog, type EventDialogProps } from './event-dialog';
export {
  EventFields,
  EventFormMessage,
  eventFieldLabel,
  type EventFieldsLayout,
  type EventLabelMarks,
  type EventTimelineField,
} from './event-fields';
export {
  EVENT_FIELD_LABELS,
  EVENT_FORM_FIELDS,
  EVENT_MISSING_MESSAGES,
  eventFormDefaults,
  eventFormSchema,
  eventFormWording,
  REQUIRED_EVENT_FIELDS,
  toEventLinks,
  toEventRequest,
  type EventFieldOrder,
  type EventLinks,
  type EventFormField,
  type EventFormSource,
  type EventFormValues,
  type EventRequest,
} from './event-form-schema';
export { eventFormMessage, useEventForm, type EventForm, type EventFormOptions } from './use-event-form';
export { dependsOnOptions, predecessorIds, type DependsOnOption } from './depends-on';
export { DependsOnPicker } from './depends-on-picker';
