import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { countLabel, type ProjectSummary } from '@plotline/shared';
import { cn } from '@/lib/cn';
import { formatShortDate } from '@/lib/format';
import { timelineCountLabel } from '../utils/project-text';
import { nextSort, type ProjectSort, type ProjectSortKey } from '../utils/sort-projects';
import { AccessBadge } from '@/components/ui/access-badge';
import { ProjectActionsMenu, type ProjectActions } from './project-actions-menu';
import { ProjectName } from './project-name';

export interface ProjectsTableProps extends ProjectActions {
  projects: readonly ProjectSummary[];
  sort: ProjectSort;
  onSortChange: (sort: ProjectSort) => void;
}

function SortHeader({ label, sortKey, sort, onSortChange, className }: { label: string; sortKey: ProjectSortKey; sort: ProjectSort; onSortChange: (sort: ProjectSort) => void; className?: string }) {
  const isActive = sort.key === sortKey;
  const Icon = !isActive ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" className={cn('px-3 py-2.5 text-left text-xs font-semibold text-gray-500', className)} aria-sort={isActive ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="inline-flex cursor-pointer items-center gap-1 rounded hover:text-gray-900" onClick={() => onSortChange(nextSort(sort, sortKey))}>
        {label}
        <Icon className={cn('h-3.5 w-3.5', isActive ? 'text-gray-700' : 'text-gray-300')} aria-hidden="true" />
      </button>
    </th>
  );
}

/** The projects table with sortable columns and a menu per row. */
export function ProjectsTable({ projects, sort, onSortChange, ...actions }: ProjectsTableProps) {
  const header = { sort, onSortChange };
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <thead className="bg-gray-50">
          <tr>
            <SortHeader label="Name" sortKey="name" {...header} />
            <th scope="col" className="hidden px-3 py-2.5 text-left text-xs font-semibold text-gray-500 lg:table-cell">
              Description
            </th>
            <SortHeader label="Timelines" sortKey="timelineCount" className="hidden sm:table-cell" {...header} />
            <SortHeader label="Events" sortKey="eventCount" className="hidden sm:table-cell" {...header} />
            <SortHeader label="Access" sortKey="userAccessLevel" {...header} />
            <SortHeader label="Created" sortKey="createdAt" className="hidden md:table-cell" {...header} />
            <SortHeader label="Updated" sortKey="updatedAt" className="hidden md:table-cell" {...header} />
            <th scope="col" className="w-12 px-3 py-2.5">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {projects.map((project) => (
            <tr key={project.id} className="hover:bg-gray-50/60">
              <td className="max-w-64 px-3 py-3">
                <ProjectName project={project} onView={actions.onView}>
                  <p className="text-xs text-gray-500 sm:hidden">
                    {timelineCountLabel(project.timelineCount)} · {countLabel(project.eventCount, 'event')}
                  </p>
                </ProjectName>
              </td>
              <td className="hidden max-w-80 px-3 py-3 text-gray-600 lg:table-cell">
                <p className="line-clamp-2">{project.description}</p>
              </td>
              <td className="hidden px-3 py-3 text-gray-700 tabular-nums sm:table-cell">{project.timelineCount}</td>
              <td className="hidden px-3 py-3 text-gray-700 tabular-nums sm:table-cell">{project.eventCount}</td>
              <td className="px-3 py-3">
                <AccessBadge level={project.effectiveLevel} limitedBy={project.limitedBy} className="max-w-56" />
              </td>
              <td className="hidden px-3 py-3 whitespace-nowrap text-gray-500 md:table-cell">{formatShortDate(project.createdAt)}</td>
              <td className="hidden px-3 py-3 whitespace-nowrap text-gray-500 md:table-cell">{formatShortDate(project.updatedAt)}</td>
              <td className="px-3 py-3 text-right">
                <ProjectActionsMenu project={project} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
