import { ACCESS_LEVELS, type ProjectSummary } from '@plotline/shared';

export const PROJECT_SORT_KEYS = ['name', 'timelineCount', 'eventCount', 'userAccessLevel', 'createdAt', 'updatedAt'] as const;
export type ProjectSortKey = (typeof PROJECT_SORT_KEYS)[number];
/** Column names, also the phone layout's 'Sort by' choices. */
export const PROJECT_SORT_LABELS: Record<ProjectSortKey, string> = {
  name: 'Name',
  timelineCount: 'Timelines',
  eventCount: 'Events',
  userAccessLevel: 'Access',
  createdAt: 'Created',
  updatedAt: 'Updated',
};

export interface ProjectSort {
  key: ProjectSortKey;
  direction: 'asc' | 'desc';
}

function compare(a: ProjectSummary, b: ProjectSummary, key: ProjectSortKey): number {
  switch (key) {
    case 'name':
      return a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
    case 'timelineCount':
    case 'eventCount':
      return a[key] - b[key];
    case 'userAccessLevel':
      // By what the level is worth, as the badge shows it (docs/decisions.md D18), then by the share.
      return (
        ACCESS_LEVELS.indexOf(a.effectiveLevel) - ACCESS_LEVELS.indexOf(b.effectiveLevel) ||
        ACCESS_LEVELS.indexOf(a.userAccessLevel) - ACCESS_LEVELS.indexOf(b.userAccessLevel)
      );
    case 'createdAt':
    case 'updatedAt':
      return a[key].localeCompare(b[key]);
  }
}

/** A sorted copy; ties keep the name order so the table never jumps around. */
export function sortProjects(projects: readonly ProjectSummary[], sort: ProjectSort): ProjectSummary[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...projects].sort((a, b) => sign * compare(a, b, sort.key) || compare(a, b, 'name'));
}

/** Clicking the sorted column flips it; another column starts ascending. */
export function nextSort(current: ProjectSort, key: ProjectSortKey): ProjectSort {
  return current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' };
}
