/* The names of the view's search parameters, apart from the hooks that read them: the early project read (app/early-project-read.ts) runs before React is loaded. */

/** `?zoom=month`: the level a timeline (or the portfolio) opens with (docs/decisions.md D39). */
export const ZOOM_SEARCH_PARAM = 'zoom';
/** `?from=2025-08-01`: the first day in view. */
export const FROM_SEARCH_PARAM = 'from';
/** `?event=<id>`: the event the timeline focuses (and shows the details of) once it is drawn (D45). */
export const EVENT_SEARCH_PARAM = 'event';
