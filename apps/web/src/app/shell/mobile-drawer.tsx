import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { FolderKanban, LogOut, Menu, Settings } from 'lucide-react';
import { PROJECT_NAME_MAX_DISPLAY_MOBILE } from '@plotline/shared';
import { projectPickerLabel, type ProjectPickerState } from '@/features/projects/components/project-picker';
import { Dialog } from '@/components/ui/dialog';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { projectSearch } from '@/lib/project-param';
import { VIEW_PATHS, VIEW_TABS } from '@/lib/routes';
import { VIEW_ICONS } from './view-tabs';

const LINK_CLASS = 'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors';
const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(LINK_CLASS, isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-700 hover:bg-gray-100');

function SectionHeading({ children }: { children: string }) {
  return (
    <h3 className="px-3 pb-1 text-xs font-semibold tracking-wider text-gray-400 uppercase">{children}</h3>
  );
}

export interface MobileDrawerProps {
  project: ProjectPickerState;
  onSignOut: () => void;
}

/** Under 768 px the tabs and picker move into a slide-out drawer. */
export function MobileDrawer({ project, onSignOut }: MobileDrawerProps) {
  const [isOpen, setIsOpen] = useState(false);
  const location = useLocation();
  const search = projectSearch(location.search);
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
            <ul className="space-y-0.5">
              {VIEW_TABS.map(({ view, label }) => {
                const Icon = VIEW_ICONS[view];
                return (
                  <li key={view}>
                    <NavLink
                      to={{ pathname: VIEW_PATHS[view], search }}
                      className={linkClass}
                      onClick={close}
                    >
                      <Icon className="h-4 w-4" aria-hidden="true" />
                      {label}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <nav aria-label="Account">
            <SectionHeading>Account</SectionHeading>
            <ul className="space-y-0.5">
              <li>
                <NavLink to={{ pathname: VIEW_PATHS.account, search }} className={linkClass} onClick={close}>
                  <Settings className="h-4 w-4" aria-hidden="true" />
                  Account Settings
                </NavLink>
              </li>
              <li>
                <NavLink to={{ pathname: VIEW_PATHS.projects, search }} className={linkClass} onClick={close}>
                  <FolderKanban className="h-4 w-4" aria-hidden="true" />
                  All Projects
                </NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </Dialog>
    </>
  );
}
