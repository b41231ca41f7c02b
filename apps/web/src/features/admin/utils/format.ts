/** Display helpers of the admin tables (pure, so the table and the phone cards agree). */

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
