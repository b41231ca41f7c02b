import { EDGE_SCROLL_STEP, EDGE_SCROLL_ZONE, TIMELINE_CANVAS_MIN_WIDTH } from '@plotline/shared';

/* The pure layout maths (ranges, bars, lanes, rows) lives in packages/shared/src/timeline-layout.ts (docs/decisions.md D43). */

/**
 * The canvas is at least TIMELINE_CANVAS_MIN_WIDTH wide so a long range stays readable (it scrolls);
 * a wider container stretches it so short ranges fill the screen.
 */
export function canvasWidth(containerWidth: number): number {
  return Math.max(TIMELINE_CANVAS_MIN_WIDTH, Math.floor(containerWidth));
}

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
