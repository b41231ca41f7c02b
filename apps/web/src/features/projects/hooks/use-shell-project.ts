import type { ProjectPickerState } from '../components/project-picker';

/**
 * What the top bar and the mobile drawer show about projects. Placeholder until the projects
 * query and the `?project=` selection (lib/project-param.ts) are wired in here.
 */
export function useShellProject(): ProjectPickerState {
  return { isLoading: false, projectCount: 0, selectedProjectName: null };
}
