import { describe, expect, it } from 'vitest';
import { EDGE_SCROLL_STEP } from '@plotline/shared';
import { canvasBackground, dragDayDelta, edgeScrollDelta, labelRooms, titlePlacement } from './timeline-layout';

describe('canvas background', () => {
  it('shades Saturday and Sunday of every week and draws week lines at Day and Week zoom', () => {
    const image = canvasBackground({ perDay: 20, firstWeekend: 6, showWeekends: true, weekLine: 0 });
    expect(image).toContain('var(--color-gray-200) 0px 1px, transparent 1px 140px');
    // Starting on a Sunday: day 0 (Sunday) and day 6 (Saturday) are shaded, Monday-Friday are not.
    expect(image).toContain('var(--color-gray-100) 0px 20px');
    expect(image).toContain('transparent 20px 40px');
    expect(image).toContain('var(--color-gray-100) 120px 140px');
  });

  it('leaves weekends out and stops drawing week lines once weeks are too narrow to see', () => {
    expect(canvasBackground({ perDay: 6, firstWeekend: 0, showWeekends: false, weekLine: 1 })).not.toContain('var(--color-gray-100)');
    expect(canvasBackground({ perDay: 0.6, firstWeekend: 0, showWeekends: false, weekLine: 1 })).toBe('none');
  });

  it("draws the week lines on the axis's week ticks, and none where the axis has no weeks (D52)", () => {
    // Month zoom from a Sunday: the lines fall on Mondays, a day (6 px) after each 7-day period starts.
    expect(canvasBackground({ perDay: 6, firstWeekend: 6, showWeekends: false, weekLine: 1 })).toBe(
      'repeating-linear-gradient(to right, transparent 0 6px, var(--color-gray-200) 6px 7px, transparent 7px 42px)',
    );
    // Quarter zoom with widened days (a short range): no line every 7 days across the months.
    expect(canvasBackground({ perDay: 12, firstWeekend: 0, showWeekends: false, weekLine: null })).toBe('none');
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

describe('titles beside dots and bars', () => {
  const at = (id: string, x: number, width: number, lane = 0, endDate: string | null = null) => ({
    event: { id, date: '2025-07-01T12:00:00.000Z', endDate },
    geometry: { x, width, isClippedStart: false, isClippedEnd: false },
    lane,
  });

  it("measures the room up to the next item's drawn edge in the same lane, or the canvas end", () => {
    const rooms = labelRooms(
      [at('dot', 0, 20), at('bar', 100, 60, 0, '2025-07-03T12:00:00.000Z'), at('other-lane', 30, 20, 1)],
      400,
    );
    expect(rooms.get('dot')).toBe(101 - 17); // dot 3…17, bar drawn from 101
    expect(rooms.get('bar')).toBe(400 - 159);
    expect(rooms.get('other-lane')).toBe(400 - 47);
  });

  it('puts a title inside a bar it fits, else beside when there is room, else cut short (dots: beside or none)', () => {
    expect(titlePlacement({ isSingleDay: false, titleWidth: 50, barWidth: 80, room: 0 })).toBe('inside');
    expect(titlePlacement({ isSingleDay: false, titleWidth: 90, barWidth: 80, room: 100 })).toBe('beside');
    expect(titlePlacement({ isSingleDay: false, titleWidth: 90, barWidth: 80, room: 90 })).toBe('truncated');
    expect(titlePlacement({ isSingleDay: true, titleWidth: 60, barWidth: 20, room: 70 })).toBe('beside');
    expect(titlePlacement({ isSingleDay: true, titleWidth: 60, barWidth: 20, room: 60 })).toBe('none');
  });
});
