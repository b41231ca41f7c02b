import { describe, expect, it } from 'vitest';
import { pageSlices } from './print-slices.js';

describe('pageSlices', () => {
  it('keeps a range that fits a page whole', () => {
    expect(pageSlices(30, 40, [7, 14, 21, 28])).toEqual([{ start: 0, end: 30 }]);
  });

  it('cuts at the last unit boundary that fits each page', () => {
    // Weeks from day 0: 40 days fit a page, so five weeks a page.
    const weeks = Array.from({ length: 26 }, (_, index) => index * 7);
    expect(pageSlices(181, 40, weeks)).toEqual([
      { start: 0, end: 35 },
      { start: 35, end: 70 },
      { start: 70, end: 105 },
      { start: 105, end: 140 },
      { start: 140, end: 175 },
      { start: 175, end: 181 },
    ]);
  });

  it('cuts at whole days when a unit is wider than a page, and covers every day once', () => {
    const slices = pageSlices(100, 16, [31, 59, 90]);
    expect(slices[0]).toEqual({ start: 0, end: 16 });
    expect(slices.every((slice) => slice.end - slice.start <= 16 && slice.end > slice.start)).toBe(true);
    expect(slices.map((slice) => slice.start)).toEqual([0, ...slices.slice(0, -1).map((slice) => slice.end)]);
    expect(slices.at(-1)!.end).toBe(100);
    // Where a boundary fits, it is used.
    expect(slices.some((slice) => slice.end === 31)).toBe(true);
  });

  it('takes at least a day a page, and boundaries in any order or repeated', () => {
    expect(pageSlices(3, 0.4, [])).toEqual([
      { start: 0, end: 1 },
      { start: 1, end: 2 },
      { start: 2, end: 3 },
    ]);
    expect(pageSlices(20, 10, [14, 7, 7, 0, 25])).toEqual([
      { start: 0, end: 7 },
      { start: 7, end: 14 },
      { start: 14, end: 20 },
    ]);
  });
});
