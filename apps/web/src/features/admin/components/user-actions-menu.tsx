import { DropdownMenu } from 'radix-ui';
import { Check, MoreHorizontal, Pencil, Play, Ban, Trash2 } from 'lucide-react';
import type { AdminUser } from '@plotline/shared';

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-gray-700 outline-none select-none data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';

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
            <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => actions.onApprove(user)}>
              <Check className="h-4 w-4 text-green-600" aria-hidden="true" />
              Approve
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => actions.onEdit(user)}>
            <Pencil className="h-4 w-4 text-gray-400" aria-hidden="true" />
            Edit
          </DropdownMenu.Item>
          {user.status === 'active' ? (
            <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => actions.onToggleSuspension(user)}>
              <Ban className="h-4 w-4 text-amber-600" aria-hidden="true" />
              Suspend
            </DropdownMenu.Item>
          ) : null}
          {user.status === 'suspended' ? (
            <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => actions.onToggleSuspension(user)}>
              <Play className="h-4 w-4 text-green-600" aria-hidden="true" />
              Reinstate
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          <DropdownMenu.Item className={`${ITEM_CLASS} text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700`} onSelect={() => actions.onDelete(user)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
