import { describe, expect, it } from 'vitest';
import { scaleAxis } from '@plotline/shared';
import { minorLabel, TODAY_BADGE_WIDTH, todayBadgeLeft } from './timeline-axis';

describe('the Today badge', () => {
  it('sits centred on the line, and inside the canvas at either end', () => {
    expect(todayBadgeLeft(500, 1000)).toBe(500 - TODAY_BADGE_WIDTH / 2);
    // Year zoom, today a few px before the range's end: the badge ends at the canvas's edge.
    expect(todayBadgeLeft(995, 1000)).toBe(1000 - TODAY_BADGE_WIDTH);
    expect(todayBadgeLeft(3, 1000)).toBe(0);
  });

  it("hides the day numbers it would cover at Week zoom, and only those", () => {
    // Week zoom, 20 px a day: today is 2025-07-30, the 11th day of the range.
    const axis = scaleAxis({ start: '2025-07-20', end: '2025-08-10' }, 'week', 20);
    const todayX = 10 * 20 + 10;
    const shown = axis.minor.map((tick) => minorLabel(tick, todayBadgeLeft(todayX, 22 * 20)));
    expect(shown.slice(9, 12)).toEqual([null, null, null]); // the 29th, 30th and 31st sit under the badge
    expect(shown[8]).toBe('28');
    expect(shown[12]).toBe('1');
    expect(axis.minor.map((tick) => minorLabel(tick, null))).toEqual(axis.minor.map((tick) => tick.label));
  });

  it('keeps a label that does not fit its tick off, as before', () => {
    expect(minorLabel({ start: '2025-07-20', x: 0, width: 8, label: '20' }, null)).toBeNull();
  });
});
