import { useCallback } from 'react';
import { useSearchParams } from '@/lib/router';

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
export function projectSearch(search: URLSearchParams | string): string {
  const projectId = getProjectId(search);
  return projectId ? `?${new URLSearchParams({ [PROJECT_SEARCH_PARAM]: projectId }).toString()}` : '';
}

/** [selected project id, setter]; setting keeps the other search params and adds a history entry. */
export function useSelectedProjectId(): [string | null, (projectId: string | null, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const projectId = getProjectId(searchParams);
  const setProjectId = useCallback(
    (next: string | null, options?: { replace?: boolean }) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set(PROJECT_SEARCH_PARAM, next);
          else params.delete(PROJECT_SEARCH_PARAM);
          return params;
        },
        { replace: options?.replace ?? false },
      );
    },
    [setSearchParams],
  );
  return [projectId, setProjectId];
}
