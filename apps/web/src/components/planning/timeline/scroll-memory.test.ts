import { describe, expect, it } from 'vitest';
import { dayX, fitPixelsPerDay, ZOOM_PIXELS_PER_DAY } from '@plotline/shared';
import { HORIZONTAL_STEP_PX, ScrollMemory } from './scroll-memory';

const range = { start: '2025-01-01', end: '2026-12-31' };
const header = 240;
/** A 1280 px box: 1040 px of canvas in view beside the row headers. */
const memoryAt = (left: number, perDay: number) => {
  const memory = new ScrollMemory(1280);
  memory.committed(perDay, null);
  memory.scrolled(left);
  return memory;
};

describe('the scroll memory of a board (D61)', () => {
  it('plans nothing while the scale and the position stay', () => {
    const memory = memoryAt(4000, ZOOM_PIXELS_PER_DAY.week);
    expect(memory.plan(range, ZOOM_PIXELS_PER_DAY.week, header)).toBeNull();
    expect(memory.windowStep(null)).toBe(4000);
  });

  it('keeps the day in the middle of the view in place when the Zoom control changes the level', () => {
    const week = ZOOM_PIXELS_PER_DAY.week;
    const month = ZOOM_PIXELS_PER_DAY.month;
    const memory = memoryAt(4000, week);
    const middleDay = (4000 + 520) / week;
    const planned = memory.plan(range, month, header);
    expect(planned).toBeCloseTo(middleDay * month - 520, 6);
    // The window the rows render for is the new one, in the same render.
    expect(memory.windowStep(planned)).toBe(Math.floor((planned ?? 0) / HORIZONTAL_STEP_PX) * HORIZONTAL_STEP_PX);
    memory.committed(month, planned);
    expect(memory.scrollLeft).toBe(planned);
    expect(memory.plan(range, month, header)).toBeNull();
  });

  it('keeps the day under the pointer in place for a wheel or a pinch', () => {
    const memory = memoryAt(3000, ZOOM_PIXELS_PER_DAY.month);
    memory.anchorAt(100);
    const dayUnderPointer = (3000 + 100) / ZOOM_PIXELS_PER_DAY.month;
    const planned = memory.plan(range, ZOOM_PIXELS_PER_DAY.week, header) ?? Number.NaN;
    expect((planned + 100) / ZOOM_PIXELS_PER_DAY.week).toBeCloseTo(dayUnderPointer, 6);
    memory.committed(ZOOM_PIXELS_PER_DAY.week, planned);
    // The anchor is used once: the next change of scale is about the middle again.
    const next = memory.plan(range, ZOOM_PIXELS_PER_DAY.day, header) ?? Number.NaN;
    expect((next + 520) / ZOOM_PIXELS_PER_DAY.day).toBeCloseTo((planned + 520) / ZOOM_PIXELS_PER_DAY.week, 6);
  });

  it('clamps to the canvas at either end', () => {
    const day = ZOOM_PIXELS_PER_DAY.day;
    const year = fitPixelsPerDay(range, 'year', 1040);
    // Zooming out near the end: the canvas is narrower than the view, so the box cannot scroll.
    expect(memoryAt(30000, day).plan(range, year, header)).toBe(0);
    // Zooming in near the start about a pointer at the left edge: never below 0.
    const memory = memoryAt(0, ZOOM_PIXELS_PER_DAY.month);
    memory.anchorAt(-50);
    expect(memory.plan(range, day, header)).toBe(0);
    // A day asked for past the end stops at the last scrollable position.
    const end = memoryAt(0, day);
    end.requestDay('2026-12-31', 'start');
    expect(end.plan(range, day, header)).toBe(header + 730 * day - 1280);
  });

  it('brings a day asked for to the start or the middle of the view, before any scale change', () => {
    const week = ZOOM_PIXELS_PER_DAY.week;
    const memory = new ScrollMemory(1280);
    memory.requestDay('2025-07-20', 'start');
    expect(memory.hasRequest).toBe(true);
    expect(memory.plan(range, week, header)).toBe(dayX(range, week, '2025-07-20'));
    memory.requestDay('2025-07-20', 'center');
    expect(memory.plan(range, week, header)).toBe(dayX(range, week, '2025-07-20') + week / 2 - 520);
    memory.committed(week, memory.plan(range, week, header));
    expect(memory.hasRequest).toBe(false);
  });

  it('asks for a render only when scrolling crosses a step', () => {
    const memory = memoryAt(400, ZOOM_PIXELS_PER_DAY.week);
    expect(memory.scrolled(450)).toBe(false);
    expect(memory.scrollLeft).toBe(450);
    expect(memory.scrolled(650)).toBe(true);
    expect(memory.windowStep(null)).toBe(600);
  });

  it('plans with the width the ResizeObserver measured last', () => {
    const memory = memoryAt(4000, ZOOM_PIXELS_PER_DAY.week);
    memory.resized(390);
    // 150 px of phone headers: 240 px of canvas in view, its middle 120 px in.
    const planned = memory.plan(range, ZOOM_PIXELS_PER_DAY.month, 150) ?? Number.NaN;
    expect((planned + 120) / ZOOM_PIXELS_PER_DAY.month).toBeCloseTo((4000 + 120) / ZOOM_PIXELS_PER_DAY.week, 6);
  });
});
