import type { AccessLevel, ProjectSummary } from '@plotline/shared';

/** Name or description contains the term, ignoring case (spec part 1, 'Project picker dropdown'). */
export function filterProjects(projects: readonly ProjectSummary[], term: string): ProjectSummary[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...projects];
  return projects.filter(
    (project) => project.name.toLowerCase().includes(needle) || project.description.toLowerCase().includes(needle),
  );
}

export const countLabel = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`;

export const timelineCountLabel = (count: number) => countLabel(count, 'timeline');

/** The picker's empty message: none at all, or none matching the search. */
export function emptyProjectsMessage(term: string): string {
  const trimmed = term.trim();
  return trimmed ? `No projects match "${trimmed}"` : 'No projects found';
}

/** Badge text per access level (spec part 2, sections 2.7 and 4). */
export const ACCESS_LEVEL_LABELS: Record<AccessLevel, string> = {
  owner: 'Owner',
  admin: 'Admin',
  write: 'Edit',
  read: 'View',
};
