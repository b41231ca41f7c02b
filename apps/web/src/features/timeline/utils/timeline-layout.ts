import { EDGE_SCROLL_STEP, EDGE_SCROLL_ZONE } from '@plotline/shared';

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
const WEEKEND_SHADE = 'rgb(243 244 246)';
const GRID_LINE = 'rgb(229 231 235)';

/**
 * The rows' background at a zoom level (docs/decisions.md D39): a line at every week start (every 7
 * days from the range start, as the 'Week N' labels count) where weeks are wide enough to see, and
 * Saturdays and Sundays shaded at Day and Week zoom. CSS gradients, so no element per day.
 */
export function canvasBackground(options: { perDay: number; firstWeekend: number; showWeekends: boolean }): string {
  const { perDay, firstWeekend, showWeekends } = options;
  const week = perDay * 7;
  const layers: string[] = [];
  if (week >= 24) layers.push(`repeating-linear-gradient(to right, ${GRID_LINE} 0 1px, transparent 1px ${week}px)`);
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
