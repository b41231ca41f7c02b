import { CalendarPlus, Eye, Link2, Settings, Share2, Trash2 } from 'lucide-react';
import { canAdmin, type ProjectSummary } from '@plotline/shared';
import { MenuItem, RowActionsMenu } from '@/components/ui/menu-item';

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
    <RowActionsMenu label={project.name}>
      <MenuItem icon={Eye} onSelect={() => onView(project)}>
        View Project
      </MenuItem>
      {project.isOwner ? (
        <MenuItem icon={Share2} onSelect={() => onShare(project)}>
          Share Project
        </MenuItem>
      ) : null}
      <MenuItem icon={CalendarPlus} onSelect={() => onSubscribe(project)}>
        Subscribe in calendar
      </MenuItem>
      {isAdmin ? (
        <MenuItem icon={Link2} onSelect={() => onPublicLinks(project)}>
          Public links
        </MenuItem>
      ) : null}
      {isAdmin ? (
        <MenuItem icon={Settings} onSelect={() => onSettings(project)}>
          Project settings
        </MenuItem>
      ) : null}
      <MenuItem icon={Trash2} isDestructive onSelect={() => onDelete(project)}>
        Delete Project
      </MenuItem>
    </RowActionsMenu>
  );
}
