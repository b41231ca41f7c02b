/*
 * Date rules of the wire contract: the database keeps calendar dates ('YYYY-MM-DD'); the wire
 * carries ISO timestamps at 12:00:00.000Z; inputs accept either form (an ISO timestamp counts
 * as its UTC calendar day). Durations count both ends.
 */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DAY_MS = 86_400_000;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** The calendar day of an input, or null when it is not a real date in an accepted form. */
export function toCalendarDate(input: string): string | null {
  const trimmed = input.trim();
  const dateOnly = DATE_ONLY.exec(trimmed);
  if (dateOnly) {
    const [, y, m, d] = dateOnly;
    return isRealDate(Number(y), Number(m), Number(d)) ? trimmed : null;
  }
  const timestamp = ISO_TIMESTAMP.exec(trimmed);
  if (!timestamp) return null;
  const [, y, m, d] = timestamp;
  if (!isRealDate(Number(y), Number(m), Number(d))) return null;
  // A timestamp without an offset is read as UTC, as the import format's 'YYYY-MM-DD HH:MM:SS' is.
  const normalized = timestamp[6] ? trimmed.replace(' ', 'T') : `${trimmed.replace(' ', 'T')}Z`;
  const ms = Date.parse(normalized);
  if (Number.isNaN(ms)) return null;
  return new Date(ms).toISOString().slice(0, 10);
}

/** Calendar date → wire timestamp (noon UTC). */
/**
 * The one event-date rule: an end date, when there is one, is not before the start (calendar dates,
 * 'YYYY-MM-DD', compare as strings). Empty or missing values are someone else's check.
 */
export const isEndBeforeStart = (start: string | null | undefined, end: string | null | undefined): boolean =>
  Boolean(start && end && end < start);

export const toWireDate = (calendarDate: string): string => `${calendarDate}T12:00:00.000Z`;

/** Calendar date → milliseconds at UTC midnight; the basis of all day arithmetic. */
export const dayNumber = (calendarDate: string): number => Math.round(Date.parse(`${calendarDate}T00:00:00Z`) / DAY_MS);

export const fromDayNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const addDays = (calendarDate: string, days: number): string => fromDayNumber(dayNumber(calendarDate) + days);

/** Days between two calendar dates, counting both ends (a single-day event lasts 1 day). */
export function durationDays(start: string, end: string | null | undefined): number {
  if (!end) return 1;
  return dayNumber(end) - dayNumber(start) + 1;
}

/** mm/dd/yyyy, as tooltips show dates. */
export function formatUsDate(calendarDate: string): string {
  const [y, m, d] = calendarDate.split('-');
  return `${m}/${d}/${y}`;
}

/**
 * An event's first and last calendar day from its wire timestamps; `end` is null for a single-day
 * event (and for an end before the start, which the API never answers, so no view draws it backwards).
 */
export function eventDays(event: { date: string; endDate: string | null }): { start: string; end: string | null } {
  const start = event.date.slice(0, 10);
  const end = event.endDate ? event.endDate.slice(0, 10) : null;
  return { start, end: end === null || end <= start ? null : end };
}

/**
 * An event moved by a number of days: start and end move together, so the duration is kept and a
 * single-day event's end stays null. The timeline's drag and the calendar's drop both use it.
 */
export function shiftEvent(start: string, end: string | null, days: number): { start: string; end: string | null } {
  return { start: addDays(start, days), end: end ? addDays(end, days) : null };
}

/** Today's calendar date in the user's own time zone (the today marker), not UTC's. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'YYYY-MM-DD HH:MM:SS', the import/export date format. */
export const toImportDateTime = (calendarDate: string): string => `${calendarDate} 12:00:00`;

/**
 * A saved Time Range (`{ start, end }`, either as `YYYY-MM-DD` or an ISO timestamp, end not before
 * start) as calendar dates, else null: what timeRangeSchema accepts, without zod, for the web's
 * first paint (docs/decisions.md D82).
 */
export function parseTimeRange(value: unknown): { start: string; end: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { start, end } = value as Record<string, unknown>;
  const from = typeof start === 'string' ? toCalendarDate(start) : null;
  const to = typeof end === 'string' ? toCalendarDate(end) : null;
  return from !== null && to !== null && to >= from ? { start: from, end: to } : null;
}
