import { LANE_HEIGHT } from '@plotline/shared';

/**
 * An event's title drawn beside its dot or bar when it has room there (docs/decisions.md D39). Not a
 * control: the dot or bar is the button and already carries the title as its name.
 */
export function SideLabel({
  title,
  left,
  laneTop,
  offset = 0,
}: {
  title: string;
  /** Canvas x where the text starts. */
  left: number;
  /** Top of the item's lane. */
  laneTop: number;
  /** A drag's horizontal offset, so the title travels with its item. */
  offset?: number;
}) {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute text-xs leading-4 font-medium whitespace-nowrap text-gray-700"
      style={{ left, top: laneTop + (LANE_HEIGHT - 16) / 2 - 1, transform: offset ? `translateX(${offset}px)` : undefined }}
    >
      {title}
    </span>
  );
}
