import { z } from 'zod';
import { toCalendarDate } from '../dates.js';
import { hasNoNul, NO_NUL } from '../text-rules.js';

/** Reusable field rules with the limits of the planning API (issue 3, item 9). */

export const idSchema = z.uuid({ message: 'must be a valid id' });

export const nameSchema = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'must not be blank')
  .max(120, 'must be at most 120 characters')
  .refine(hasNoNul, NO_NUL);

export const titleSchema = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'must not be blank')
  .max(200, 'must be at most 200 characters')
  .refine(hasNoNul, NO_NUL);

export const descriptionSchema = z.string().max(5000, 'must be at most 5000 characters').refine(hasNoNul, NO_NUL);

export const colorSchema = z
  .string({ message: 'is required' })
  .regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour like #3B82F6')
  .transform((value) => value.toUpperCase());

/** Accepts 'YYYY-MM-DD' or an ISO timestamp; yields the calendar date. */
export const calendarDateSchema = z.string({ message: 'is required' }).transform((value, ctx) => {
  const date = toCalendarDate(value);
  if (date === null) {
    ctx.addIssue({ code: 'custom', message: 'must be a real date (YYYY-MM-DD or an ISO timestamp)' });
    return z.NEVER;
  }
  return date;
});

export const isoTimestampSchema = z.string();

/** Success envelope of every response: `{ success: true, data }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const messageDataSchema = z.object({ message: z.string() });
