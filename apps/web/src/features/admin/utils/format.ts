/** Display helpers of the admin tables (pure, so the table and the phone cards agree). */

const WORD_OVERRIDES: Record<string, string> = { sysadmin: 'SysAdmin' };

/** 'project_manager' → 'Project Manager'; 'SysAdmin' stays as it is. */
export function roleLabel(value: string): string {
  const override = WORD_OVERRIDES[value.toLowerCase()];
  if (override) return override;
  return value
    .split('_')
    .map((word) => (word ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** A short date, or 'Never' for a missing timestamp (a user who never signed in). */
export function formatDate(value: string | null): string {
  if (!value) return 'Never';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : DATE_FORMAT.format(date);
}

/** The avatar initial: the first letter of the name, else of the email. */
export function initialOf(user: { name: string; email: string }): string {
  return (user.name.trim() || user.email).charAt(0).toUpperCase() || '?';
}

export const STATUS_BADGE_CLASSES: Record<string, string> = {
  active: 'bg-green-50 text-green-700 ring-green-600/20',
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  invited: 'bg-blue-50 text-blue-700 ring-blue-600/20',
  suspended: 'bg-red-50 text-red-700 ring-red-600/20',
  deactivated: 'bg-gray-100 text-gray-600 ring-gray-500/20',
};
