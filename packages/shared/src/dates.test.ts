import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumber,
  durationDays,
  eventDays,
  formatUsDate,
  fromDayNumber,
  isEndBeforeStart,
  localToday,
  shiftEvent,
  toCalendarDate,
  toImportDateTime,
  toWireDate,
  parseTimeRange,
} from './dates.js';
import { timeRangeSchema } from './schemas/preferences.js';

/** Any real calendar date between 1970 and 2199. */
const calendarDate = fc
  .integer({ min: 0, max: 84_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

describe('shiftEvent', () => {
  it('moves start and end by the same days, across months and leap days', () => {
    expect(shiftEvent('2028-02-27', '2028-03-01', 2)).toEqual({ start: '2028-02-29', end: '2028-03-03' });
    expect(shiftEvent('2025-07-30', '2025-08-02', 3)).toEqual({ start: '2025-08-02', end: '2025-08-05' });
  });

  it('keeps a single-day event single-day', () => {
    expect(shiftEvent('2026-03-10', null, -7)).toEqual({ start: '2026-03-03', end: null });
  });

  it('keeps the duration for any shift', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: 400 }), fc.integer({ min: -1000, max: 1000 }), (start, length, days) => {
        const end = addDays(start, length);
        const moved = shiftEvent(start, end, days);
        expect(durationDays(moved.start, moved.end)).toBe(durationDays(start, end));
        expect(dayNumber(moved.start) - dayNumber(start)).toBe(days);
      }),
    );
  });
});

describe('eventDays', () => {
  it('reads calendar days from wire timestamps; a one-day event has no end', () => {
    expect(eventDays({ date: '2025-07-30T12:00:00.000Z', endDate: '2025-08-02T12:00:00.000Z' })).toEqual({ start: '2025-07-30', end: '2025-08-02' });
    expect(eventDays({ date: '2025-07-30T12:00:00.000Z', endDate: null })).toEqual({ start: '2025-07-30', end: null });
    expect(eventDays({ date: '2025-07-30T12:00:00.000Z', endDate: '2025-07-30T12:00:00.000Z' })).toEqual({ start: '2025-07-30', end: null });
  });
});

describe('localToday', () => {
  it("is the local calendar day, late evening included (not UTC's)", () => {
    expect(localToday(new Date(2026, 2, 10, 23, 59))).toBe('2026-03-10');
    expect(localToday(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });
});

describe('toCalendarDate', () => {
  it('accepts YYYY-MM-DD as it is', () => {
    expect(toCalendarDate('2025-07-20')).toBe('2025-07-20');
    expect(toCalendarDate(' 2024-02-29 ')).toBe('2024-02-29');
  });

  it('reads an ISO timestamp as its UTC calendar day', () => {
    expect(toCalendarDate('2025-07-20T12:00:00.000Z')).toBe('2025-07-20');
    expect(toCalendarDate('2025-07-20T23:30:00Z')).toBe('2025-07-20');
    // An offset moves the instant, and the UTC day is what counts.
    expect(toCalendarDate('2025-07-20T23:30:00-02:00')).toBe('2025-07-21');
    expect(toCalendarDate('2025-07-21T00:30:00+02:00')).toBe('2025-07-20');
  });

  it('reads the import format "YYYY-MM-DD HH:MM:SS" (no offset) as UTC', () => {
    expect(toCalendarDate('2025-07-20 12:00:00')).toBe('2025-07-20');
    expect(toCalendarDate('2025-07-20 23:59:59')).toBe('2025-07-20');
  });

  it.each([
    '',
    'tomorrow',
    '2025-13-01',
    '2025-02-29',
    '2025-04-31',
    '2025-00-10',
    '2025-1-5',
    '20250720',
    '2025-07-20T25:00:00Z',
  ])('refuses %j', (input) => {
    expect(toCalendarDate(input)).toBeNull();
  });

  it('round-trips every calendar date through the wire form', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        expect(toCalendarDate(date)).toBe(date);
        expect(toCalendarDate(toWireDate(date))).toBe(date);
        expect(toCalendarDate(toImportDateTime(date))).toBe(date);
      }),
    );
  });
});

describe('wire and display forms', () => {
  it('puts wire dates at noon UTC', () => {
    expect(toWireDate('2025-07-20')).toBe('2025-07-20T12:00:00.000Z');
    expect(new Date(toWireDate('2025-07-20')).toISOString()).toBe('2025-07-20T12:00:00.000Z');
  });

  it('shows mm/dd/yyyy in tooltips', () => {
    expect(formatUsDate('2025-07-04')).toBe('07/04/2025');
    expect(formatUsDate('2025-11-15')).toBe('11/15/2025');
  });

  it('writes the import/export date-time at noon', () => {
    expect(toImportDateTime('2025-07-20')).toBe('2025-07-20 12:00:00');
  });
});

describe('day arithmetic', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2025-07-31', 1)).toBe('2025-08-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-07-20', -14)).toBe('2025-07-06');
  });

  it('is unaffected by daylight-saving changes (pure UTC days)', () => {
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
    expect(durationDays('2025-10-25', '2025-10-27')).toBe(3);
  });

  it('dayNumber and fromDayNumber are inverses', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        expect(fromDayNumber(dayNumber(date))).toBe(date);
        expect(dayNumber(addDays(date, days)) - dayNumber(date)).toBe(days);
      }),
    );
  });
});

describe('isEndBeforeStart', () => {
  it('holds only for an end strictly before the start, and leaves empty values alone', () => {
    expect(isEndBeforeStart('2025-08-02', '2025-08-01')).toBe(true);
    expect(isEndBeforeStart('2025-08-01', '2025-08-01')).toBe(false);
    expect(isEndBeforeStart('2025-08-01', '2025-12-31')).toBe(false);
    expect(isEndBeforeStart('2025-08-01', null)).toBe(false);
    expect(isEndBeforeStart('2025-08-01', '')).toBe(false);
    expect(isEndBeforeStart('', '2025-08-01')).toBe(false);
  });

  it('agrees with day numbers for any two dates', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, (start, end) => {
        expect(isEndBeforeStart(start, end)).toBe(dayNumber(end) < dayNumber(start));
      }),
    );
  });
});

describe('durationDays counts both ends', () => {
  it('a single-day event lasts 1 day', () => {
    expect(durationDays('2025-07-20', null)).toBe(1);
    expect(durationDays('2025-07-20', undefined)).toBe(1);
    expect(durationDays('2025-07-20', '2025-07-20')).toBe(1);
  });

  it('a multi-day event lasts end − start + 1 days', () => {
    expect(durationDays('2025-07-20', '2025-07-22')).toBe(3);
    expect(durationDays('2025-02-27', '2025-03-01')).toBe(3);
    expect(durationDays('2024-02-27', '2024-03-01')).toBe(4);
  });

  it('holds for any span', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: 3000 }), (start, span) => {
        expect(durationDays(start, addDays(start, span))).toBe(span + 1);
      }),
    );
  });
});

describe('parseTimeRange (timeRangeSchema without zod, docs/decisions.md D82)', () => {
  it('accepts what timeRangeSchema accepts and refuses the rest', () => {
    const cases: unknown[] = [
      { start: '2026-01-01', end: '2026-02-01' },
      { start: '2026-01-01T12:00:00.000Z', end: '2026-01-01' },
      { start: '2026-02-01', end: '2026-01-01' },
      { start: '2026-02-30', end: '2026-03-01' },
      { start: '2026-01-01' },
      '2026-01-01',
      null,
      { start: 1, end: 2 },
    ];
    for (const value of cases) {
      const parsed = timeRangeSchema.safeParse(value);
      expect(parseTimeRange(value)).toEqual(parsed.success ? parsed.data : null);
    }
    expect(parseTimeRange({ start: '2026-01-01T12:00:00.000Z', end: '2026-01-02' })).toEqual({ start: '2026-01-01', end: '2026-01-02' });
  });
});
