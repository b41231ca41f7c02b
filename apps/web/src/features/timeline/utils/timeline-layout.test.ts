import { describe, expect, it } from 'vitest';
import { EDGE_SCROLL_STEP } from '@plotline/shared';
import { canvasBackground, dragDayDelta, edgeScrollDelta } from './timeline-layout';

describe('canvas background', () => {
  it('shades Saturday and Sunday of every week and draws week lines at Day and Week zoom', () => {
    const image = canvasBackground({ perDay: 20, firstWeekend: 6, showWeekends: true });
    expect(image).toContain('transparent 1px 140px');
    // Starting on a Sunday: day 0 (Sunday) and day 6 (Saturday) are shaded, Monday-Friday are not.
    expect(image).toContain('rgb(243 244 246) 0px 20px');
    expect(image).toContain('transparent 20px 40px');
    expect(image).toContain('rgb(243 244 246) 120px 140px');
  });

  it('leaves weekends out and stops drawing week lines once weeks are too narrow to see', () => {
    expect(canvasBackground({ perDay: 6, firstWeekend: 0, showWeekends: false })).not.toContain('rgb(243 244 246)');
    expect(canvasBackground({ perDay: 0.6, firstWeekend: 0, showWeekends: false })).toBe('none');
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
