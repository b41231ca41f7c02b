import { DropdownMenu } from '@/components/lazy/lazy-radix';
import { ChevronDown, UserMinus } from 'lucide-react';
import { ORGANIZATION_ROLES, type OrganizationMember, type OrganizationRole } from '@plotline/shared';
import type { MemberStatus } from '@/api/organization';
import { Button } from '@/components/ui/button';
import { DesktopTable } from '@/components/ui/desktop-table';
import { cn } from '@/lib/cn';
import { formatShortDate, humanLabel } from '@/lib/format';
import { isLockedSysAdmin, removeBlockedReason, statusOptions } from '../utils/members';
import { MenuContent } from '@/components/ui/menu-item';

const STATUS_CLASSES: Record<string, string> = {
  active: 'bg-green-50 text-green-700 ring-green-600/20',
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  invited: 'bg-blue-50 text-blue-700 ring-blue-600/20',
  suspended: 'bg-red-50 text-red-700 ring-red-600/20',
  deactivated: 'bg-gray-100 text-gray-600 ring-gray-500/20',
};

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2 rounded-md py-2 pr-3 pl-7 text-sm text-gray-700 outline-none select-none relative data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900';

export interface MembersTableProps {
  members: OrganizationMember[];
  currentUserId: string;
  /** The viewer may grant ownership and change owners (canManageOrganizationOwners). */
  canManageOwners: boolean;
  /** The viewer is a SysAdmin: every status is theirs to set (statusOptions). */
  isSysAdmin: boolean;
  onRoleChange: (member: OrganizationMember, role: OrganizationRole) => void;
  onStatusChange: (member: OrganizationMember, status: MemberStatus) => void;
  onRemove: (member: OrganizationMember) => void;
}

/** A pop-up menu of values (role and status change through pop-up menus). */
function ValueMenu<T extends string>({
  triggerLabel,
  value,
  display,
  options,
  onSelect,
  triggerClassName,
}: {
  triggerLabel: string;
  value: string;
  display: string;
  options: readonly T[];
  onSelect: (value: T) => void;
  triggerClassName?: string;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={triggerLabel}
        className={cn(
          'inline-flex cursor-pointer items-center gap-1 rounded-md px-2 py-1 text-sm font-medium hover:bg-gray-100 data-[state=open]:bg-gray-100',
          triggerClassName,
        )}
      >
        {display}
        <ChevronDown className="h-3.5 w-3.5 opacity-60" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <MenuContent align="start" sideOffset={4} className="min-w-40">
        <DropdownMenu.RadioGroup value={value} onValueChange={(next) => (next !== value ? onSelect(next as T) : undefined)}>
          {options.map((option) => (
            <DropdownMenu.RadioItem key={option} value={option} className={ITEM_CLASS}>
              <DropdownMenu.ItemIndicator className="absolute left-2.5 h-1.5 w-1.5 rounded-full bg-brand-500" />
              {humanLabel(option)}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </MenuContent>
    </DropdownMenu.Root>
  );
}

function MemberCell({ member, isSelf }: { member: OrganizationMember; isSelf: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700">
        {(member.name.trim() || member.email).charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0">
        <p className="truncate font-medium text-gray-900">
          {member.name || '—'}
          {isSelf ? <span className="ml-1.5 text-xs font-normal text-gray-500">(you)</span> : null}
        </p>
        <p className="truncate text-gray-500">{member.email}</p>
      </div>
    </div>
  );
}

function memberControls({ member, props }: { member: OrganizationMember; props: MembersTableProps }) {
  const name = member.name || member.email;
  const blocked = removeBlockedReason(member, props.members, props.currentUserId, props.isSysAdmin);
  // Only what the server allows is offered: an admin sees an owner's role and status as text and
  // cannot pick 'owner'; a SysAdmin member is text for everyone but SysAdmins; nobody changes their
  // own status.
  const isLocked = (member.organizationRole === 'owner' && !props.canManageOwners) || isLockedSysAdmin(member, props.isSysAdmin);
  const roles = props.canManageOwners ? ORGANIZATION_ROLES : ORGANIZATION_ROLES.filter((role) => role !== 'owner');
  const roleText = humanLabel(member.organizationRole ?? 'member');
  const statusClass = cn('rounded-full px-2.5 text-xs ring-1 ring-inset', STATUS_CLASSES[member.status]);
  const statuses = statusOptions(member, props.isSysAdmin);
  return {
    role: isLocked ? (
      <span className="text-gray-800">{roleText}</span>
    ) : (
      <ValueMenu
        triggerLabel={`Change organization role for ${name}`}
        value={member.organizationRole ?? 'member'}
        display={roleText}
        options={roles}
        onSelect={(role) => props.onRoleChange(member, role)}
        triggerClassName="text-gray-800"
      />
    ),
    status: isLocked || member.id === props.currentUserId || statuses === null ? (
      <span className={cn('inline-flex py-0.5', statusClass)}>{humanLabel(member.status)}</span>
    ) : (
      <ValueMenu
        triggerLabel={`Change status for ${name}`}
        value={member.status}
        display={humanLabel(member.status)}
        options={statuses}
        onSelect={(status) => props.onStatusChange(member, status)}
        triggerClassName={statusClass}
      />
    ),
    remove: (
      // The reason sits in the title on a wrapper: a disabled button gets no hover events.
      <span title={blocked ?? undefined} className="inline-flex">
        <Button variant="ghost-danger" size="sm" disabled={blocked !== null} aria-label={`Remove ${name}`} aria-description={blocked ?? undefined} onClick={() => props.onRemove(member)}>
          <UserMinus className="h-4 w-4" aria-hidden="true" />
          Remove
        </Button>
      </span>
    ),
  };
}

const HEADERS = ['User', 'Role', 'Status', 'Last Login', 'Actions'];

/** The members table; under 768 px each member becomes a card. */
export function MembersTable(props: MembersTableProps) {
  const { members, currentUserId } = props;
  return (
    <>
      <DesktopTable headers={HEADERS}>
        {members.map((member) => {
          const controls = memberControls({ member, props });
          return (
            <tr key={member.id}>
              <td className="max-w-80 px-4 py-3">
                <MemberCell member={member} isSelf={member.id === currentUserId} />
              </td>
              <td className="px-4 py-3">{controls.role}</td>
              <td className="px-4 py-3">{controls.status}</td>
              <td className="px-4 py-3 whitespace-nowrap text-gray-600">{formatShortDate(member.lastLoginAt)}</td>
              <td className="px-4 py-3 text-right">{controls.remove}</td>
            </tr>
          );
        })}
      </DesktopTable>
      <ul className="space-y-3 md:hidden" aria-label="Members">
        {members.map((member) => {
          const controls = memberControls({ member, props });
          return (
            <li key={member.id} className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
              <MemberCell member={member} isSelf={member.id === currentUserId} />
              <div className="mt-3 flex flex-wrap items-center gap-2">
                {controls.role}
                {controls.status}
              </div>
              <div className="mt-3 flex items-center justify-between gap-2 border-t border-gray-100 pt-3">
                <span className="text-xs text-gray-500">Last login: {formatShortDate(member.lastLoginAt)}</span>
                {controls.remove}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
