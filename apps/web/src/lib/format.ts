/*
 * Display helpers every table, card and dialog shares, so the same value reads the same way in
 * the admin panel, the organization view, the projects list and the account page.
 */

const WORD_OVERRIDES: Record<string, string> = { sysadmin: 'SysAdmin' };

/** A stored value as people read it: 'project_manager' → 'Project Manager'; 'SysAdmin' as written. */
export function humanLabel(value: string): string {
  const override = WORD_OVERRIDES[value.toLowerCase()];
  if (override) return override;
  return value
    .split('_')
    .map((word) => (word ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** 'Jan 2, 2025': the one short form of a day, for timestamps and calendar dates alike. */
const SHORT_PARTS = { year: 'numeric', month: 'short', day: 'numeric' } as const;
/** Made at its first use, not when the module loads: each costs the first paint a few milliseconds (docs/decisions.md D91). */
function inEnglish(options: Intl.DateTimeFormatOptions): Pick<Intl.DateTimeFormat, 'format'> {
  let format: Intl.DateTimeFormat | undefined;
  return { format: (date) => (format ??= new Intl.DateTimeFormat('en-US', options)).format(date) };
}

const SHORT_DATE = inEnglish(SHORT_PARTS);
const SHORT_DATE_TIME = inEnglish({ ...SHORT_PARTS, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
// Calendar dates ('2026-03-10') are read at noon UTC and shown in UTC, so no time zone moves them a day.
const SHORT_DAY = inEnglish({ ...SHORT_PARTS, timeZone: 'UTC' });
const LONG_DAY = inEnglish({ ...SHORT_PARTS, month: 'long', weekday: 'long', timeZone: 'UTC' });
const MONTH_TITLE = inEnglish({ month: 'long', year: 'numeric', timeZone: 'UTC' });
const atNoon = (calendarDate: string) => new Date(`${calendarDate}T12:00:00Z`);

function formatWith(format: Pick<Intl.DateTimeFormat, 'format'>, value: string | null | undefined): string {
  if (!value) return 'Never';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : format.format(date);
}

/** 'Jan 2, 2025' in the user's time zone; 'Never' for a missing timestamp, '—' for one that does not parse. */
export const formatShortDate = (value: string | null | undefined): string => formatWith(SHORT_DATE, value);

/** 'Jan 2, 2025, 14:05': the same date with the time of day, for sign-ins and sessions. */
export const formatShortDateTime = (value: string | null | undefined): string => formatWith(SHORT_DATE_TIME, value);

/** A calendar date as 'Mar 10, 2026'. */
export const formatShortDay = (calendarDate: string): string => SHORT_DAY.format(atNoon(calendarDate));

/** A calendar date as 'Tuesday, March 10, 2026'. */
export const formatLongDay = (calendarDate: string): string => LONG_DAY.format(atNoon(calendarDate));

/** A month as 'March 2026'. */
export const formatMonthTitle = (year: number, month: number): string => MONTH_TITLE.format(new Date(Date.UTC(year, month - 1, 15, 12)));
