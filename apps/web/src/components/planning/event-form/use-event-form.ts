import { useMemo } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { formResolver } from '@/lib/form-errors';
import {
  EVENT_FORM_FIELDS,
  eventFormSchema,
  eventFormWording,
  toEventLinks,
  toEventRequest,
  type EventFieldOrder,
  type EventFormValues,
  type EventLinks,
  type EventRequest,
} from './event-form-schema';

export interface EventFormOptions {
  defaults: EventFormValues;
  /**
   * The spec's sentence for a blank required field in this view ('Please fill in date and title').
   * Without one the view says nothing about blank fields: the form checks as you type and its submit
   * button waits until the values are complete (the calendar's 'Save is disabled without a title or
   * a start date').
   */
  missingMessage?: string;
  /** The order the view lays the fields out in (`EventFields`' `order`); its first problem is the one shown. */
  order?: EventFieldOrder;
  /**
   * Called with the built request body and the predecessors picked in "Depends on" (saved as
   * dependencies once the event has its id); the view then closes (docs/decisions.md D30, D38).
   */
  onSubmit: (request: EventRequest, links: EventLinks) => void;
}

export interface EventForm {
  form: UseFormReturn<EventFormValues, unknown, unknown>;
  /** The form's onSubmit: validates, then calls `onSubmit` with `toEventRequest(values)`. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The one problem the view shows, or null: the first in the view's field order. */
  message: string | null;
  /** False while a view without a missing message may not send yet. */
  canSubmit: boolean;
}

/** react-hook-form over the one event form schema, worded for the view. */
export function useEventForm({ defaults, missingMessage, order = EVENT_FORM_FIELDS, onSubmit }: EventFormOptions): EventForm {
  const resolver = useMemo(() => formResolver(eventFormSchema, eventFormWording(missingMessage)), [missingMessage]);
  const checksAsYouType = missingMessage === undefined;
  const form = useForm<EventFormValues, unknown, unknown>({
    resolver: resolver as never,
    defaultValues: defaults,
    mode: checksAsYouType ? 'onChange' : 'onSubmit',
  });
  const values = useWatch({ control: form.control });
  const canSubmit = !checksAsYouType || eventFormSchema.safeParse(values).success;
  const submit = form.handleSubmit(() => onSubmit(toEventRequest(form.getValues()), toEventLinks(form.getValues())));
  return { form, submit, message: eventFormMessage(form.formState.errors, checksAsYouType, order), canSubmit };
}

/**
 * The first problem in the displayed field order. A blank required field reads the view's sentence; a view
 * without one (`quietWhenBlank`) shows nothing for it: its submit button says so by waiting.
 */
export function eventFormMessage(
  errors: FieldErrors<EventFormValues>,
  quietWhenBlank: boolean,
  order: EventFieldOrder = EVENT_FORM_FIELDS,
): string | null {
  for (const field of order) {
    const error = errors[field];
    // 'too_small' is the blank check: the schema has no other minimum.
    if (!error?.message || (quietWhenBlank && error.type === 'too_small')) continue;
    return error.message;
  }
  return null;
}
