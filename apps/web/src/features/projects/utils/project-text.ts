import { countLabel, effectiveAccess, type AccessLevel, type AccessLimit, type OrganizationRole, type ProjectSummary } from '@plotline/shared';

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

/** Badge text per access level. */
export const ACCESS_LEVEL_LABELS: Record<AccessLevel, string> = {
  owner: 'Owner',
  admin: 'Admin',
  write: 'Edit',
  read: 'View',
};

/** Why a share is worth less than its level (docs/decisions.md D18). */
export function accessLimitText(limit: AccessLimit): string {
  return limit.organizationRole
    ? `limited by organization role ${limit.organizationRole}`
    : "limited: not a member of the owner's organization";
}

/** The level a user can actually use, with the reason when it is lower: "View — limited by organization role member". */
export function effectiveLevelText(level: AccessLevel, limitedBy: AccessLimit | null): string {
  const label = ACCESS_LEVEL_LABELS[level];
  return limitedBy ? `${label} — ${accessLimitText(limitedBy)}` : label;
}

/**
 * What a share at `level` will let someone with this role in the owner's organization do, for the
 * share dialog: computed by the same rule the server enforces (permissions.ts, effectiveAccess).
 */
export const shareOutcome = (level: AccessLevel, organizationRole: OrganizationRole | null) =>
  effectiveAccess({ level, isShared: true, organizationRole });
