import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { savePreference } from './preferences-fetchers';
import { preferenceCategoryQueryOptions, preferenceKeys } from './preferences-queries';

export const SELECTED_PROJECT_KEY = 'selected_project';

export function useUiPreferencesQuery() {
  return useQuery({ ...preferenceCategoryQueryOptions('ui'), retry: false });
}

/** The saved selected project id from the ui preferences, if it is a string. */
export function readSelectedProject(values: Record<string, unknown> | undefined): string | null {
  const value = values?.[SELECTED_PROJECT_KEY];
  return typeof value === 'string' && value ? value : null;
}

/**
 * Saves the selected project (spec part 2, section 4). A failed save only warns: the choice
 * still lives in the URL, and the next load falls back to the first project.
 */
export function useSaveSelectedProject() {
  const queryClient = useQueryClient();
  return useCallback((projectId: string | null) => {
    queryClient.setQueryData<Record<string, unknown>>(preferenceKeys.category('ui'), (current) =>
      current ? { ...current, [SELECTED_PROJECT_KEY]: projectId } : current,
    );
    savePreference('ui', SELECTED_PROJECT_KEY, projectId).catch((error: unknown) => {
      console.warn('Could not save the selected project preference', error);
    });
  }, [queryClient]);
}
