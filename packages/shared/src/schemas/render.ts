import { z } from 'zod';
import { zoomLevelSchema } from './preferences.js';
import { windowDateSchema } from './project-window.js';

/*
 * `GET /api/v1/projects/{id}/render.png|.pdf` (docs/api.md, "PNG and PDF"; docs/decisions.md D43):
 * the whole chosen range of a view, every timeline, as one picture.
 */

export const RENDER_VIEWS = ['timeline', 'calendar'] as const;
export type RenderView = (typeof RENDER_VIEWS)[number];
export const RENDER_FORMATS = ['png', 'pdf'] as const;
export type RenderFormat = (typeof RENDER_FORMATS)[number];

/** The longest range one picture covers (days, both ends counted). */
export const RENDER_MAX_DAYS = 3660;
/** The most months a calendar picture holds. */
export const RENDER_MAX_MONTHS = 24;

export const renderQuerySchema = z
  .object({
    view: z.enum(RENDER_VIEWS, { message: `must be one of ${RENDER_VIEWS.join(', ')}` }).default('timeline').describe('Which view to draw'),
    from: windowDateSchema.describe('First day, YYYY-MM-DD (default: two weeks before the first event)'),
    to: windowDateSchema.describe('Last day, YYYY-MM-DD (default: two weeks after the last event)'),
    zoom: zoomLevelSchema.optional().describe('Timeline zoom level (default: the level at which the range fits about 1,600 px)'),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    path: ['from'],
    message: 'must be on or before to',
  });
export type RenderQuery = z.infer<typeof renderQuerySchema>;
