import type { ProjectDetail } from '@plotline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react';
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
 * The project a view renders (docs/decisions.md D86, D101). A project arriving where none was shown
 * (the first read of a project), and a page folded into what is on screen, are rendered in the
 * background first: React's deferred render yields to input and paint between components, so the
 * view's first drawing of the project, and a page's work for its rows, are sliced instead of one
 * long task, and the screen keeps what it showed (the loading layout, the earlier project) until
 * that render is done. Anything else (an edit, a live change, a project in another's place) is
 * rendered at once.
 *
 * "On screen" is what this hook's last committed render returned, not React's deferred value:
 * React renders deferred values after every transition (the bars' slices, the lazy parts' swaps),
 * so during a first load that value can still be the one from before the project arrived.
 */
export function useShownProject(project: ProjectDetail | undefined): ProjectDetail | undefined {
  const deferred = useDeferredValue(project);
  // Set during the render that shows a project: kept if that render commits, dropped with it if not.
  const [onScreen, setOnScreen] = useState(project);
  const isBackground =
    project !== undefined &&
    deferred !== project &&
    (onScreen === undefined || (onScreen !== project && isPagedFrom(project, onScreen)));
  const shown = isBackground ? onScreen : project;
  if (shown !== onScreen) setOnScreen(shown);
  return shown;
}
