const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH_TITLE = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

// Calendar dates are read at noon UTC so no time zone can move them to a neighbouring day.
const atNoon = (calendarDate: string) => new Date(`${calendarDate}T12:00:00Z`);

/** 'Tuesday, March 10, 2026'. */
export const formatLongDay = (calendarDate: string): string => LONG_DAY.format(atNoon(calendarDate));

/** 'Mar 10, 2026'. */
export const formatShortDay = (calendarDate: string): string => SHORT_DAY.format(atNoon(calendarDate));

/** 'March 2026'. */
export const formatMonthTitle = (year: number, month: number): string =>
  MONTH_TITLE.format(new Date(Date.UTC(year, month - 1, 15, 12)));

/** The tooltip of an event: dates, timeline and objective. */
export function eventTooltip(event: {
  title: string;
  start: string;
  end: string | null;
  timelineName: string;
  objectiveName: string;
}): string {
  const dates =
    event.end && event.end !== event.start
      ? `${formatShortDay(event.start)} – ${formatShortDay(event.end)}`
      : formatShortDay(event.start);
  return `${event.title}\n${dates}\n${event.timelineName} · ${event.objectiveName}`;
}
