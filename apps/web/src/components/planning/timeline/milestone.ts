import { DIAMOND_HALF } from '@plotline/shared';

/*
 * A milestone on the timeline (docs/decisions.md D38): a square turned 45°, its diagonal about
 * 2 × DIAMOND_HALF (the dependency arrows join it there), with its title beside it (SideLabel)
 * when the lane has room for it up to the next item, as a dot's (D51).
 */
export const MILESTONE_SIZE = 12;
export const MILESTONE_CLASS = 'rotate-45 rounded-[3px] border-2 border-white';
/** Where a milestone's title starts, from the middle of its day. */
export const MILESTONE_TITLE_OFFSET = DIAMOND_HALF + 3;
