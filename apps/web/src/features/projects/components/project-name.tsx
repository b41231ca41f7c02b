import type { ReactNode } from 'react';
import type { ProjectSummary } from '@plotline/shared';
import { cn } from '@/lib/cn';

/**
 * A project's colour dot, its name (opens it), its description and its owner when it is not the
 * user: the first cell of the projects table and the head of a project card. A card lets the name
 * wrap and shows two lines of description; the table truncates and shows it only where its own
 * Description column is hidden. `children` adds lines under it.
 */
export function ProjectName({
  project,
  onView,
  isCard = false,
  children,
}: {
  project: ProjectSummary;
  onView: (project: ProjectSummary) => void;
  isCard?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-1 items-start gap-2.5">
      <span
        className={cn('h-3 w-3 shrink-0 rounded-full ring-1 ring-black/5', isCard ? 'mt-1.5' : 'mt-1')}
        style={{ backgroundColor: project.color }}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          className={cn(
            'block max-w-full cursor-pointer text-left font-medium text-gray-900 hover:text-brand-700 hover:underline',
            isCard ? 'break-words' : 'truncate',
          )}
          onClick={() => onView(project)}
        >
          {project.name}
        </button>
        {project.description ? (
          <p
            className={
              isCard ? 'line-clamp-2 text-sm text-gray-600' : 'truncate text-xs text-gray-500 lg:hidden'
            }
          >
            {project.description}
          </p>
        ) : null}
        {!project.isOwner ? (
          <p className="truncate text-xs text-gray-500">Owned by {project.ownerName}</p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
