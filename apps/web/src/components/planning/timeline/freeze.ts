import type { CSSProperties } from 'react';

/**
 * A freeze (docs/decisions.md D44/D45): an event marked as one, or any event of a project that is one.
 * Read structurally, so a view passes whatever event and project it holds.
 */
export const isFreezeEvent = (
  event: { id: string; isFreeze?: boolean },
  project?: { id: string; isFreeze?: boolean } | null,
): boolean =>
  Boolean(event.isFreeze || project?.isFreeze);

/** What a project's Freeze setting means, said in its settings and on its Freeze badge (docs/decisions.md D53). */
export const FREEZE_PROJECT_HINT = 'Every event of this project counts as a freeze';

/** A project marked as a freeze: every day of every event of it is one. */
export const isFreezeProject = (project?: { id: string; isFreeze?: boolean } | null): boolean => Boolean(project?.isFreeze);

/** Freeze bars and dots are hatched over their objective colour, on the timeline and the portfolio alike. */
export const FREEZE_HATCH: CSSProperties = {
  backgroundImage: 'repeating-linear-gradient(135deg, rgba(255, 255, 255, 0.55) 0 2px, transparent 2px 7px)',
};
