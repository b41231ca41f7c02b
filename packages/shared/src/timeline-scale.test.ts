import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, fromDayNumber } from './dates.js';
import {
  dayAtX,
  dayX,
  fillRange,
  fitPixelsPerDay,
  firstWeekendOffset,
  fitZoomLevel,
  parseZoomLevel,
  scaleAxis,
  showsWeekends,
  weekday,
  weekLineOffset,
  isoWeekNumber,
  ZOOM_LEVELS,
  ZOOM_PIXELS_PER_DAY,
  zoomStep,
  type ScaleRange,
} from './timeline-scale.js';
import { preferenceValueSchema } from './schemas/preferences.js';

const labels = (ticks: { label: string }[]) => ticks.map((tick) => tick.label);

describe('zoom levels', () => {
  it('reads only the five level names', () => {
    expect(parseZoomLevel('month')).toBe('month');
    expect(parseZoomLevel('Month')).toBeNull();
    expect(parseZoomLevel('decade')).toBeNull();
    expect(parseZoomLevel(undefined)).toBeNull();
  });

  it('steps in towards Day and out towards Year, stopping at the ends', () => {
    expect(zoomStep('month', 1)).toBe('week');
    expect(zoomStep('month', -1)).toBe('quarter');
    expect(zoomStep('day', 1)).toBe('day');
    expect(zoomStep('year', -1)).toBe('year');
  });

  it('has fewer pixels per day at every level further out', () => {
    const perDay = ZOOM_LEVELS.map((level) => ZOOM_PIXELS_PER_DAY[level]);
    expect([...perDay].sort((a, b) => b - a)).toEqual(perDay);
  });

  it('fits a project with the closest level whose canvas fits the width', () => {
    expect(fitZoomLevel(20, 1000)).toBe('day'); // 20 × 48 = 960
    expect(fitZoomLevel(30, 1000)).toBe('week'); // 30 × 20 = 600
    expect(fitZoomLevel(150, 1000)).toBe('month'); // 150 × 6 = 900
    expect(fitZoomLevel(400, 1000)).toBe('quarter');
    expect(fitZoomLevel(1500, 1000)).toBe('year');
    expect(fitZoomLevel(50_000, 1000)).toBe('year');
  });

  it('shades weekends at Day and Week zoom only', () => {
    expect(ZOOM_LEVELS.filter(showsWeekends)).toEqual(['day', 'week']);
  });
});

describe('positions', () => {
  const range = { start: '2025-07-20', end: '2025-08-20' };

  it('puts a day at its offset from the range start and back', () => {
    expect(dayX(range, 20, '2025-07-20')).toBe(0);
    expect(dayX(range, 20, '2025-07-25')).toBe(100);
    expect(dayAtX(range, 20, 100)).toBe('2025-07-25');
    expect(dayAtX(range, 20, 119.9)).toBe('2025-07-25');
    expect(dayAtX(range, 20, -1)).toBe('2025-07-19');
  });

  it('round-trips any day through x', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.constantFrom(...ZOOM_LEVELS), (offset, level) => {
        const date = addDays(range.start, offset);
        const perDay = ZOOM_PIXELS_PER_DAY[level];
        expect(dayAtX(range, perDay, dayX(range, perDay, date) + perDay / 2)).toBe(date);
      }),
    );
  });

  it('pushes a short range out to fill the width and leaves a long one alone', () => {
    expect(fillRange({ start: '2025-01-01', end: '2025-01-10' }, 10, 200)).toEqual({
      start: '2025-01-01',
      end: '2025-01-20',
    });
    expect(fillRange({ start: '2025-01-01', end: '2025-03-01' }, 10, 200)).toEqual({
      start: '2025-01-01',
      end: '2025-03-01',
    });
  });

  it("uses the level's pixels per day unless the range is too short to fill the width", () => {
    const range = { start: '2025-07-20', end: '2025-08-16' }; // 28 days
    expect(fitPixelsPerDay(range, 'day', 1000)).toBe(48);
    expect(fitPixelsPerDay(range, 'week', 1000)).toBeCloseTo(1000 / 28, 6);
    expect(fitPixelsPerDay(range, 'year', 1000)).toBeCloseTo(1000 / 28, 6);
  });

  it('finds the first Saturday for weekend shading', () => {
    expect(weekday(dayNumber('2025-07-20'))).toBe(0); // a Sunday
    expect(firstWeekendOffset('2025-07-20')).toBe(6);
    expect(firstWeekendOffset('2025-07-26')).toBe(0);
    expect(firstWeekendOffset('2025-07-27')).toBe(6);
  });
});

describe('scaleAxis', () => {
  it("labels weeks 'Week N' by their ISO 8601 number from Monday, with day numbers below, at Week zoom (D56)", () => {
    // 2025-07-20 is the Sunday ending ISO week 29.
    const axis = scaleAxis({ start: '2025-07-20', end: '2025-08-05' }, 'week', 20);
    expect(labels(axis.major)).toEqual(['Week 29', 'Week 30', 'Week 31', 'Week 32']);
    expect(axis.major.map((tick) => [tick.x, tick.width])).toEqual([
      [0, 20],
      [20, 140],
      [160, 140],
      [300, 40],
    ]);
    expect(axis.minor).toHaveLength(17);
    expect(axis.minor[0]).toEqual({ start: '2025-07-20', x: 0, width: 20, label: '20' });
    expect(axis.minor[12]?.label).toBe('1'); // August 1st
  });

  it('numbers a week the same on any canvas: the portfolio’s five years and a timeline’s range agree (D56)', () => {
    const week = (start: string) => scaleAxis({ start, end: '2025-08-10' }, 'week', 20).major.find((tick) => tick.start <= '2025-08-04' && '2025-08-04' < addDays(tick.start, 7));
    expect(week('2024-01-01')?.label).toBe('Week 32');
    expect(week('2025-07-20')?.label).toBe('Week 32');
  });

  it('numbers ISO weeks across the turn of a year', () => {
    expect(isoWeekNumber(dayNumber('2024-12-30'))).toBe(1); // a Monday: week 1 of 2025 holds Thursday 2 January
    expect(isoWeekNumber(dayNumber('2025-01-05'))).toBe(1);
    expect(isoWeekNumber(dayNumber('2025-01-06'))).toBe(2);
    expect(isoWeekNumber(dayNumber('2026-12-28'))).toBe(53); // 2026 starts on a Thursday: 53 weeks
    expect(isoWeekNumber(dayNumber('2027-01-03'))).toBe(53);
    expect(isoWeekNumber(dayNumber('2027-01-04'))).toBe(1);
    expect(isoWeekNumber(dayNumber('2021-01-03'))).toBe(53);
  });

  it('labels days with their weekday at Day zoom, under the months', () => {
    const axis = scaleAxis({ start: '2025-07-30', end: '2025-08-02' }, 'day', 48);
    expect(labels(axis.minor)).toEqual(['Wed 30', 'Thu 31', 'Fri 1', 'Sat 2']);
    expect(labels(axis.major)).toEqual(['Jul 2025', 'Aug 2025']);
    expect(axis.major.map((tick) => tick.width)).toEqual([96, 96]);
  });

  it('labels months with Monday week ticks at Month zoom, the first month clipped to the range', () => {
    const axis = scaleAxis({ start: '2025-07-20', end: '2025-09-30' }, 'month', 6);
    expect(labels(axis.major)).toEqual(['Jul 2025', 'Aug 2025', 'Sep 2025']);
    expect(axis.major[0]).toMatchObject({ start: '2025-07-20', x: 0, width: 12 * 6 });
    expect(axis.major[1]).toMatchObject({ start: '2025-08-01', x: 12 * 6, width: 31 * 6 });
    // The week holding the range start is clipped to it; the next starts on Monday the 21st.
    expect(axis.minor.slice(0, 2).map((tick) => [tick.start, tick.label])).toEqual([
      ['2025-07-20', '14'],
      ['2025-07-21', '21'],
    ]);
  });

  it("labels quarters 'Q3 2025' with months below at Quarter zoom", () => {
    const axis = scaleAxis({ start: '2025-08-15', end: '2026-02-01' }, 'quarter', 2);
    expect(labels(axis.major)).toEqual(['Q3 2025', 'Q4 2025', 'Q1 2026']);
    expect(labels(axis.minor)).toEqual(['Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb']);
  });

  it('labels years with quarters below at Year zoom', () => {
    const axis = scaleAxis({ start: '2024-11-01', end: '2026-03-01' }, 'year', 0.6);
    expect(labels(axis.major)).toEqual(['2024', '2025', '2026']);
    expect(labels(axis.minor)).toEqual(['Q4', 'Q1', 'Q2', 'Q3', 'Q4', 'Q1']);
  });

  it('covers the range exactly: ticks abut, start at 0 and end at the canvas width', () => {
    const range = fc
      .tuple(fc.integer({ min: 15_000, max: 25_000 }), fc.integer({ min: 0, max: 900 }))
      .map(([start, length]): ScaleRange => ({ start: fromDayNumber(start), end: fromDayNumber(start + length) }));
    fc.assert(
      fc.property(range, fc.constantFrom(...ZOOM_LEVELS), (scaleRange, level) => {
        const perDay = ZOOM_PIXELS_PER_DAY[level];
        const width = (dayNumber(scaleRange.end) - dayNumber(scaleRange.start) + 1) * perDay;
        const axis = scaleAxis(scaleRange, level, perDay);
        for (const row of [axis.major, axis.minor]) {
          expect(row[0]?.x).toBe(0);
          for (let i = 1; i < row.length; i += 1) {
            expect(row[i]?.x).toBeCloseTo((row[i - 1]?.x ?? 0) + (row[i - 1]?.width ?? 0), 6);
          }
          const last = row[row.length - 1];
          expect((last?.x ?? 0) + (last?.width ?? 0)).toBeCloseTo(width, 6);
        }
      }),
    );
  });

  it('cuts a week that crosses a month at Month zoom, so the month lines are week lines too (D52)', () => {
    const axis = scaleAxis({ start: '2025-07-20', end: '2025-09-30' }, 'month', 6);
    // Monday July 28th's week runs into August: its August part is a tick of its own, labelled 1.
    const around = axis.minor.filter((tick) => tick.start >= '2025-07-28' && tick.start <= '2025-08-04');
    expect(around.map((tick) => [tick.start, tick.label, tick.width])).toEqual([
      ['2025-07-28', '28', 4 * 6],
      ['2025-08-01', '1', 3 * 6],
      ['2025-08-04', '4', 7 * 6],
    ]);
  });

  it('starts every upper tick where a lower one starts, at every level, with or without a window', () => {
    const range = fc
      .tuple(fc.integer({ min: 15_000, max: 25_000 }), fc.integer({ min: 0, max: 900 }))
      .map(([start, length]): ScaleRange => ({ start: fromDayNumber(start), end: fromDayNumber(start + length) }));
    fc.assert(
      fc.property(range, fc.constantFrom(...ZOOM_LEVELS), fc.integer({ min: 0, max: 2000 }), (scaleRange, level, from) => {
        const perDay = ZOOM_PIXELS_PER_DAY[level];
        for (const window of [undefined, { from, to: from + 1200 }]) {
          const axis = scaleAxis(scaleRange, level, perDay, window);
          const minorStarts = new Set(axis.minor.map((tick) => tick.start));
          const firstMinor = axis.minor[0]?.start ?? '';
          for (const tick of axis.major) if (tick.start >= firstMinor) expect(minorStarts).toContain(tick.start);
        }
      }),
    );
  });

  it("puts the rows' week lines on the axis's week ticks: Mondays at Day, Week and Month, none further out", () => {
    const start = '2025-07-20'; // a Sunday
    expect(weekLineOffset('week', start)).toBe(1);
    expect(weekLineOffset('day', start)).toBe(1);
    expect(weekLineOffset('month', '2025-07-21')).toBe(0);
    expect(weekLineOffset('month', '2025-07-22')).toBe(6);
    expect(weekLineOffset('quarter', start)).toBeNull();
    expect(weekLineOffset('year', start)).toBeNull();
    const axis = scaleAxis({ start, end: '2025-09-30' }, 'month', 6);
    const lineDay = addDays(start, weekLineOffset('month', start) ?? 0);
    expect(axis.minor.map((tick) => tick.start)).toContain(lineDay);
  });

  it('returns only the ticks a window touches, so a long range at Day zoom stays small', () => {
    const range = { start: '2020-01-01', end: '2029-12-31' };
    const axis = scaleAxis(range, 'day', 48, { from: 48 * 100, to: 48 * 100 + 1000 });
    expect(axis.minor.length).toBeLessThanOrEqual(23);
    expect(axis.minor[0]?.start).toBe(addDays(range.start, 100));
    expect(axis.minor.every((tick) => tick.x + tick.width > 48 * 100 && tick.x <= 48 * 100 + 1000)).toBe(true);
    expect(labels(axis.major)).toEqual(['Apr 2020']);
  });
});

describe('timeline preferences', () => {
  it('keeps a zoom level and a first visible day, refusing anything else with the field named', () => {
    expect(preferenceValueSchema('timeline', 'zoom').safeParse('quarter').success).toBe(true);
    const wrong = preferenceValueSchema('timeline', 'zoom').safeParse('decade');
    expect(wrong.error?.issues[0]?.message).toBe('must be one of day, week, month, quarter, year');
    expect(preferenceValueSchema('timeline', 'visible_start').safeParse('2025-08-01').success).toBe(true);
    expect(preferenceValueSchema('timeline', 'visible_start').safeParse('2025-02-30').success).toBe(false);
  });
});
