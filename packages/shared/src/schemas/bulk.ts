import { z } from 'zod';
import { idSchema } from './common.js';
import { shiftedEventsSchema } from './live.js';
import { eventSchema, objectiveKeySchema, strictBody } from './planning.js';

/*
 * Bulk changes (issue 21, docs/decisions.md D48): `POST /api/v1/projects/{id}/events/bulk` changes
 * many events of one project in one transaction, one revision, one history entry and one undo
 * step; any refusal refuses the whole request and nothing is written.
 */

export const BULK_ACTIONS = ['shift', 'move', 'objective', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** The most events one request may name. */
export const MAX_BULK_EVENTS = 5000;
/** Shifts beyond ten years are surely typos; the bound also keeps date arithmetic in range. */
export const MAX_BULK_SHIFT_DAYS = 3650;

/** Exact texts the server sends. */
export const BULK_MESSAGES = {
  /** 404: some ids are not events of this project (or do not exist); the count says how many. */
  eventsNotInProject: (count: number) =>
    `eventIds: ${count === 1 ? '1 event was' : `${count} events were`} not found in this project`,
  timelineNotInProject: 'timelineId: timeline not found in this project',
  unknownObjective: 'objective: no such objective',
  neededFor: (action: BulkAction) => `is required for action ${action}`,
} as const;

export const bulkDaysSchema = z
  .number({ message: 'must be a whole number of days' })
  .int('must be a whole number of days')
  .min(-MAX_BULK_SHIFT_DAYS, `must be at least -${MAX_BULK_SHIFT_DAYS}`)
  .max(MAX_BULK_SHIFT_DAYS, `must be at most ${MAX_BULK_SHIFT_DAYS}`)
  .refine((days) => days !== 0, 'must not be 0');

/**
 * How a shift's answer carries the shifted events (docs/decisions.md D78): `events` whole (the
 * default, as before), or `shifted` by id as the live change carries them (D72), ~40 bytes an event.
 */
export const BULK_SHIFT_ANSWERS = ['events', 'shifted'] as const;
export type BulkShiftAnswer = (typeof BULK_SHIFT_ANSWERS)[number];

const leftOutFor = (action: BulkAction) => `must be left out for action ${action}`;
/** The field each action needs; the others must be left out. */
const ACTION_FIELD = { shift: 'days', move: 'timelineId', objective: 'objective', delete: null } as const;

export const bulkEventsBodySchema = strictBody({
  eventIds: z
    .array(idSchema, { message: 'must be a list of event ids' })
    .min(1, 'must name at least one event')
    .max(MAX_BULK_EVENTS, `must hold at most ${MAX_BULK_EVENTS} ids`)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'must not contain duplicates' }),
  action: z.enum(BULK_ACTIONS, { message: `must be one of ${BULK_ACTIONS.join(', ')}` }),
  days: bulkDaysSchema.optional(),
  timelineId: idSchema.optional(),
  objective: objectiveKeySchema.optional(),
  answer: z.enum(BULK_SHIFT_ANSWERS, { message: `must be one of ${BULK_SHIFT_ANSWERS.join(', ')}` }).optional(),
}).superRefine((body, ctx) => {
  if (body.answer !== undefined && body.action !== 'shift') {
    ctx.addIssue({ code: 'custom', path: ['answer'], message: leftOutFor(body.action) });
  }
  const needed = ACTION_FIELD[body.action];
  for (const field of ['days', 'timelineId', 'objective'] as const) {
    if (field === needed && body[field] === undefined) {
      ctx.addIssue({ code: 'custom', path: [field], message: BULK_MESSAGES.neededFor(body.action) });
    } else if (field !== needed && body[field] !== undefined) {
      ctx.addIssue({ code: 'custom', path: [field], message: leftOutFor(body.action) });
    }
  }
});
export type BulkEventsBody = z.input<typeof bulkEventsBodySchema>;

export const bulkEventsResultSchema = z.object({
  /** The changed events as stored (empty for delete, and for a shift asked to answer `shifted`). */
  events: z.array(eventSchema),
  /** A shift asked with `answer: 'shifted'`: the shifted events by id, as the live change has them (D72, D78). */
  shifted: z.array(shiftedEventsSchema).optional(),
  deletedEventIds: z.array(z.string()),
  /** Successors auto-schedule pushed forward by a shift (docs/decisions.md D36), not among `events`. */
  movedEvents: z.array(eventSchema),
});
export type BulkEventsResult = z.infer<typeof bulkEventsResultSchema>;
