import { preferenceCategoryValuesSchema, savedPreferenceSchema, type PreferenceCategory } from '@plotline/shared';
import { api } from '@/lib/api-client';

export function fetchPreferenceCategory(category: PreferenceCategory, signal?: AbortSignal) {
  return api.get(`/api/v1/preferences/${category}`, { schema: preferenceCategoryValuesSchema, signal });
}

export function savePreference(category: PreferenceCategory, key: string, value: unknown) {
  return api.put(`/api/v1/preferences/${category}/${encodeURIComponent(key)}`, { value }, { schema: savedPreferenceSchema });
}
