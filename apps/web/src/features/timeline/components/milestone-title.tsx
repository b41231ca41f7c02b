import { LANE_HEIGHT } from '@plotline/shared';
import { DIAMOND_HALF } from '../utils/dependency-geometry';

/** A milestone's diamond: a square turned 45°, its diagonal about 2 × DIAMOND_HALF (docs/decisions.md D38). */
export const MILESTONE_SIZE = 12;
export const MILESTONE_CLASS = 'rotate-45 rounded-[3px] border-2 border-white';

/**
 * The title beside a milestone's diamond on the timeline (a bar carries its title inside; a diamond
 * has no room). Not a control: the diamond is the button and already says the title.
 */
export function MilestoneTitle({ title, centerX, laneTop, offset }: { title: string; centerX: number; laneTop: number; offset: number }) {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute truncate text-xs leading-4 font-semibold whitespace-nowrap text-gray-800"
      style={{
        left: centerX + DIAMOND_HALF + 3,
        top: laneTop + (LANE_HEIGHT - 16) / 2 - 1,
        maxWidth: 160,
        transform: offset ? `translateX(${offset}px)` : undefined,
      }}
    >
      {title}
    </span>
  );
}
