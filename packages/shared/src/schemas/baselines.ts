import { z } from 'zod';
import { idSchema, nameSchema } from './common.js';
import { strictBody } from './planning.js';

/*
 * Baselines (issue 21, docs/decisions.md D49): a named snapshot of every event's dates in a
 * project, to compare the plan with later. `POST/GET/PUT/DELETE /api/v1/projects/{id}/baselines[/{baselineId}]`.
 */

/** Exact texts the server sends. */
export const BASELINE_MESSAGES = {
  notFound: 'Baseline not found',
  needAdmin: 'You need admin permissions to save, rename or delete baselines.',
  atCap: (max: number) =>
    `This project already has ${max} baselines, the most it can keep. Delete one before saving another.`,
} as const;

export const baselineParamsSchema = z.object({ id: idSchema, baselineId: idSchema });

/** Save (POST) and rename (PUT) send the same body. */
export const baselineBodySchema = strictBody({ name: nameSchema });
export type BaselineBody = z.input<typeof baselineBodySchema>;

/** A baseline in the project's list: no dates. `createdBy` is null once its maker's account is gone. */
export const baselineSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  eventCount: z.number().int(),
});
export type BaselineSummary = z.infer<typeof baselineSummarySchema>;

/** An event as the baseline saved it; dates are wire timestamps like an event's. */
export const baselineEventSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  date: z.string(),
  endDate: z.string().nullable(),
});
export type BaselineEvent = z.infer<typeof baselineEventSchema>;

export const baselineDetailSchema = baselineSummarySchema.extend({ events: z.array(baselineEventSchema) });
export type BaselineDetail = z.infer<typeof baselineDetailSchema>;

export const deletedBaselineSchema = z.object({ id: z.string() });
