import type { Clashes, Portfolio, PortfolioProjectRevision, ProjectSummary } from '@plotline/shared';

/*
 * How the portfolio's cached answers take in its live stream (docs/decisions.md D76), as pure
 * functions: a project the user lost leaves every answer at once; what the snapshot of a (re)connect
 * says differs from what is held is dropped or read again.
 */

/** The window's answer without the project. */
export function portfolioWithout(answer: Portfolio, projectId: string): Portfolio {
  return answer.projects.some((project) => project.id === projectId)
    ? { ...answer, projects: answer.projects.filter((project) => project.id !== projectId) }
    : answer;
}

/** The clashes without those that involve the project (the next read of the clashes says the rest). */
export function clashesWithout(answer: Clashes, projectId: string): Clashes {
  const clashes = answer.clashes.filter((clash) => !clash.events.some((event) => event.projectId === projectId));
  if (clashes.length === answer.clashes.length) return answer;
  return { ...answer, clashes, total: answer.total - (answer.clashes.length - clashes.length) };
}

/** The project list without the project. */
export const projectsWithout = (projects: readonly ProjectSummary[], projectId: string): ProjectSummary[] =>
  projects.filter((project) => project.id !== projectId);

export interface SnapshotDiff {
  /** Held, but no longer readable. */
  removed: string[];
  /** Readable, but not held. */
  added: string[];
  /** Held at another revision than the server's. */
  changed: string[];
}

/** What a snapshot (hello, refetch) says that the held project list does not. */
export function diffSnapshot(held: readonly Pick<ProjectSummary, 'id' | 'revision'>[], snapshot: readonly PortfolioProjectRevision[]): SnapshotDiff {
  const now = new Map(snapshot.map((project) => [project.projectId, project.revision]));
  const heldIds = new Set(held.map((project) => project.id));
  return {
    removed: held.flatMap((project) => (now.has(project.id) ? [] : [project.id])),
    added: snapshot.flatMap((project) => (heldIds.has(project.projectId) ? [] : [project.projectId])),
    changed: held.flatMap((project) => {
      const revision = now.get(project.id);
      return revision !== undefined && revision !== project.revision ? [project.id] : [];
    }),
  };
}

/** Whether a cached window's key (portfolioKeys.window) asks for the project: its page of ids names it, or it asks for all. */
export function windowKeyHolds(queryKey: readonly unknown[], projectId: string): boolean {
  const ids = queryKey[4];
  return typeof ids === 'string' && (ids === '' || ids.split(',').includes(projectId));
}
