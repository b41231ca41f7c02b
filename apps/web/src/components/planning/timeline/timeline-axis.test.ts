import { describe, expect, it } from 'vitest';
import { scaleAxis, ZOOM_LEVELS } from '@plotline/shared';
import { majorLabel, minorLabel, TODAY_BADGE_WIDTH, todayBadgeLeft, todayBadgeSlide } from './timeline-axis';
import { isCutLabel } from './use-whole-axis-labels';

describe('the Today badge', () => {
  it('sits centred on the line, and inside the canvas at either end', () => {
    expect(todayBadgeLeft(500, 1000)).toBe(500 - TODAY_BADGE_WIDTH / 2);
    // Year zoom, today a few px before the range's end: the badge ends at the canvas's edge.
    expect(todayBadgeLeft(995, 1000)).toBe(1000 - TODAY_BADGE_WIDTH);
    expect(todayBadgeLeft(3, 1000)).toBe(0);
  });

  it('ends at the last whole px of a canvas with fractional days, the last a scroll box can show', () => {
    // Year zoom at 390 px: a 307.19 px canvas, today 4 px from its end. The box scrolls to 307 at most.
    const width = 307.1875;
    expect(todayBadgeLeft(303, width) + TODAY_BADGE_WIDTH).toBe(307);
    expect(todayBadgeSlide(303, width, 0.84).to).toBe(307);
  });

  it('slides only where it covers the line or the rest of today, within the canvas, and has room for itself there', () => {
    const width = 1000;
    for (const perDay of [0.6, 20, 48]) {
      for (const todayX of [0, 3, 17, 18, 40, 500, 982, 995, 1000]) {
        const at = `at ${todayX}, ${perDay} px a day`;
        const { from, to } = todayBadgeSlide(todayX, width, perDay);
        expect(from).toBeGreaterThanOrEqual(0);
        expect(to).toBeLessThanOrEqual(width);
        expect(to - from, at).toBeGreaterThanOrEqual(TODAY_BADGE_WIDTH);
        // Its centred place is in the stretch; at its left end the badge covers the line, at its
        // right end it starts within today's day (the line is at the day's middle).
        const centred = todayBadgeLeft(todayX, width);
        expect(centred).toBeGreaterThanOrEqual(from);
        expect(centred + TODAY_BADGE_WIDTH).toBeLessThanOrEqual(to);
        expect(from, at).toBeLessThanOrEqual(todayX);
        expect(from + TODAY_BADGE_WIDTH, at).toBeGreaterThanOrEqual(todayX);
        expect(to - TODAY_BADGE_WIDTH, at).toBeLessThanOrEqual(todayX + perDay / 2);
        expect(to - TODAY_BADGE_WIDTH, at).toBeGreaterThanOrEqual(Math.min(todayX, width - TODAY_BADGE_WIDTH));
      }
    }
  });

  it('stays whole right of the row headers while any of today is in view (the line already under them)', () => {
    // Week zoom, 20 px a day, today's day from 500 to 520: the view's canvas starts at 515, so the
    // line (510) is under the headers and 5 px of today are in view. A sticky badge stops at the
    // stretch's right end less its width: it may start at 515, right of the headers.
    const { to } = todayBadgeSlide(510, 1000, 20);
    expect(to - TODAY_BADGE_WIDTH).toBeGreaterThanOrEqual(515);
    // Once today has gone (the canvas from 521), it goes under the headers with the day.
    expect(to - TODAY_BADGE_WIDTH).toBeLessThan(521);
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

describe('an upper-row label under the row headers', () => {
  const entry = (isIntersecting: boolean, shown: number, width = 50) => ({
    isIntersecting,
    intersectionRect: { width: shown },
    boundingClientRect: { width },
  });

  it('is cut (not drawn) when only part of it is right of the headers', () => {
    expect(isCutLabel(entry(true, 30))).toBe(true);
    expect(isCutLabel(entry(true, 1))).toBe(true);
  });

  it('is drawn when whole, to half a pixel, or wholly under the headers (they cover it)', () => {
    expect(isCutLabel(entry(true, 50))).toBe(false);
    expect(isCutLabel(entry(true, 49.6))).toBe(false);
    expect(isCutLabel(entry(false, 0))).toBe(false);
  });
});
