import { Link } from '@/lib/router';
import type { CurrentUser } from '@plotline/shared';
import { ProjectPickerMenu } from '@/features/projects/components/project-picker-menu';
import { useShellProject } from '@/features/projects/hooks/use-shell-project';
import { Logo } from '@/components/ui/logo';
import { FALLBACK_DEFAULT_VIEW, VIEW_PATHS } from '@/lib/routes';
import { AvatarMenu } from './avatar-menu';
import { MobileDrawer } from './mobile-drawer';
import { ViewTabs } from './view-tabs';

export function TopBar({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  const project = useShellProject();
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="flex h-14 items-center gap-3 px-3 sm:px-4 lg:gap-6 lg:px-6">
        <MobileDrawer project={project} onSignOut={onSignOut} />
        <Link to={VIEW_PATHS[FALLBACK_DEFAULT_VIEW]} className="shrink-0 rounded-md" aria-label="Plotline home">
          {/* From 768 to 1023 px the tabs and picker need the room: the mark alone stands for the name. */}
          <Logo textClassName="md:max-lg:sr-only" />
        </Link>
        <div className="hidden min-w-0 md:block md:max-w-56 lg:max-w-sm">
          <ProjectPickerMenu />
        </div>
        <ViewTabs className="hidden md:ml-auto md:block" />
        <div className="ml-auto md:ml-2">
          <AvatarMenu user={user} onSignOut={onSignOut} />
        </div>
      </div>
    </header>
  );
}
