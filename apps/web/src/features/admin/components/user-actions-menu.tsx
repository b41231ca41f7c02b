import { Check, Pencil, Play, Ban, Trash2 } from 'lucide-react';
import type { AdminUser } from '@plotline/shared';
import { MenuItem, MenuSeparator, RowActionsMenu } from '@/components/ui/menu-item';

export interface UserActions {
  onApprove: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  onToggleSuspension: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

/** The row action menu: Approve only when pending, Suspend/Reinstate only when active or suspended. */
export function UserActionsMenu({ user, actions }: { user: AdminUser; actions: UserActions }) {
  return (
    <RowActionsMenu label={user.name || user.email}>
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
    </RowActionsMenu>
  );
}
