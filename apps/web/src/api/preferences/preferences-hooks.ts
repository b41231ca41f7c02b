import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { savePreference } from './preferences-fetchers';
import { preferenceCategoryQueryOptions, preferenceKeys } from './preferences-queries';

export const SELECTED_PROJECT_KEY = 'selected_project';

/** Tells the user a background preference save failed, in the spec's words (preferenceFailure). */
export const notifyPreferenceFailure = (error: unknown): void => {
  toast.error(error instanceof Error ? error.message : String(error));
};

export function useUiPreferencesQuery() {
  return useQuery({ ...preferenceCategoryQueryOptions('ui'), retry: false });
}

/** The saved selected project id from the ui preferences, if it is a string. */
export function readSelectedProject(values: Record<string, unknown> | undefined): string | null {
  const value = values?.[SELECTED_PROJECT_KEY];
  return typeof value === 'string' && value ? value : null;
}

/**
 * Saves the selected project (spec part 2, section 4). A failed save is said in a toast ('API call
 * failed: …') and changes nothing else: the choice still lives in the URL, and the next load falls
 * back to the first project.
 */
export function useSaveSelectedProject() {
  const queryClient = useQueryClient();
  return useCallback((projectId: string | null) => {
    queryClient.setQueryData<Record<string, unknown>>(preferenceKeys.category('ui'), (current) =>
      current ? { ...current, [SELECTED_PROJECT_KEY]: projectId } : current,
    );
    savePreference('ui', SELECTED_PROJECT_KEY, projectId).catch(notifyPreferenceFailure);
  }, [queryClient]);
}
