import { describe, expect, it } from 'vitest';
import { EDGE_SCROLL_STEP, TIMELINE_CANVAS_MIN_WIDTH } from '@plotline/shared';
import { canvasWidth, dragDayDelta, edgeScrollDelta } from './timeline-layout';

describe('canvas width', () => {
  it('is never below the minimum and grows with the container', () => {
    expect(canvasWidth(390)).toBe(TIMELINE_CANVAS_MIN_WIDTH);
    expect(canvasWidth(2600.7)).toBe(2600);
  });
});

describe('dragging', () => {
  it('rounds pixels to whole days', () => {
    expect(dragDayDelta(149, 100)).toBe(1);
    expect(dragDayDelta(-151, 100)).toBe(-2);
    expect(Object.is(dragDayDelta(-20, 100), 0)).toBe(true);
  });

  it('scrolls by 15 px within 50 px of an edge', () => {
    expect(edgeScrollDelta(120, 100, 800)).toBe(-EDGE_SCROLL_STEP);
    expect(edgeScrollDelta(860, 100, 800)).toBe(EDGE_SCROLL_STEP);
    expect(edgeScrollDelta(500, 100, 800)).toBe(0);
  });
});
