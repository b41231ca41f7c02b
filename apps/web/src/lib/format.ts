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

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const SHORT_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function formatWith(format: Intl.DateTimeFormat, value: string | null | undefined): string {
  if (!value) return 'Never';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : format.format(date);
}

/** 'Jan 2, 2025' in the user's time zone; 'Never' for a missing timestamp, '—' for one that does not parse. */
export const formatShortDate = (value: string | null | undefined): string => formatWith(SHORT_DATE, value);

/** 'Jan 2, 2025, 14:05': the same date with the time of day, for sign-ins and sessions. */
export const formatShortDateTime = (value: string | null | undefined): string => formatWith(SHORT_DATE_TIME, value);
