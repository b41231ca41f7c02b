import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@/lib/router';
import { useProjectsQuery } from '@/api/projects';
import { useSelectedProjectId } from '@/lib/project-param';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { chooseProject, readSelectedProject, SELECTED_PROJECT_KEY, type ProjectChoice } from './project-choice';
import { savePreference } from './preferences-fetchers';
import { useUiPreferencesQuery, warnPreferenceFailure } from './preferences-hooks';
import { preferenceKeys } from './preferences-queries';

/*
 * The selected project: it lives in the URL
 * (`?project=<id>`, so deep links and the back button work) and is saved as the ui.selected_project
 * preference, restored on the next load; with none saved, the first project is chosen and saved.
 * This file and its rule (project-choice.ts) are the one place that decides which project is
 * selected (docs/decisions.md D19).
 */

export { chooseProject, readSelectedProject, SELECTED_PROJECT_KEY, type ProjectChoice } from './project-choice';

export interface ProjectChoiceState {
  /** Nothing left to choose: the URL holds the selection (or there is nothing to select). */
  isSettled: boolean;
  /** The project still to be put in the URL, once the lists it depends on are loaded. */
  choice: ProjectChoice | null;
}

/**
 * The choice for the current URL. It waits for the project list and, unless the URL already names
 * one of the user's projects, for the saved preference; an unreadable list or preference is no reason
 * to wait (no projects to choose; the first project then).
 */
export function useProjectChoice(): ProjectChoiceState {
  const projectsQuery = useProjectsQuery();
  const preferencesQuery = useUiPreferencesQuery();
  const [urlProjectId] = useSelectedProjectId();
  if (projectsQuery.isPending) return { isSettled: false, choice: null };
  const projects = projectsQuery.data ?? [];
  const isUrlProjectKnown = urlProjectId !== null && projects.some((project) => project.id === urlProjectId);
  if (!isUrlProjectKnown && projects.length > 0 && preferencesQuery.isPending) return { isSettled: false, choice: null };
  const choice = chooseProject(projects, urlProjectId, readSelectedProject(preferencesQuery.data));
  return { isSettled: choice === null, choice };
}

/**
 * The project a view shows: the one the shell is about to put in the URL (useAutoSelectProject),
 * else the URL's. Until the shell's effect has written it, a view would draw "no project" for a
 * frame and then the project, its header and toolbar moving under the reader; it draws the
 * project from the first render that can know it (docs/decisions.md D94).
 */
export function useViewProjectId(): string | null {
  const { choice } = useProjectChoice();
  const [urlProjectId] = useSelectedProjectId();
  return choice?.projectId ?? urlProjectId;
}

/**
 * Saves the selected project. A failed save only warns in the console
 * (docs/decisions.md D19): the choice still lives in the URL.
 */
export function useSaveSelectedProject() {
  const queryClient = useQueryClient();
  return useCallback(
    (projectId: string | null) => {
      queryClient.setQueryData<Record<string, unknown>>(preferenceKeys.category('ui'), (current) =>
        current ? { ...current, [SELECTED_PROJECT_KEY]: projectId } : current,
      );
      savePreference('ui', SELECTED_PROJECT_KEY, projectId).catch(warnPreferenceFailure);
    },
    [queryClient],
  );
}

/** The user picks a project (picker, projects list, a new project): into the URL, and saved. */
export function useSelectProject(): (projectId: string) => void {
  const [, setSelectedProjectId] = useSelectedProjectId();
  const saveSelectedProject = useSaveSelectedProject();
  return useCallback(
    (projectId: string) => {
      setSelectedProjectId(projectId);
      saveSelectedProject(projectId);
    },
    [setSelectedProjectId, saveSelectedProject],
  );
}

/**
 * Applies the choice: the URL gets the restored (or first) project, replacing the history entry,
 * and a first project is saved. Mounted once, by the app shell; `/` waits for it before opening
 * the default view (app/router.tsx). The save waits for the view's first paint (docs/decisions.md
 * D107): nothing on the screen needs it, and before it, it shared the link with the scripts and the
 * project's window the paint waits for.
 */
export function useAutoSelectProject(): void {
  const { choice } = useProjectChoice();
  // Any navigation that leaves the URL without a valid project is answered, even one batched with ours.
  const { key: locationKey } = useLocation();
  const [, setSelectedProjectId] = useSelectedProjectId();
  const saveSelectedProject = useSaveSelectedProject();
  const projectId = choice?.projectId;
  const shouldSave = choice?.shouldSave ?? false;
  useEffect(() => {
    if (!projectId) return;
    setSelectedProjectId(projectId, { replace: true });
    if (shouldSave) afterFirstPaint(() => saveSelectedProject(projectId));
  }, [projectId, shouldSave, locationKey, setSelectedProjectId, saveSelectedProject]);
}
