import type { ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { ArrowDown, ArrowUp, ArrowUpDown, Eye, MoreHorizontal, Share2, Trash2 } from 'lucide-react';
import type { ProjectSummary } from '@plotline/shared';
import { cn } from '@/lib/cn';
import { countLabel, timelineCountLabel } from '../utils/project-text';
import { nextSort, type ProjectSort, type ProjectSortKey } from '../utils/sort-projects';
import { AccessBadge } from './access-badge';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
};

export interface ProjectsTableProps {
  projects: readonly ProjectSummary[];
  sort: ProjectSort;
  onSortChange: (sort: ProjectSort) => void;
  onView: (project: ProjectSummary) => void;
  onShare: (project: ProjectSummary) => void;
  onDelete: (project: ProjectSummary) => void;
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

/** Spec part 2, section 2.7: the projects table with sortable columns and a menu per row. */
export function ProjectsTable({ projects, sort, onSortChange, onView, onShare, onDelete }: ProjectsTableProps) {
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
                <div className="flex items-start gap-2.5">
                  <span className="mt-1 h-3 w-3 shrink-0 rounded-full ring-1 ring-black/5" style={{ backgroundColor: project.color }} aria-hidden="true" />
                  <div className="min-w-0">
                    <button type="button" className="block max-w-full cursor-pointer truncate text-left font-medium text-gray-900 hover:text-brand-700 hover:underline" onClick={() => onView(project)}>
                      {project.name}
                    </button>
                    {project.description ? <p className="truncate text-xs text-gray-500 lg:hidden">{project.description}</p> : null}
                    {!project.isOwner ? <p className="truncate text-xs text-gray-500">Owned by {project.ownerName}</p> : null}
                    <p className="text-xs text-gray-400 sm:hidden">
                      {timelineCountLabel(project.timelineCount)} · {countLabel(project.eventCount, 'event')}
                    </p>
                  </div>
                </div>
              </td>
              <td className="hidden max-w-80 px-3 py-3 text-gray-600 lg:table-cell">
                <p className="line-clamp-2">{project.description}</p>
              </td>
              <td className="hidden px-3 py-3 text-gray-700 tabular-nums sm:table-cell">{project.timelineCount}</td>
              <td className="hidden px-3 py-3 text-gray-700 tabular-nums sm:table-cell">{project.eventCount}</td>
              <td className="px-3 py-3">
                <AccessBadge level={project.userAccessLevel} />
              </td>
              <td className="hidden px-3 py-3 whitespace-nowrap text-gray-500 md:table-cell">{formatDate(project.createdAt)}</td>
              <td className="hidden px-3 py-3 whitespace-nowrap text-gray-500 md:table-cell">{formatDate(project.updatedAt)}</td>
              <td className="px-3 py-3 text-right">
                <DropdownMenu.Root>
                  <DropdownMenu.Trigger className="inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100" aria-label={`Actions for ${project.name}`}>
                    <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
                  </DropdownMenu.Trigger>
                  <DropdownMenu.Portal>
                    <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-44 rounded-lg border border-gray-200 bg-white p-1 shadow-lg data-[state=open]:animate-fade-in">
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
                      <MenuItem isDestructive onSelect={() => onDelete(project)}>
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                        Delete Project
                      </MenuItem>
                    </DropdownMenu.Content>
                  </DropdownMenu.Portal>
                </DropdownMenu.Root>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
