/* No zod here: the web's first paint imports these (docs/decisions.md D82); the schemas import them too. */

/** Most days one portfolio window may span, counting both ends. */
export const PORTFOLIO_MAX_SPAN_DAYS = 3660;

/** Most project ids one `projectIds` filter may list. */
export const PORTFOLIO_MAX_PROJECT_IDS = 1000;

/** What a clash shows for a freeze of a project the caller cannot read. */
export const ANOTHER_PROJECTS_FREEZE = "another project's freeze";

export const PORTFOLIO_MESSAGES = {
  span: `must be at most ${PORTFOLIO_MAX_SPAN_DAYS} days after from (counting both ends)`,
  fromAfterTo: 'must be on or before to',
  projectIds: 'must be project ids separated by commas',
  tooManyProjectIds: `must list at most ${PORTFOLIO_MAX_PROJECT_IDS} project ids`,
} as const;

export const CLASH_KINDS = ['freeze', 'deployment', 'overload'] as const;

/** Most clashes one answer lists (the first by day; `total` counts them all). */
export const CLASH_LIMIT = 200;

/** Most events one clash lists (`eventCount` counts them all). */
export const CLASH_EVENT_LIMIT = 50;
