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

/** 'Jan 2, 2025' in the user's time zone; 'Never' for a missing timestamp, '—' for one that does not parse. */
export function formatShortDate(value: string | null | undefined): string {
  if (!value) return 'Never';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : SHORT_DATE.format(date);
}
