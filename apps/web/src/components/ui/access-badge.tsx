import type { AccessLevel, AccessLimit } from '@plotline/shared';
import { cn } from '@/lib/cn';

/** Badge text per access level. */
export const ACCESS_LEVEL_LABELS: Record<AccessLevel, string> = {
  owner: 'Owner',
  admin: 'Admin',
  write: 'Edit',
  read: 'View',
};

/** Why a share is worth less than its level (docs/decisions.md D18). */
export function accessLimitText(limit: AccessLimit): string {
  return limit.organizationRole
    ? `limited by organization role ${limit.organizationRole}`
    : "limited: not a member of the owner's organization";
}

/** The level a user can actually use, with the reason when it is lower: "View — limited by organization role member". */
export function effectiveLevelText(level: AccessLevel, limitedBy: AccessLimit | null): string {
  const label = ACCESS_LEVEL_LABELS[level];
  return limitedBy ? `${label} — ${accessLimitText(limitedBy)}` : label;
}

const BADGE_COLORS: Record<AccessLevel, string> = {
  owner: 'bg-purple-50 text-purple-700 ring-purple-600/20',
  admin: 'bg-red-50 text-red-700 ring-red-600/20',
  write: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  read: 'bg-gray-50 text-gray-700 ring-gray-500/20',
};

export interface AccessBadgeProps {
  /** The level to show: for a project, the effective one (what the user can actually do). */
  level: AccessLevel;
  /** Why the level is lower than the share says; shown next to the badge (docs/decisions.md D18). */
  limitedBy?: AccessLimit | null;
  className?: string;
}

/**
 * A level badge. With a limit it reads "View — limited by
 * organization role member", so a share never looks like more than it is.
 */
export function AccessBadge({ level, limitedBy = null, className }: AccessBadgeProps) {
  const badge = (
    <span className={cn('inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', BADGE_COLORS[level], !limitedBy && className)}>
      {ACCESS_LEVEL_LABELS[level]}
    </span>
  );
  if (!limitedBy) return badge;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5', className)} title={effectiveLevelText(level, limitedBy)}>
      {badge}
      <span className="text-xs text-amber-700">
        <span className="sr-only">— </span>
        {accessLimitText(limitedBy)}
      </span>
    </span>
  );
}
