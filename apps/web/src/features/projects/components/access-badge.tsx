import type { AccessLevel } from '@plotline/shared';
import { cn } from '@/lib/cn';
import { ACCESS_LEVEL_LABELS } from '../utils/project-text';

const BADGE_COLORS: Record<AccessLevel, string> = {
  owner: 'bg-purple-50 text-purple-700 ring-purple-600/20',
  admin: 'bg-red-50 text-red-700 ring-red-600/20',
  write: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  read: 'bg-gray-50 text-gray-700 ring-gray-500/20',
};

export function AccessBadge({ level, className }: { level: AccessLevel; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', BADGE_COLORS[level], className)}>
      {ACCESS_LEVEL_LABELS[level]}
    </span>
  );
}
