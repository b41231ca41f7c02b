import { useShellProject } from '../hooks/use-shell-project';
import { ProjectPicker } from './project-picker';

/**
 * The project picker as the top bar renders it. The dropdown ('Select a Project...', search,
 * '+ Add New Project') is built here around ProjectPicker; the shell needs no change for it.
 */
export function ProjectPickerMenu() {
  const state = useShellProject();
  return <ProjectPicker {...state} />;
}
