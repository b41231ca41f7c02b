import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import type { CurrentUser } from '@plotline/shared';
import { useLogout } from '@/api/auth';
import { useApplySavedTheme, useAutoSelectProject } from '@/api/preferences';
import { OrganizationInvitationsNotice } from '@/features/organization/components/organization-invitations-notice';
import { useDefaultViewSaveBack } from '../use-default-view-save-back';
import { TopBar } from './top-bar';
import { PopupsSwap } from '@/components/lazy/lazy-radix';

/**
 * The signed-in frame: top bar over the current view. It also keeps the URL's project and the saved
 * default view in step with what the user does, once for every view.
 */
export interface AppShellProps {
  user: CurrentUser;
  children: ReactNode;
}

export function AppShell({ user, children }: AppShellProps) {
  useAutoSelectProject();
  useDefaultViewSaveBack();
  useApplySavedTheme();
  const logout = useLogout();
  const signOut = () => {
    logout.mutate(undefined, {
      // The session ends locally either way; say so if the server could not be told.
      onError: () => toast.error('Signed out on this device, but the server could not be reached.'),
    });
  };
  // Radix's popups swapped in by a transition when their chunk arrives (docs/decisions.md D96).
  return (
    <PopupsSwap>
      <div className="flex min-h-dvh flex-col">
        <TopBar user={user} onSignOut={signOut} />
        <OrganizationInvitationsNotice />
        <main id="main" className="flex min-w-0 flex-1 flex-col">
          {children}
        </main>
      </div>
    </PopupsSwap>
  );
}
