import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { savePreference } from './preferences-fetchers';
import { preferenceCategoryQueryOptions, preferenceKeys } from './preferences-queries';

/**
 * What every failed preference save does: a console warning in the spec's words ('API call failed:
 * …', preferenceFailure) and nothing the user sees (docs/decisions.md D19).
 * The value stays where the user set it (URL, local copy) for this visit.
 */
export const warnPreferenceFailure = (error: unknown): void => {
  console.warn(error instanceof Error ? error.message : String(error));
};

export function useUiPreferencesQuery() {
  return useQuery({ ...preferenceCategoryQueryOptions('ui'), retry: false });
}

/**
 * Saves one ui preference: `keepLocal` runs first (the local copy, the page itself), the cached ui
 * preferences update at once and return to what they were if the server refuses.
 */
export function useSaveUiPreference<T>(key: string, keepLocal: (value: T) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: T) => savePreference('ui', key, value),
    onMutate: (value) => {
      keepLocal(value);
      const previous = queryClient.getQueryData<Record<string, unknown>>(preferenceKeys.category('ui'));
      queryClient.setQueryData<Record<string, unknown>>(preferenceKeys.category('ui'), (current) => ({
        ...current,
        [key]: value,
      }));
      return { previous };
    },
    onError: (_error, _value, context) => {
      queryClient.setQueryData(preferenceKeys.category('ui'), context?.previous);
    },
  });
}
