import { queryOptions } from '@tanstack/react-query';
import type { PreferenceCategory } from '@plotline/shared';
import { fetchPreferenceCategory } from './preferences-fetchers';

export const preferenceKeys = {
  all: ['preferences'] as const,
  category: (category: PreferenceCategory) => [...preferenceKeys.all, category] as const,
};

export const preferenceCategoryQueryOptions = (category: PreferenceCategory) =>
  queryOptions({
    queryKey: preferenceKeys.category(category),
    queryFn: ({ signal }) => fetchPreferenceCategory(category, signal),
    staleTime: 5 * 60_000,
  });
