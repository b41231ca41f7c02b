import type { ProjectDetail } from '@plotline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useSyncExternalStore } from 'react';
import { projectLoader, type ProjectPaging } from './project-loader';
import { isPagedFrom } from './project-pages';

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

/**
 * The project a view renders (docs/decisions.md D86). A page folded into what is on screen is
 * rendered in the background first: React's deferred render yields to input and paint between
 * components, so a page's work for the view's rows is sliced instead of one long task, and the
 * screen keeps what it showed until that render is done. Anything else (an edit, a live change, a
 * read) is rendered at once, as before; so is a page folded into a project the screen never showed.
 */
export function useShownProject(project: ProjectDetail | undefined): ProjectDetail | undefined {
  const deferred = useDeferredValue(project);
  return project && deferred && deferred !== project && isPagedFrom(project, deferred) ? deferred : project;
}
