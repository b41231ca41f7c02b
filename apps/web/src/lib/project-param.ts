import { useCallback } from 'react';
import { useSearchParams } from '@/lib/router';
import { getProjectId, PROJECT_SEARCH_PARAM } from './project-search';

export { getProjectId, PROJECT_SEARCH_PARAM, projectSearch, withProject } from './project-search';

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
