import { useId } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { countLabel } from '@plotline/shared';
import { formatShortDate } from '@/lib/format';
import { timelineCountLabel } from '../utils/project-text';
import { PROJECT_SORT_KEYS, PROJECT_SORT_LABELS, type ProjectSortKey } from '../utils/sort-projects';
import { AccessBadge } from '@/components/ui/access-badge';
import { LabelledOptions } from '@/components/ui/list-row';
import { ProjectActionsMenu } from './project-actions-menu';
import { ProjectName } from './project-name';
import type { ProjectsTableProps } from './projects-table';

/**
 * The projects list on phones (at the mobile breakpoint): one card per
 * project holding what the table's columns show, with its menu inside the card, so nothing sits past
 * the right edge. Sorting moves to a 'Sort by' choice.
 */
export function ProjectCards({ projects, sort, onSortChange, ...actions }: ProjectsTableProps) {
  const sortId = useId();
  const isAscending = sort.direction === 'asc';
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm text-gray-600">
          Sort by
        </label>
        <select
          id={sortId}
          className="h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm"
          value={sort.key}
          onChange={(event) => onSortChange({ key: event.target.value as ProjectSortKey, direction: sort.direction })}
        >
          <LabelledOptions values={PROJECT_SORT_KEYS} labels={PROJECT_SORT_LABELS} />
        </select>
        <button
          type="button"
          className="inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-600 hover:bg-gray-50"
          aria-label={isAscending ? 'Ascending; sort descending' : 'Descending; sort ascending'}
          onClick={() => onSortChange({ key: sort.key, direction: isAscending ? 'desc' : 'asc' })}
        >
          {isAscending ? <ArrowUp className="h-4 w-4" aria-hidden="true" /> : <ArrowDown className="h-4 w-4" aria-hidden="true" />}
        </button>
      </div>
      <ul aria-label="Projects" className="space-y-3">
        {projects.map((project) => (
          <li key={project.id} aria-label={project.name} className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm">
            <div className="flex items-start gap-2.5">
              <ProjectName project={project} onView={actions.onView} isCard />
              <ProjectActionsMenu project={project} {...actions} />
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 pl-5.5 text-xs text-gray-500">
              <AccessBadge level={project.effectiveLevel} limitedBy={project.limitedBy} />
              <span>
                {timelineCountLabel(project.timelineCount)} · {countLabel(project.eventCount, 'event')}
              </span>
              <span>
                Created {formatShortDate(project.createdAt)} · Updated {formatShortDate(project.updatedAt)}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
