import { useMemo } from 'react';
import type { ProjectSummary } from '@plotline/shared';
import { useSelectProject } from '@/api/preferences';
import { useProjectsQuery } from '@/api/projects';
import { useSelectedProjectId } from '@/lib/project-param';

export interface ProjectSelection {
  projects: ProjectSummary[];
  isLoading: boolean;
  /** The project list could not be loaded ('Failed to load projects'); `retry` asks again. */
  isError: boolean;
  retry: () => void;
  selectedProjectId: string | null;
  /** The selected project when it is in the user's list (a stale or foreign id gives null). */
  selectedProject: ProjectSummary | null;
  /** Puts `?project=<id>` in the URL and saves the ui.selected_project preference. */
  selectProject: (projectId: string) => void;
}

/**
 * What the picker shows and does. Which project is selected when the URL names none is decided in
 * one place, api/preferences/selected-project.ts (applied by the app shell).
 */
export function useProjectSelection(): ProjectSelection {
  const projectsQuery = useProjectsQuery();
  const [selectedProjectId] = useSelectedProjectId();
  const selectProject = useSelectProject();
  const projects = useMemo(() => projectsQuery.data ?? [], [projectsQuery.data]);
  const selectedProject = projects.find((project) => project.id === selectedProjectId) ?? null;
  const { refetch } = projectsQuery;

  return {
    projects,
    isLoading: projectsQuery.isPending,
    // A failed background refresh keeps the list it had: only a list never loaded is a failure to show.
    isError: projectsQuery.isError && projectsQuery.data === undefined,
    retry: () => void refetch(),
    selectedProjectId,
    selectedProject,
    selectProject,
  };
}
