import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_READS_GLOBAL } from '@plotline/shared';
import { mockFetch, ok } from '@/test/fetch-mock';
import { api } from './api-client';
import { discardEarlyReads, takeEarlyRead } from './early-reads';

const holder = window as unknown as Record<string, unknown>;
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** What index.html's inline script leaves on window, one answer per path. */
const startEarly = (reads: Record<string, Response | null>) => {
  holder[EARLY_READS_GLOBAL] = Object.fromEntries(Object.entries(reads).map(([path, response]) => [path, Promise.resolve(response)]));
};

afterEach(() => {
  discardEarlyReads();
});

describe("the reads index.html started early (docs/decisions.md D83)", () => {
  it('answers the first GET of the same path once, without a request; the next one asks the server', async () => {
    startEarly({ '/api/v1/projects': answer(200, { success: true, data: ['early'] }) });
    const fetchMock = mockFetch({ 'GET /api/v1/projects': ok(['later']) });
    expect(await api.get('/api/v1/projects')).toEqual(['early']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await api.get('/api/v1/projects')).toEqual(['later']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('matches the method and the whole path and query', async () => {
    startEarly({ '/api/v1/preferences/ui': answer(200, { success: true, data: { early: true } }) });
    const fetchMock = mockFetch({ 'GET /api/v1/preferences/ui': ok({ early: false }), 'GET /api/v1/preferences': ok(null) });
    expect(takeEarlyRead('PUT', '/api/v1/preferences/ui')).toBeUndefined();
    expect(await api.get('/api/v1/preferences/ui', { query: { x: 1 } })).toEqual({ early: false });
    expect(await api.get('/api/v1/preferences')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await api.get('/api/v1/preferences/ui')).toEqual({ early: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends the request when the early one failed on the network', async () => {
    startEarly({ '/api/v1/projects': null });
    const fetchMock = mockFetch({ 'GET /api/v1/projects': ok(['fetched']) });
    expect(await api.get('/api/v1/projects')).toEqual(['fetched']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again after an early 401, and a 401 drops every early answer left', async () => {
    startEarly({
      '/api/v1/projects': answer(401, { success: false, code: 'UNAUTHORIZED' }),
      '/api/v1/preferences/ui': answer(200, { success: true, data: { stale: true } }),
    });
    const fetchMock = mockFetch({ 'GET /api/v1/projects': ok(['fresh']), 'GET /api/v1/preferences/ui': ok({ stale: false }) });
    expect(await api.get('/api/v1/projects')).toEqual(['fresh']);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    mockFetch({ 'GET /api/v1/projects': { status: 401, body: { success: false, code: 'UNAUTHORIZED' } } });
    await expect(api.get('/api/v1/projects', { skipSessionHandling: true })).rejects.toMatchObject({ status: 401 });
    expect(holder[EARLY_READS_GLOBAL]).toBeUndefined();
    const after = mockFetch({ 'GET /api/v1/preferences/ui': ok({ stale: false }) });
    expect(await api.get('/api/v1/preferences/ui')).toEqual({ stale: false });
    expect(after).toHaveBeenCalledTimes(1);
  });
});
