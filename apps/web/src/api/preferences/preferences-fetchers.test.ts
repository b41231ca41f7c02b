import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { fetchPreferenceCategory, savePreference } from './preferences-fetchers';

afterEach(() => vi.unstubAllGlobals());

describe('preference calls', () => {
  it("surface HTTP errors as 'API call failed: {status} {statusText}'", async () => {
    mockFetch({
      'PUT /api/v1/preferences/ui/selected_project': { ...fail(500, 'INTERNAL_ERROR', 'Internal error'), statusText: 'Internal Server Error' },
      'GET /api/v1/preferences/timeline': { ...fail(503, 'UNAVAILABLE'), statusText: 'Service Unavailable' },
    });
    await expect(savePreference('ui', 'selected_project', 'p1')).rejects.toThrow(/^API call failed: 500 Internal Server Error$/);
    await expect(fetchPreferenceCategory('timeline')).rejects.toThrow(/^API call failed: 503 Service Unavailable$/);
  });

  it('pass successful answers through', async () => {
    mockFetch({ 'GET /api/v1/preferences/ui': ok({ default_view: 'table' }) });
    await expect(fetchPreferenceCategory('ui')).resolves.toEqual({ default_view: 'table' });
  });
});
