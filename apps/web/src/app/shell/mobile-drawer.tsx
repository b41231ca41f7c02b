import { useState } from 'react';
import { FolderKanban, LogOut, Menu, Settings } from 'lucide-react';
import { PROJECT_NAME_MAX_DISPLAY_MOBILE } from '@plotline/shared';
import { projectPickerLabel, type ProjectPickerState } from '@/features/projects/components/project-picker';
import { lazyWhenOpen } from '@/components/lazy/lazy-when-open';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { VIEW_PATHS } from '@/lib/routes';
import { NavLinkList, VIEW_ITEMS, type NavItem } from './nav-link-list';

// The dialog frame loads when the drawer first opens (docs/decisions.md D59).
const Dialog = lazyWhenOpen(() => import('@/components/ui/dialog').then((m) => m.Dialog));

const LINK_CLASS = 'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors';
const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(LINK_CLASS, isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-700 hover:bg-gray-100');

const ACCOUNT_ITEMS: readonly NavItem[] = [
  { pathname: VIEW_PATHS.account, label: 'Account Settings', icon: Settings },
  { pathname: VIEW_PATHS.projects, label: 'All Projects', icon: FolderKanban },
];

function SectionHeading({ children }: { children: string }) {
  return (
    <h3 className="px-3 pb-1 text-xs font-semibold tracking-wider text-gray-500 uppercase">{children}</h3>
  );
}

export interface MobileDrawerProps {
  project: ProjectPickerState;
  onSignOut: () => void;
}

/** Under 768 px the tabs and picker move into a slide-out drawer. */
export function MobileDrawer({ project, onSignOut }: MobileDrawerProps) {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);

  return (
    <>
      <button
        type="button"
        className="inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
      >
        <Menu className="h-5 w-5" aria-hidden="true" />
      </button>
      {/* The one dialog frame as a drawer (docs/decisions.md D29). */}
      <Dialog
        open={isOpen}
        onOpenChange={setIsOpen}
        placement="left"
        title={<Logo />}
        closeLabel="Close menu"
        footer={
          <button
            type="button"
            className={cn(LINK_CLASS, 'w-full cursor-pointer text-red-600 hover:bg-red-50')}
            onClick={() => {
              close();
              onSignOut();
            }}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Sign Out
          </button>
        }
      >
        <div className="space-y-6">
          <section>
            <SectionHeading>Current Project</SectionHeading>
            <p
              className="truncate px-3 py-1 text-sm font-medium text-gray-900"
              title={project.selectedProjectName ?? undefined}
            >
              {projectPickerLabel({ ...project, maxNameLength: PROJECT_NAME_MAX_DISPLAY_MOBILE })}
            </p>
          </section>
          <nav aria-label="Views">
            <SectionHeading>Views</SectionHeading>
            <NavLinkList items={VIEW_ITEMS} className="space-y-0.5" linkClassName={linkClass} onNavigate={close} />
          </nav>
          <nav aria-label="Account">
            <SectionHeading>Account</SectionHeading>
            <NavLinkList items={ACCOUNT_ITEMS} className="space-y-0.5" linkClassName={linkClass} onNavigate={close} />
          </nav>
        </div>
      </Dialog>
    </>
  );
}
