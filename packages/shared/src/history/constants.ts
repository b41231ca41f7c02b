/* No zod here: the web's first paint imports these (docs/decisions.md D82); the schemas import them too. */

export const HISTORY_ENTITIES = ['project', 'share', 'timeline', 'event', 'dependency', 'baseline'] as const;

/**
 * Changes an entry of a history page or an undo answer lists (D64): the first ones, in recorded
 * order. A bulk change or an import records thousands, which no one reads one by one and which
 * would make a page of 30 entries megabytes; `changeCount` says how many there are in all.
 */
export const HISTORY_CHANGES_LISTED = 20;

export const HISTORY_PAGE_DEFAULT = 50;

export const HISTORY_PAGE_MAX = 200;

export const HISTORY_MESSAGES = {
  nothingToUndo: 'Nothing to undo',
  nothingToRedo: 'Nothing to redo',
  /** "'Cutover' was changed by Grace since" — the first entity the undo would overwrite. */
  changedSince: (what: string, by: string | null) => `${what} was changed${by === null ? '' : ` by ${by}`} since`,
} as const;
