import { useState } from 'react';
import type { Viewer } from '@plotline/shared';
import { cn } from '@/lib/cn';
import type { LiveStatus } from '@/lib/live-status';

/** Takes what useProjectLive(projectId) returns: `<LiveIndicator {...live} />`. */
export interface LiveIndicatorProps {
  status: LiveStatus;
  /** The other people viewing the project. */
  viewers: Viewer[];
  className?: string;
}

/** Avatars shown before the rest fold into '+N'. */
export const MAX_VISIBLE_VIEWERS = 4;

const LABELS: Partial<Record<LiveStatus, string>> = {
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

/**
 * 'Live' (green) or 'Reconnecting…' (amber) and the avatars of the others on the project. The
 * status region stays mounted (empty while connecting or off) so a change is announced. On
 * phones the words are for screen readers only: the dot and the avatars remain.
 */
export function LiveIndicator({ status, viewers, className }: LiveIndicatorProps) {
  const label = LABELS[status];
  const shown = viewers.slice(0, MAX_VISIBLE_VIEWERS);
  const hidden = viewers.slice(MAX_VISIBLE_VIEWERS);
  return (
    <div className={cn('flex shrink-0 items-center gap-2.5', className)}>
      <span
        role="status"
        className="inline-flex items-center gap-1.5 text-xs font-medium text-gray-600"
        title={label}
      >
        {label ? (
          <>
            <span
              aria-hidden="true"
              className={cn(
                'relative inline-flex h-2.5 w-2.5 rounded-full',
                status === 'live' ? 'bg-emerald-500' : 'animate-pulse bg-amber-400',
              )}
            />
            <span className={cn('max-sm:sr-only', status === 'reconnecting' && 'text-amber-700')}>
              {label}
            </span>
          </>
        ) : null}
      </span>
      {viewers.length > 0 ? (
        <ul
          aria-label="Also viewing"
          // 4 px of overlap: at 8 px the next avatar and its white ring hid the last letter of the initials.
          className="flex items-center -space-x-1"
        >
          {shown.map((viewer) => (
            <li key={viewer.id}>
              <ViewerAvatar viewer={viewer} />
            </li>
          ))}
          {hidden.length > 0 ? (
            <li>
              <span
                role="img"
                aria-label={`${hidden.length} more: ${hidden.map((viewer) => viewer.name).join(', ')}`}
                title={hidden.map((viewer) => viewer.name).join('\n')}
                className={cn(AVATAR_CLASS, 'bg-gray-100 text-gray-600')}
              >
                +{hidden.length}
              </span>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

const AVATAR_CLASS =
  'flex h-7 w-7 items-center justify-center overflow-hidden rounded-full text-[11px] font-semibold ring-2 ring-white select-none';

/** Quiet tints, one per person (stable across renders and browsers). */
const TINTS = [
  'bg-sky-100 text-sky-800',
  'bg-violet-100 text-violet-800',
  'bg-amber-100 text-amber-800',
  'bg-emerald-100 text-emerald-800',
  'bg-rose-100 text-rose-800',
  'bg-indigo-100 text-indigo-800',
] as const;

function tintOf(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TINTS[hash % TINTS.length]!;
}

/** 'Grace Hopper' → 'GH', 'plato' → 'P'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => word.charAt(0).toUpperCase()).join('') || '?';
}

function ViewerAvatar({ viewer }: { viewer: Viewer }) {
  const [hasFailed, setHasFailed] = useState(false);
  const hasPicture = Boolean(viewer.picture) && !hasFailed;
  return (
    <span
      role="img"
      aria-label={viewer.name}
      title={viewer.name}
      className={cn(AVATAR_CLASS, !hasPicture && tintOf(viewer.id))}
    >
      {hasPicture ? (
        <img
          src={viewer.picture!}
          alt=""
          className="h-full w-full object-cover"
          // Google serves profile pictures only without a referrer.
          referrerPolicy="no-referrer"
          onError={() => setHasFailed(true)}
        />
      ) : (
        <span aria-hidden="true">{initials(viewer.name)}</span>
      )}
    </span>
  );
}
