/*
 * A project's API addresses, apart from the fetchers: the early project read (app/early-project-read.ts,
 * docs/decisions.md D83) builds the same address before the app's script has loaded.
 */

export const projectPath = (projectId: string) => `/api/v1/projects/${encodeURIComponent(projectId)}`;
export type DetailWindow = { from?: string | undefined; to?: string | undefined };

/** The address of the project's detail, whole or for a window (the early project read asks the same, docs/decisions.md D83). */
export function projectDetailUrl(projectId: string, window?: DetailWindow): string {
  const query = new URLSearchParams();
  if (window?.from) query.set('from', window.from);
  if (window?.to) query.set('to', window.to);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return `${projectPath(projectId)}${search}`;
}
