import { describe, expect, it } from 'vitest';
import { scaleAxis, ZOOM_LEVELS } from '@plotline/shared';
import { majorLabel, minorLabel, TODAY_BADGE_WIDTH, todayBadgeLeft, todayBadgeSlide } from './timeline-axis';

describe('the Today badge', () => {
  it('sits centred on the line, and inside the canvas at either end', () => {
    expect(todayBadgeLeft(500, 1000)).toBe(500 - TODAY_BADGE_WIDTH / 2);
    // Year zoom, today a few px before the range's end: the badge ends at the canvas's edge.
    expect(todayBadgeLeft(995, 1000)).toBe(1000 - TODAY_BADGE_WIDTH);
    expect(todayBadgeLeft(3, 1000)).toBe(0);
  });

  it('slides only where it still covers the line, within the canvas, and has room for itself there', () => {
    const width = 1000;
    for (const todayX of [0, 3, 17, 18, 40, 500, 982, 995, 1000]) {
      const { from, to } = todayBadgeSlide(todayX, width);
      expect(from).toBeGreaterThanOrEqual(0);
      expect(to).toBeLessThanOrEqual(width);
      expect(to - from, `at ${todayX}`).toBeGreaterThanOrEqual(TODAY_BADGE_WIDTH);
      // Its centred place is in the stretch, and at either end of it the badge still covers the line.
      const centred = todayBadgeLeft(todayX, width);
      expect(centred).toBeGreaterThanOrEqual(from);
      expect(centred + TODAY_BADGE_WIDTH).toBeLessThanOrEqual(to);
      for (const left of [from, to - TODAY_BADGE_WIDTH]) {
        expect(left, `at ${todayX}`).toBeLessThanOrEqual(todayX);
        expect(left + TODAY_BADGE_WIDTH, `at ${todayX}`).toBeGreaterThanOrEqual(todayX);
      }
    }
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

describe('the upper row at a range’s start', () => {
  it('leaves the label of a sliver of a unit off, so it neither overlaps the next one nor is cut', () => {
    // A Sunday start at Week zoom: one day of week 29 (20 px), then week 30 whole.
    const axis = scaleAxis({ start: '2025-07-20', end: '2025-08-10' }, 'week', 20);
    expect(axis.major[0]).toMatchObject({ label: 'Week 29', width: 20 });
    expect(axis.major.map(majorLabel)).toEqual([null, 'Week 30', 'Week 31', 'Week 32']);
  });

  it('labels every whole unit at every level, and no label is wider than its tick', () => {
    for (const zoom of ZOOM_LEVELS) {
      const perDay = { day: 48, week: 20, month: 6, quarter: 2, year: 0.6 }[zoom];
      const axis = scaleAxis({ start: '2025-01-01', end: '2027-12-31' }, zoom, perDay, { from: 0, to: 4000 });
      const whole = axis.major.slice(1, -1);
      expect(whole.length, zoom).toBeGreaterThan(0);
      for (const tick of whole) expect(majorLabel(tick), `${zoom} ${tick.label}`).toBe(tick.label);
      for (const tick of axis.major) {
        if (majorLabel(tick) !== null) expect(tick.label.length * 7 + 12, tick.label).toBeLessThanOrEqual(tick.width);
      }
    }
  });
});
