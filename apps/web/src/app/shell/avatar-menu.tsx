import { DropdownMenu } from 'radix-ui';
import { useLocation, useNavigate } from 'react-router';
import { Building2, FolderKanban, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { canManageOrganization, isSysAdmin, type CurrentUser } from '@plotline/shared';
import { projectSearch } from '@/lib/project-param';
import { VIEW_PATHS } from '@/lib/routes';

export const avatarInitial = (name: string | null | undefined): string => name?.trim().charAt(0).toUpperCase() || 'U';

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-gray-700 outline-none select-none data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900';

export interface AvatarMenuProps {
  user: Pick<CurrentUser, 'name' | 'email' | 'picture' | 'sysRole' | 'organizationRole'>;
  onSignOut: () => void;
}

export function AvatarMenu({ user, onSignOut }: AvatarMenuProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const go = (pathname: string) => navigate({ pathname, search: projectSearch(location.search) });
  const displayName = user.name || user.email;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${displayName}`}
        className="flex h-9 w-9 shrink-0 cursor-pointer items-center justify-center rounded-full bg-brand-500 text-sm font-semibold text-white shadow-sm ring-2 ring-white transition-colors hover:bg-brand-600 data-[state=open]:bg-brand-600"
      >
        <span aria-hidden="true">{avatarInitial(user.name)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <p className="truncate text-sm font-semibold text-gray-900">{displayName}</p>
            {user.name ? <p className="truncate text-xs text-gray-500">{user.email}</p> : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => go(VIEW_PATHS.account)}>
            <UserRound className="h-4 w-4 text-gray-400" aria-hidden="true" />
            Account
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => go(VIEW_PATHS.projects)}>
            <FolderKanban className="h-4 w-4 text-gray-400" aria-hidden="true" />
            Projects
          </DropdownMenu.Item>
          {isSysAdmin(user) ? (
            <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => go(VIEW_PATHS.admin)}>
              <ShieldCheck className="h-4 w-4 text-gray-400" aria-hidden="true" />
              Admin Panel
            </DropdownMenu.Item>
          ) : null}
          {canManageOrganization(user) ? (
            <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => go(VIEW_PATHS.organization)}>
              <Building2 className="h-4 w-4 text-gray-400" aria-hidden="true" />
              Organization
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          <DropdownMenu.Item className={`${ITEM_CLASS} text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700`} onSelect={onSignOut}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
