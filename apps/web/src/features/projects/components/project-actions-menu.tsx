import type { ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { CalendarPlus, Eye, Link2, MoreHorizontal, Settings, Share2, Trash2 } from 'lucide-react';
import { canAdmin, type ProjectSummary } from '@plotline/shared';
import { cn } from '@/lib/cn';

export interface ProjectActions {
  onView: (project: ProjectSummary) => void;
  onShare: (project: ProjectSummary) => void;
  /** Subscribe in calendar: a new calendar feed, its address copied (docs/decisions.md D42). */
  onSubscribe: (project: ProjectSummary) => void;
  /** Public links: read-only links for people who do not sign in (owners and admins). */
  onPublicLinks: (project: ProjectSummary) => void;
  /** Project settings (admins): Freeze (docs/decisions.md D53). */
  onSettings: (project: ProjectSummary) => void;
  onDelete: (project: ProjectSummary) => void;
}

function MenuItem({ children, onSelect, isDestructive = false }: { children: ReactNode; onSelect: () => void; isDestructive?: boolean }) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none',
        isDestructive ? 'text-red-600 data-[highlighted]:bg-red-50' : 'text-gray-700 data-[highlighted]:bg-gray-100',
      )}
    >
      {children}
    </DropdownMenu.Item>
  );
}

/**
 * A project's row menu: View Project, Share Project (owners only), Subscribe in calendar, Public
 * links and Project settings (owners and admins), Delete Project.
 */
export function ProjectActionsMenu({
  project,
  onView,
  onShare,
  onSubscribe,
  onPublicLinks,
  onSettings,
  onDelete,
}: ProjectActions & { project: ProjectSummary }) {
  const isAdmin = canAdmin({ level: project.effectiveLevel, isShared: false });
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex h-9 w-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100" aria-label={`Actions for ${project.name}`}>
        <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} collisionPadding={8} className="z-50 min-w-44 rounded-lg border border-gray-200 bg-white p-1 shadow-lg data-[state=open]:animate-fade-in">
          <MenuItem onSelect={() => onView(project)}>
            <Eye className="h-4 w-4" aria-hidden="true" />
            View Project
          </MenuItem>
          {project.isOwner ? (
            <MenuItem onSelect={() => onShare(project)}>
              <Share2 className="h-4 w-4" aria-hidden="true" />
              Share Project
            </MenuItem>
          ) : null}
          <MenuItem onSelect={() => onSubscribe(project)}>
            <CalendarPlus className="h-4 w-4" aria-hidden="true" />
            Subscribe in calendar
          </MenuItem>
          {isAdmin ? (
            <MenuItem onSelect={() => onPublicLinks(project)}>
              <Link2 className="h-4 w-4" aria-hidden="true" />
              Public links
            </MenuItem>
          ) : null}
          {isAdmin ? (
            <MenuItem onSelect={() => onSettings(project)}>
              <Settings className="h-4 w-4" aria-hidden="true" />
              Project settings
            </MenuItem>
          ) : null}
          <MenuItem isDestructive onSelect={() => onDelete(project)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete Project
          </MenuItem>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
