import { DropdownMenu } from '@/components/lazy/lazy-radix';
import { useLocation, useNavigate } from '@/lib/router';
import { Building2, FolderKanban, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { canManageOrganization, isSysAdmin, type CurrentUser } from '@plotline/shared';
import { MenuContent, MenuItem, MenuSeparator } from '@/components/ui/menu-item';
import { projectSearch } from '@/lib/project-param';
import { VIEW_PATHS } from '@/lib/routes';

export const avatarInitial = (name: string | null | undefined): string => name?.trim().charAt(0).toUpperCase() || 'U';

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
        className="flex h-9 w-9 shrink-0 cursor-pointer items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white shadow-sm ring-2 ring-white transition-colors hover:bg-brand-700 data-[state=open]:bg-brand-700"
      >
        <span aria-hidden="true">{avatarInitial(user.name)}</span>
      </DropdownMenu.Trigger>
      <MenuContent className="min-w-56">
        <DropdownMenu.Label className="px-2.5 py-2">
          <p className="truncate text-sm font-semibold text-gray-900">{displayName}</p>
          {user.name ? <p className="truncate text-xs text-gray-500">{user.email}</p> : null}
        </DropdownMenu.Label>
        <MenuSeparator />
        <MenuItem icon={UserRound} onSelect={() => go(VIEW_PATHS.account)}>
          Account
        </MenuItem>
        <MenuItem icon={FolderKanban} onSelect={() => go(VIEW_PATHS.projects)}>
          Projects
        </MenuItem>
        {isSysAdmin(user) ? (
          <MenuItem icon={ShieldCheck} onSelect={() => go(VIEW_PATHS.admin)}>
            Admin Panel
          </MenuItem>
        ) : null}
        {canManageOrganization(user) ? (
          <MenuItem icon={Building2} onSelect={() => go(VIEW_PATHS.organization)}>
            Organization
          </MenuItem>
        ) : null}
        <MenuSeparator />
        <MenuItem icon={LogOut} isDestructive onSelect={onSignOut}>
          Sign Out
        </MenuItem>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
