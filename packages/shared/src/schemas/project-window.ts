import { z } from 'zod';
import { isWindowDate, WINDOW_DATE_MESSAGE } from '../project-window.js';

/*
 * The optional date window of `GET /api/v1/projects/{id}?from&to` (docs/api.md, docs/decisions.md
 * D35): only the events that overlap [from, to] (both ends count) come back. Either end may be
 * left out for an open window; without both, the whole project.
 */

export const windowDateSchema = z
  .string()
  .optional()
  .refine((value) => value === undefined || isWindowDate(value), { message: WINDOW_DATE_MESSAGE });

export const projectWindowQuerySchema = z
  .object({
    from: windowDateSchema.describe('First day of the window, YYYY-MM-DD: events ending before it are left out'),
    to: windowDateSchema.describe('Last day of the window, YYYY-MM-DD: events starting after it are left out'),
  })
  .refine((window) => window.from === undefined || window.to === undefined || window.from <= window.to, {
    path: ['from'],
    message: 'must be on or before to',
  });
export type ProjectWindowQuery = z.infer<typeof projectWindowQuerySchema>;

export { overlapsWindow, projectWindowOf, type ProjectWindow } from '../project-window.js';
