import { toCalendarDate } from './dates.js';

/* The window rules without zod: the web's first paint uses them (docs/decisions.md D82). */

/** A calendar date written exactly as 'YYYY-MM-DD' (no timestamp: a window is whole days). */
export const isWindowDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && toCalendarDate(value) === value;
export const WINDOW_DATE_MESSAGE = 'must be a real date written YYYY-MM-DD';


/** A window with at least one end, or null for the whole project. */
export interface ProjectWindow {
  from: string | undefined;
  to: string | undefined;
}
export const projectWindowOf = (query: { from?: string | undefined; to?: string | undefined }): ProjectWindow | null =>
  query.from === undefined && query.to === undefined ? null : { from: query.from, to: query.to };

/** Whether an event (start, optional end; an end before the start counts as none) overlaps the window. */
export function overlapsWindow(start: string, end: string | null, window: ProjectWindow): boolean {
  const last = end !== null && end > start ? end : start;
  return (window.to === undefined || start <= window.to) && (window.from === undefined || last >= window.from);
}
