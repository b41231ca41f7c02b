import { type PreferenceCategory } from '@plotline/shared';
import { api, ApiError } from '@/lib/api-client';
import { lazySchema } from '@/api/response-schemas';

const preferenceCategoryValuesParser = lazySchema((schemas) => schemas.preferenceCategoryValuesSchema);
const savedPreferenceParser = lazySchema((schemas) => schemas.savedPreferenceSchema);

/** Preference HTTP errors surface as 'API call failed: {status} {statusText}'. */
export function preferenceFailure(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status === 0) return error;
  return new Error(`API call failed: ${error.status} ${error.statusText}`.trim(), { cause: error });
}

export function fetchPreferenceCategory(category: PreferenceCategory, signal?: AbortSignal) {
  return api.get(`/api/v1/preferences/${category}`, { schema: preferenceCategoryValuesParser, signal }).catch((error: unknown) => {
    throw preferenceFailure(error);
  });
}

export function savePreference(category: PreferenceCategory, key: string, value: unknown) {
  return api
    .put(`/api/v1/preferences/${category}/${encodeURIComponent(key)}`, { value }, { schema: savedPreferenceParser })
    .catch((error: unknown) => {
      throw preferenceFailure(error);
    });
}
