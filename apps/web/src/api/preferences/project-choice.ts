import type { ProjectSummary } from '@plotline/shared';

/*
 * Which project is selected on landing (docs/decisions.md D19): the rule alone, without React, so
 * the early project read (app/early-project-read.ts) runs it before the app has loaded. The hooks
 * that apply it are in selected-project.ts.
 */

export const SELECTED_PROJECT_KEY = 'selected_project';

/** The saved selected project id from the ui preferences, if it is a string. */
export function readSelectedProject(values: Record<string, unknown> | undefined): string | null {
  const value = values?.[SELECTED_PROJECT_KEY];
  return typeof value === 'string' && value ? value : null;
}

/** A project to put in the URL, and whether it must be saved (it was not the saved one). */
export interface ProjectChoice {
  projectId: string;
  shouldSave: boolean;
}

/**
 * What the URL's project should become. null: leave it (it names one of the user's projects, or
 * there is none to choose). Otherwise the saved project when it is one of the user's, else the first.
 */
export function chooseProject(
  projects: readonly Pick<ProjectSummary, 'id'>[],
  urlProjectId: string | null,
  savedProjectId: string | null,
): ProjectChoice | null {
  const first = projects[0];
  if (!first) return null;
  if (urlProjectId && projects.some((project) => project.id === urlProjectId)) return null;
  if (savedProjectId && projects.some((project) => project.id === savedProjectId)) {
    return { projectId: savedProjectId, shouldSave: false };
  }
  return { projectId: first.id, shouldSave: true };
}
