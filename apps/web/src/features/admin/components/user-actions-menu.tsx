import { DropdownMenu } from 'radix-ui';
import { Check, MoreHorizontal, Pencil, Play, Ban, Trash2 } from 'lucide-react';
import type { AdminUser } from '@plotline/shared';
import { MenuItem, MenuSeparator } from '@/components/ui/menu-item';

export interface UserActions {
  onApprove: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  onToggleSuspension: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

/** The row action menu: Approve only when pending, Suspend/Reinstate only when active or suspended. */
export function UserActionsMenu({ user, actions }: { user: AdminUser; actions: UserActions }) {
  const label = user.name || user.email;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Actions for ${label}`}
        className="inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-700 data-[state=open]:bg-gray-100"
      >
        <MoreHorizontal className="h-5 w-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-44 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg data-[state=open]:animate-fade-in">
          {user.status === 'pending' ? (
            <MenuItem icon={Check} iconClassName="text-green-600" onSelect={() => actions.onApprove(user)}>
              Approve
            </MenuItem>
          ) : null}
          <MenuItem icon={Pencil} onSelect={() => actions.onEdit(user)}>
            Edit
          </MenuItem>
          {user.status === 'active' ? (
            <MenuItem icon={Ban} iconClassName="text-amber-600" onSelect={() => actions.onToggleSuspension(user)}>
              Suspend
            </MenuItem>
          ) : null}
          {user.status === 'suspended' ? (
            <MenuItem icon={Play} iconClassName="text-green-600" onSelect={() => actions.onToggleSuspension(user)}>
              Reinstate
            </MenuItem>
          ) : null}
          <MenuSeparator />
          <MenuItem icon={Trash2} isDestructive onSelect={() => actions.onDelete(user)}>
            Delete
          </MenuItem>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
