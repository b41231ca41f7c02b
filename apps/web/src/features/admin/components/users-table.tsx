import type { ReactNode } from 'react';
import { PLATFORM_ROLES, SYS_ROLES, type AdminUser, type PlatformRole, type SysRole } from '@plotline/shared';
import { DesktopTable } from '@/components/ui/desktop-table';
import { cn } from '@/lib/cn';
import { formatShortDate, humanLabel } from '@/lib/format';
import { initialOf, STATUS_BADGE_CLASSES } from '../utils/format';
import { UserActionsMenu, type UserActions } from './user-actions-menu';

export interface UsersTableProps extends UserActions {
  users: AdminUser[];
  onRoleChange: (user: AdminUser, role: PlatformRole) => void;
  onSysRoleChange: (user: AdminUser, sysRole: SysRole) => void;
}

const INLINE_SELECT =
  'h-8 cursor-pointer rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-800 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none';

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', STATUS_BADGE_CLASSES[status] ?? STATUS_BADGE_CLASSES.deactivated)}>
      {humanLabel(status)}
    </span>
  );
}

function UserCell({ user }: { user: AdminUser }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700">
        {initialOf(user)}
      </span>
      <div className="min-w-0">
        <p className="truncate font-medium text-gray-900">{user.name || '—'}</p>
        <p className="truncate text-gray-500">{user.email}</p>
      </div>
    </div>
  );
}

function RoleSelect({ user, onChange, className }: { user: AdminUser; onChange: UsersTableProps['onRoleChange']; className?: string }) {
  return (
    <select aria-label={`Role for ${user.name || user.email}`} className={cn(INLINE_SELECT, className)} value={user.role} onChange={(event) => onChange(user, event.target.value as PlatformRole)}>
      {PLATFORM_ROLES.map((role) => (
        <option key={role} value={role}>
          {humanLabel(role)}
        </option>
      ))}
    </select>
  );
}

function SysRoleSelect({ user, onChange, className }: { user: AdminUser; onChange: UsersTableProps['onSysRoleChange']; className?: string }) {
  return (
    <select aria-label={`System role for ${user.name || user.email}`} className={cn(INLINE_SELECT, className)} value={user.sysRole} onChange={(event) => onChange(user, event.target.value as SysRole)}>
      {SYS_ROLES.map((role) => (
        <option key={role} value={role}>
          {role}
        </option>
      ))}
    </select>
  );
}

const HEADERS = ['User', 'Role', 'System Role', 'Status', 'Created', 'Updated', 'Last Login', 'Actions'];

/** The admin users table; under 768 px each user becomes a card (the columns would not fit). */
export function UsersTable({ users, onRoleChange, onSysRoleChange, ...actions }: UsersTableProps) {
  return (
    <>
      <DesktopTable headers={HEADERS}>
        {users.map((user) => (
          <tr key={user.id} className="hover:bg-gray-50/60">
            <td className="max-w-96 px-4 py-3">
              <UserCell user={user} />
            </td>
            <td className="px-4 py-3">
              <RoleSelect user={user} onChange={onRoleChange} />
            </td>
            <td className="px-4 py-3">
              <SysRoleSelect user={user} onChange={onSysRoleChange} />
            </td>
            <td className="px-4 py-3">
              <StatusBadge status={user.status} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-gray-600">{formatShortDate(user.createdAt)}</td>
            <td className="px-4 py-3 whitespace-nowrap text-gray-600">{formatShortDate(user.updatedAt)}</td>
            <td className="px-4 py-3 whitespace-nowrap text-gray-600">{formatShortDate(user.lastLoginAt)}</td>
            <td className="px-4 py-3 text-right">
              <UserActionsMenu user={user} actions={actions} />
            </td>
          </tr>
        ))}
      </DesktopTable>

      <ul className="space-y-3 md:hidden" aria-label="Users">
        {users.map((user) => (
          <li key={user.id} className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
            <div className="flex items-start justify-between gap-2">
              <UserCell user={user} />
              <UserActionsMenu user={user} actions={actions} />
            </div>
            <div className="mt-2 pl-12">
              <StatusBadge status={user.status} />
            </div>
            <div className="mt-3 grid grid-cols-2 gap-2 text-xs text-gray-500">
              <label className="space-y-1">
                <span>Role</span>
                <RoleSelect user={user} onChange={onRoleChange} className="w-full" />
              </label>
              <label className="space-y-1">
                <span>System Role</span>
                <SysRoleSelect user={user} onChange={onSysRoleChange} className="w-full" />
              </label>
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
              <CardFact label="Created">{formatShortDate(user.createdAt)}</CardFact>
              <CardFact label="Updated">{formatShortDate(user.updatedAt)}</CardFact>
              <CardFact label="Last Login">{formatShortDate(user.lastLoginAt)}</CardFact>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-gray-500">{label}</dt>
      <dd className="text-gray-800">{children}</dd>
    </div>
  );
}
