import { useCallback, useEffect, useMemo } from 'react';
import type { ProjectSummary } from '@plotline/shared';
import { readSelectedProject, useSaveSelectedProject, useUiPreferencesQuery } from '@/api/preferences';
import { useProjectsQuery } from '@/api/projects';
import { useSelectedProjectId } from '@/lib/project-param';

export interface ProjectSelection {
  projects: ProjectSummary[];
  isLoading: boolean;
  isError: boolean;
  selectedProjectId: string | null;
  /** The selected project when it is in the user's list (a stale or foreign id gives null). */
  selectedProject: ProjectSummary | null;
  /** Puts `?project=<id>` in the URL and saves the ui.selected_project preference. */
  selectProject: (projectId: string) => void;
}

export function useProjectSelection(): ProjectSelection {
  const projectsQuery = useProjectsQuery();
  const [selectedProjectId, setSelectedProjectId] = useSelectedProjectId();
  const saveSelectedProject = useSaveSelectedProject();
  const projects = useMemo(() => projectsQuery.data ?? [], [projectsQuery.data]);
  const selectedProject = projects.find((project) => project.id === selectedProjectId) ?? null;

  const selectProject = useCallback(
    (projectId: string) => {
      setSelectedProjectId(projectId);
      saveSelectedProject(projectId);
    },
    [setSelectedProjectId, saveSelectedProject],
  );

  return {
    projects,
    isLoading: projectsQuery.isPending,
    isError: projectsQuery.isError,
    selectedProjectId,
    selectedProject,
    selectProject,
  };
}

/**
 * Spec part 2, section 4 'Selected project': with no (or an unknown) `?project=` in the URL, the
 * saved preference is restored when it names one of the user's projects; otherwise the first
 * project is chosen and saved. Mounted once, by the top bar's picker.
 */
export function useAutoSelectProject(): void {
  const projectsQuery = useProjectsQuery();
  const preferencesQuery = useUiPreferencesQuery();
  const [selectedProjectId, setSelectedProjectId] = useSelectedProjectId();
  const saveSelectedProject = useSaveSelectedProject();
  const projects = projectsQuery.data;
  // An unreadable preference is no reason to wait: the first project is used instead.
  const isPreferenceSettled = !preferencesQuery.isPending;
  const savedProjectId = readSelectedProject(preferencesQuery.data);

  useEffect(() => {
    if (!projects || projects.length === 0 || !isPreferenceSettled) return;
    if (selectedProjectId && projects.some((project) => project.id === selectedProjectId)) return;
    const saved = savedProjectId ? projects.find((project) => project.id === savedProjectId) : undefined;
    const next = saved ?? projects[0];
    if (!next) return;
    setSelectedProjectId(next.id, { replace: true });
    if (!saved) saveSelectedProject(next.id);
  }, [projects, isPreferenceSettled, savedProjectId, selectedProjectId, setSelectedProjectId, saveSelectedProject]);
}
