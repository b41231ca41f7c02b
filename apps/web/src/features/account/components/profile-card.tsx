import { useState } from 'react';
import type { CurrentUser } from '@plotline/shared';
import { humanLabel } from '@/lib/format';

function Avatar({ user }: { user: Pick<CurrentUser, 'name' | 'picture'> }) {
  const [hasFailed, setHasFailed] = useState(false);
  const initial = user.name.trim().charAt(0).toUpperCase() || 'U';
  if (user.picture && !hasFailed) {
    return (
      <img
        src={user.picture}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setHasFailed(true)}
        className="h-16 w-16 shrink-0 rounded-full object-cover ring-2 ring-white"
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-500 text-2xl font-semibold text-white"
    >
      {initial}
    </div>
  );
}

/** Name, e-mail, picture (or initial) and the role and plan badges. */
export function ProfileCard({ user }: { user: CurrentUser }) {
  return (
    <section aria-label="Profile" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-center gap-4">
        <Avatar user={user} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-semibold text-gray-900">{user.name || user.email}</p>
          <p className="truncate text-sm text-gray-500">{user.email}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <span className="inline-flex items-center rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-700">
              Role: {humanLabel(user.role)}
            </span>
            <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
              Plan: {user.sysRole}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
