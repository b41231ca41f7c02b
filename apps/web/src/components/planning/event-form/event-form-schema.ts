import { z } from 'zod';
import {
  createEventBodySchema,
  descriptionSchema,
  isEndBeforeStart,
  PLANNING_MESSAGES,
  titleSchema,
} from '@plotline/shared';
import type { FormWording } from '@/lib/form-errors';

/*
 * The one event form's values, schema, defaults and request body (docs/decisions.md D30). Every
 * view that adds or edits an event (timeline dialog, calendar dialog, table panel and inline row)
 * uses these; a new event field (a milestone flag, dependencies, …) is added here once.
 */

/** What the inputs hold: strings ('' for an empty input), the Milestone box and the picked predecessors. */
export interface EventFormValues {
  /** The timeline the event is (or goes) in; fixed by the view unless it offers a choice. */
  timelineId: string;
  objective: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'YYYY-MM-DD', or '' for a single-day event. */
  endDate: string;
  title: string;
  description: string;
  /** A milestone is one day: the End Date input is emptied and disabled (docs/decisions.md D38). */
  isMilestone: boolean;
  /** A freeze (a change freeze, a peak week): deployments of any project on its days clash (docs/decisions.md D44). */
  isFreeze: boolean;
  /** The events this one depends on ("Depends on"), saved as dependencies after the event. */
  dependsOn: string[];
}

/** The text fields a view orders; the Milestone box follows the dates, the "Depends on" picker comes last. */
export type EventFormField = Exclude<keyof EventFormValues, 'isMilestone' | 'isFreeze' | 'dependsOn'>;

/** An order of the fields: how a view lays them out and which problem it reports first. */
export type EventFieldOrder = readonly EventFormField[];

/** The default order (the timeline, the table's panel and inline row); a view may pass its own (docs/decisions.md D30). */
export const EVENT_FORM_FIELDS = ['timelineId', 'objective', 'date', 'endDate', 'title', 'description'] as const satisfies EventFieldOrder;

/** The fields a view must have filled before it may send (the spec: timeline, date and title). */
export const REQUIRED_EVENT_FIELDS = ['timelineId', 'date', 'title'] as const satisfies readonly EventFormField[];

/** Each field's name as labels and messages say it. */
export const EVENT_FIELD_LABELS: Record<EventFormField, string> = {
  timelineId: 'Timeline',
  objective: 'Objective',
  date: 'Start Date',
  endDate: 'End Date',
  title: 'Title',
  description: 'Description',
};

// The shared request schema's own field rules: title limit and trimming, '' end date → null, real dates.
const body = createEventBodySchema.shape;

/** The spec's sentences for blank required fields; each view picks the one for its context. */
export const EVENT_MISSING_MESSAGES = {
  /** The timeline's Add Event dialog and the table's inline add row. */
  dateAndTitle: 'Please fill in date and title',
  /** The table's Add New Event panel, which also asks for the timeline. */
  timelineDateAndTitle: 'Please fill in timeline, date, and title',
} as const;

/** The title and description inputs stop where the shared schemas do. */
export const EVENT_TITLE_MAX_LENGTH = titleSchema.maxLength ?? undefined;
export const EVENT_DESCRIPTION_MAX_LENGTH = descriptionSchema.maxLength ?? undefined;

/** Blank after trimming → 'is required' (worded per view, docs/decisions.md D30); then the shared rule. */
const required = <T extends z.ZodType<unknown, string>>(rule: T) => z.string().trim().min(1, 'is required').pipe(rule);

/**
 * The form's schema: the shared create-event body's fields (so the title limit, trimming and the end
 * date's rules are the server's), required fields checked first, the description trimmed like the
 * title, and an end date before the start refused with the spec's sentence.
 */
export const eventFormSchema = z
  .object({
    timelineId: required(z.string()),
    objective: body.objective,
    date: required(body.date),
    endDate: body.endDate,
    title: required(body.title),
    description: z.string().trim().pipe(descriptionSchema),
    isMilestone: z.boolean(),
    isFreeze: z.boolean(),
    dependsOn: z.array(z.string()),
  })
  // A milestone's end date is dropped, so it cannot be before the start.
  .refine((values) => values.isMilestone || !isEndBeforeStart(values.date, values.endDate), {
    message: PLANNING_MESSAGES.endBeforeStart,
    path: ['endDate'],
    // Also said while another field is still blank, so a view that checks as you type shows it at once.
    when: () => true,
  });

/** The body of POST and PUT (with the timeline it is addressed to): what every view sends. */
export interface EventRequest {
  timelineId: string;
  date: string;
  endDate: string | null;
  title: string;
  description: string;
  objective: string;
  isMilestone: boolean;
  isFreeze: boolean;
}

/** What the form says besides the event's own body: the predecessors to save as dependencies. */
export interface EventLinks {
  dependsOn: string[];
}

/**
 * The one request builder: the form's values through the form schema (trimmed title and
 * description, '' end date → null). Call it with values the form has accepted; it throws otherwise.
 */
export function toEventRequest(values: EventFormValues): EventRequest {
  const parsed = eventFormSchema.parse(values);
  return {
    timelineId: parsed.timelineId,
    date: parsed.date,
    endDate: parsed.isMilestone ? null : (parsed.endDate ?? null),
    title: parsed.title,
    description: parsed.description,
    objective: parsed.objective,
    isMilestone: parsed.isMilestone,
    isFreeze: parsed.isFreeze,
  };
}

export const toEventLinks = (values: EventFormValues): EventLinks => ({ dependsOn: [...values.dependsOn] });

export { eventFormDefaults, type EventFormSource } from './event-form-defaults';

/**
 * How the schema's messages read in a view: "{Label} must …", and for a blank required field the
 * view's sentence from the spec ('Please fill in date and title'), or "{Label} is required".
 */
export function eventFormWording(missingMessage?: string): FormWording<EventFormValues> {
  const wording: FormWording<EventFormValues> = {};
  for (const field of EVENT_FORM_FIELDS) {
    const isRequired = (REQUIRED_EVENT_FIELDS as readonly EventFormField[]).includes(field);
    wording[field] = { label: EVENT_FIELD_LABELS[field], ...(isRequired && missingMessage ? { required: missingMessage } : {}) };
  }
  return wording;
}
