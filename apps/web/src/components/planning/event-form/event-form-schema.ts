import { z } from 'zod';
import {
  createEventBodySchema,
  DEFAULT_OBJECTIVE,
  descriptionSchema,
  eventDays,
  isEndBeforeStart,
  normalizeObjective,
  PLANNING_MESSAGES,
  titleSchema,
  type ObjectiveMap,
  type PlanningEvent,
} from '@plotline/shared';
import type { FormWording } from '@/lib/form-errors';

/*
 * The one event form's values, schema, defaults and request body (docs/decisions.md D30). Every
 * view that adds or edits an event (timeline dialog, calendar dialog, table panel and inline row)
 * uses these; a new event field (a milestone flag, dependencies, …) is added here once.
 */

/** What the inputs hold: always strings, '' for an empty input. */
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
}

export type EventFormField = keyof EventFormValues;

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
  })
  .refine((values) => !isEndBeforeStart(values.date, values.endDate), {
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
    endDate: parsed.endDate ?? null,
    title: parsed.title,
    description: parsed.description,
    objective: parsed.objective,
  };
}

/** The event fields a form starts from: a stored event, or the calendar's view of one (calendar dates work too). */
export type EventFormSource = Pick<PlanningEvent, 'timelineId' | 'objective' | 'date' | 'endDate' | 'title' | 'description'>;

/**
 * The values a form opens with: the event's (its calendar days; an objective the map does not know
 * shown as the default, which is what the server stores for it), or an empty form in `timelineId`.
 */
export function eventFormDefaults(
  event?: EventFormSource | null,
  context: { timelineId?: string; objectives?: ObjectiveMap } = {},
): EventFormValues {
  if (!event) {
    return { timelineId: context.timelineId ?? '', objective: DEFAULT_OBJECTIVE, date: '', endDate: '', title: '', description: '' };
  }
  const days = eventDays(event);
  return {
    timelineId: event.timelineId,
    objective: context.objectives ? normalizeObjective(event.objective, context.objectives) : event.objective,
    date: days.start,
    endDate: days.end ?? '',
    title: event.title,
    description: event.description,
  };
}

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
