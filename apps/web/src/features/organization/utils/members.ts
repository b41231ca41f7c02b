import { ORGANIZATION_MANAGER_ROLES, ADMIN_MESSAGES, type OrganizationMember } from '@plotline/shared';

const isActiveManager = (member: OrganizationMember): boolean =>
  member.status === 'active' && (ORGANIZATION_MANAGER_ROLES as readonly string[]).includes(member.organizationRole ?? '');

/**
 * Why Remove is disabled for a member (spec section 5), or null when it is allowed: nobody removes
 * themselves, and the last active owner/admin stays so the organization keeps a manager.
 */
export function removeBlockedReason(member: OrganizationMember, members: readonly OrganizationMember[], currentUserId: string): string | null {
  if (member.id === currentUserId) return ADMIN_MESSAGES.cannotRemoveYourself;
  if (isActiveManager(member) && members.filter(isActiveManager).length <= 1) return ADMIN_MESSAGES.cannotRemoveLastAdmin;
  return null;
}

const WORD_OVERRIDES: Record<string, string> = { sysadmin: 'SysAdmin' };

/** 'project_manager' → 'Project Manager'. */
export function label(value: string): string {
  const override = WORD_OVERRIDES[value.toLowerCase()];
  if (override) return override;
  return value
    .split('_')
    .map((word) => (word ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export function formatDate(value: string | null): string {
  if (!value) return 'Never';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : DATE_FORMAT.format(date);
}

/** A limit of null means unlimited. */
export const formatLimit = (value: number | null): string => (value === null ? 'Unlimited' : String(value));
