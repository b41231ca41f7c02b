/**
 * The selected project travels in the URL as `?project=<id>` on every view, so a link to
 * `/calendar?project=…` opens that project. Views read it with useSelectedProjectId.
 */
export const PROJECT_SEARCH_PARAM = 'project';

export function getProjectId(search: URLSearchParams | string): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(PROJECT_SEARCH_PARAM);
  return value ? value : null;
}

/** A path carrying the given project (or none), e.g. for links between views. */
export function withProject(pathname: string, projectId: string | null | undefined): string {
  if (!projectId) return pathname;
  return `${pathname}?${new URLSearchParams({ [PROJECT_SEARCH_PARAM]: projectId }).toString()}`;
}

/** The project search string to carry over when switching views ('' when none is selected). */
export const projectSearch = (search: URLSearchParams | string): string =>
  withProject('', getProjectId(search));
