import { useQuery } from '@tanstack/react-query';
import { preferenceCategoryQueryOptions } from './preferences-queries';

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
