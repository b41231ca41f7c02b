import { z } from 'zod';
import { toCalendarDate } from '../dates.js';

/*
 * The optional date window of `GET /api/v1/projects/{id}?from&to` (docs/api.md, docs/decisions.md
 * D35): only the events that overlap [from, to] (both ends count) come back. Either end may be
 * left out for an open window; without both, the whole project.
 */

/** A calendar date written exactly as 'YYYY-MM-DD' (no timestamp: a window is whole days). */
export const isWindowDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && toCalendarDate(value) === value;
export const WINDOW_DATE_MESSAGE = 'must be a real date written YYYY-MM-DD';

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

/** A window with at least one end, or null for the whole project. */
export interface ProjectWindow {
  from: string | undefined;
  to: string | undefined;
}
export const projectWindowOf = (query: ProjectWindowQuery): ProjectWindow | null =>
  query.from === undefined && query.to === undefined ? null : { from: query.from, to: query.to };

/** Whether an event (start, optional end; an end before the start counts as none) overlaps the window. */
export function overlapsWindow(start: string, end: string | null, window: ProjectWindow): boolean {
  const last = end !== null && end > start ? end : start;
  return (window.to === undefined || start <= window.to) && (window.from === undefined || last >= window.from);
}
