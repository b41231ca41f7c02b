import type { ProjectPickerState } from '../components/project-picker';
import { useProjectSelection } from './use-project-selection';

/** What the top bar and the mobile drawer show about projects. */
export function useShellProject(): ProjectPickerState {
  const { projects, isLoading, isError, selectedProject } = useProjectSelection();
  return { isLoading, isError, projectCount: projects.length, selectedProjectName: selectedProject?.name ?? null };
}
