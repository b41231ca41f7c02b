import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { projectLoader, type ProjectPaging } from './project-loader';

const NOT_PAGING: ProjectPaging = { isPaging: false, hasFailed: false };

/** Whether the rest of the project is still being paged in after its first window (docs/decisions.md D60). */
export function useProjectPaging(projectId: string | null): ProjectPaging {
  const client = useQueryClient();
  const loader = projectId ? projectLoader(client, projectId) : null;
  const subscribe = useCallback(
    (listener: () => void) => loader?.subscribe(listener) ?? (() => {}),
    [loader],
  );
  return useSyncExternalStore(subscribe, () => loader?.status ?? NOT_PAGING);
}

/** Pages the missing days nearest `day` (a day number; null: the project's first) in next. */
export function useProjectFocus(projectId: string | null, day: number | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (projectId) projectLoader(client, projectId).setFocus(day);
  }, [client, projectId, day]);
}
