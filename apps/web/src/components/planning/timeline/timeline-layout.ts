import {
  drawnExtent,
  EDGE_SCROLL_STEP,
  EDGE_SCROLL_ZONE,
  firstWeekendOffset,
  isSingleDayEvent,
  showsWeekends,
  weekLineOffset,
  type BarGeometry,
  type ScaleRange,
  type ZoomLevel,
} from '@plotline/shared';

/* The pure layout maths (ranges, bars, lanes, rows) lives in packages/shared/src/timeline-layout.ts (docs/decisions.md D43),
 * the scale (zoom levels, axis ticks) in packages/shared/src/timeline-scale.ts (D39). */

/** Whole days a horizontal drag of deltaX pixels moves an event. */
export function dragDayDelta(deltaX: number, perDay: number): number {
  if (perDay <= 0) return 0;
  const days = Math.round(deltaX / perDay);
  return days === 0 ? 0 : days; // avoids -0
}

/**
 * Scroll step while dragging: within EDGE_SCROLL_ZONE px of the container's left or right edge
 * the container scrolls by EDGE_SCROLL_STEP px towards that edge.
 */
export function edgeScrollDelta(pointerX: number, containerLeft: number, containerWidth: number): number {
  if (pointerX - containerLeft < EDGE_SCROLL_ZONE) return -EDGE_SCROLL_STEP;
  if (containerLeft + containerWidth - pointerX < EDGE_SCROLL_ZONE) return EDGE_SCROLL_STEP;
  return 0;
}

/** Weekend shading on the canvas: a light wash, as a background behind the rows' events. */
// The palette's variables, so the dark theme shades them too (docs/decisions.md D41).
const WEEKEND_SHADE = 'var(--color-gray-100)';
const GRID_LINE = 'var(--color-gray-200)';

/**
 * The rows' background at a zoom level (docs/decisions.md D39): a line at every week start where
 * weeks are wide enough to see — `weekLine` days after the range start and every 7 days on, on the
 * axis's own week ticks (`weekLineOffset`, D52; null for none) — and Saturdays and Sundays shaded at
 * Day and Week zoom. CSS gradients, so no element per day.
 */
export function canvasBackground(options: {
  perDay: number;
  firstWeekend: number;
  showWeekends: boolean;
  weekLine: number | null;
}): string {
  const { perDay, firstWeekend, showWeekends, weekLine } = options;
  const week = perDay * 7;
  const layers: string[] = [];
  if (week >= 24 && weekLine !== null) {
    const at = weekLine * perDay;
    layers.push(
      `repeating-linear-gradient(to right, transparent 0 ${at}px, ${GRID_LINE} ${at}px ${at + 1}px, transparent ${at + 1}px ${week}px)`,
    );
  }
  if (showWeekends) {
    // Saturday and Sunday of each 7-day period; a Saturday on day 6 wraps its Sunday onto day 0.
    const stops: string[] = [];
    for (let day = 0; day < 7; day += 1) {
      const isWeekend = (day - firstWeekend + 7) % 7 < 2;
      const colour = isWeekend ? WEEKEND_SHADE : 'transparent';
      stops.push(`${colour} ${day * perDay}px ${(day + 1) * perDay}px`);
    }
    layers.push(`repeating-linear-gradient(to right, ${stops.join(', ')})`);
  }
  return layers.length > 0 ? layers.join(', ') : 'none';
}

/** The rows' background for a range at a zoom level (canvasBackground's weeks and weekends). */
export const zoomBackground = (range: ScaleRange, zoom: ZoomLevel, perDay: number): string =>
  canvasBackground({
    perDay,
    firstWeekend: firstWeekendOffset(range.start),
    showWeekends: showsWeekends(zoom),
    weekLine: weekLineOffset(zoom, range.start),
  });

export { DOT_SIZE, drawnExtent, isSingleDayEvent } from '@plotline/shared';
/** Space between an item and a title drawn beside it. */
export const SIDE_LABEL_GAP = 4;

/**
 * The free pixels to the right of each placed item in its lane, up to the next item's drawn left
 * edge (or the canvas end): a title goes beside its dot or bar only when it fits there, so labels
 * never run into the next item (docs/decisions.md D39).
 */
export function labelRooms(
  placed: ReadonlyArray<{
    event: { id: string; date: string; endDate: string | null; isMilestone?: boolean };
    geometry: BarGeometry;
    lane: number;
  }>,
  canvasWidth: number,
): Map<string, number> {
  const byLane = new Map<number, Array<{ id: string; left: number; right: number }>>();
  for (const { event, geometry, lane } of placed) {
    const items = byLane.get(lane) ?? [];
    items.push({ id: event.id, ...drawnExtent(geometry, isSingleDayEvent(event), event.isMilestone === true) });
    byLane.set(lane, items);
  }
  const rooms = new Map<string, number>();
  for (const items of byLane.values()) {
    items.sort((a, b) => a.left - b.left);
    items.forEach((item, index) => {
      const next = items[index + 1];
      rooms.set(item.id, Math.max(0, (next ? next.left : canvasWidth) - item.right));
    });
  }
  return rooms;
}

/** How an event shows its title: inside its bar, beside its dot or bar, or inside, cut short. */
export type TitlePlacement = 'inside' | 'beside' | 'truncated' | 'none';

export function titlePlacement(options: {
  isSingleDay: boolean;
  titleWidth: number;
  /** The bar's width (ignored for a dot). */
  barWidth: number;
  room: number;
}): TitlePlacement {
  const { isSingleDay, titleWidth, barWidth, room } = options;
  // A bar's title sits inside its 6 px padding on either side.
  if (!isSingleDay && titleWidth <= barWidth - 2 - 12) return 'inside';
  if (room >= titleWidth + SIDE_LABEL_GAP * 2) return 'beside';
  return isSingleDay ? 'none' : 'truncated';
}
