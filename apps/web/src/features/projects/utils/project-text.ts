import { countLabel, effectiveAccess, type AccessLevel, type OrganizationRole, type ProjectSummary } from '@plotline/shared';

/** Name or description contains the term, ignoring case. */
export function filterProjects(projects: readonly ProjectSummary[], term: string): ProjectSummary[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...projects];
  return projects.filter(
    (project) => project.name.toLowerCase().includes(needle) || project.description.toLowerCase().includes(needle),
  );
}

export const timelineCountLabel = (count: number) => countLabel(count, 'timeline');

/** The picker's empty message: none at all, or none matching the search. */
export function emptyProjectsMessage(term: string): string {
  const trimmed = term.trim();
  return trimmed ? `No projects match "${trimmed}"` : 'No projects found';
}

/**
 * What a share at `level` will let someone with this role in the owner's organization do, for the
 * share dialog: computed by the same rule the server enforces (permissions.ts, effectiveAccess).
 */
export const shareOutcome = (level: AccessLevel, organizationRole: OrganizationRole | null) =>
  effectiveAccess({ level, isShared: true, organizationRole });
