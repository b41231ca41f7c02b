import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_READS_GLOBAL } from '@plotline/shared';
import { projectDetailUrl } from '@/api/planning/planning-fetchers';
import { api } from '@/lib/api-client';
import { mockFetch, ok } from '@/test/fetch-mock';
import { discardEarlyReads } from '@/lib/early-reads';
import { firstTimelineWindow } from '@/lib/timeline-first-window';
import { startEarlyProjectRead } from './early-project-read';

const holder = window as unknown as Record<string, Record<string, Promise<Response | null>> | undefined>;
const answer = (data: unknown) =>
  Promise.resolve(new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
const PROJECTS = [{ id: 'first' }, { id: 'saved' }, { id: 'linked' }];

/** What index.html's inline script leaves on /timeline: the project list and both preference categories. */
function startEarly(ui: Record<string, unknown>, timeline: Record<string, unknown>) {
  holder[EARLY_READS_GLOBAL] = {
    '/api/v1/projects': answer(PROJECTS),
    '/api/v1/preferences/ui': answer(ui),
    '/api/v1/preferences/timeline': answer(timeline),
  };
}

afterEach(() => {
  discardEarlyReads();
});

describe("the timeline's first project read, started by the entry (docs/decisions.md D83)", () => {
  it('asks for the saved project and the window the board will ask for; the view takes that answer, once', async () => {
    startEarly({ selected_project: 'saved' }, { zoom: 'month', visible_start: '2025-08-01' });
    const fetchMock = mockFetch({ 'GET /api/v1/projects/saved': ok({ id: 'saved' }) });
    await startEarlyProjectRead({ pathname: '/timeline', search: '' }, 1280);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const window = firstTimelineWindow(new URLSearchParams(), { zoom: 'month', visible_start: '2025-08-01' }, 1280);
    expect(window.from).toBe('2025-08-01');
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/v1/projects/saved?from=${window.from}&to=${window.to}`);

    // The address fetchProjectDetail asks (the loader's read of the same window).
    expect(await api.get(projectDetailUrl('saved', window))).toEqual({ id: 'saved' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await api.get(projectDetailUrl('saved', window));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a view that asks for the same window before the read is started waits for it: one request', async () => {
    startEarly({ selected_project: 'saved' }, {});
    const fetchMock = mockFetch({ 'GET /api/v1/projects/saved': ok({ id: 'saved' }) });
    const window = firstTimelineWindow(new URLSearchParams(), {}, 390);
    const started = startEarlyProjectRead({ pathname: '/timeline', search: '' }, 390);
    // Asked while the entry still reads the early answers: nothing is sent yet.
    const viewRead = api.get(projectDetailUrl('saved', window));
    expect(fetchMock).not.toHaveBeenCalled();
    await started;
    expect(await viewRead).toEqual({ id: 'saved' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a window read the entry does not start is sent once it has decided', async () => {
    startEarly({ selected_project: 'saved' }, {});
    const fetchMock = mockFetch({ 'GET /api/v1/projects/saved': ok({ id: 'saved' }) });
    const started = startEarlyProjectRead({ pathname: '/timeline', search: '' }, 390);
    const otherWindow = api.get(projectDetailUrl('saved', { from: '2030-01-01', to: '2030-01-31' }));
    await started;
    expect(await otherWindow).toEqual({ id: 'saved' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringMatching(/^\/api\/v1\/projects\/saved\?from=2025-07-20&to=/),
      '/api/v1/projects/saved?from=2030-01-01&to=2030-01-31',
    ]);
  });

  it("follows the address's project and view over the saved ones", async () => {
    startEarly({ selected_project: 'saved' }, {});
    const fetchMock = mockFetch({ 'GET /api/v1/projects/linked': ok({ id: 'linked' }) });
    await startEarlyProjectRead({ pathname: '/timeline', search: '?project=linked&zoom=day&from=2025-09-01' }, 390);
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/^\/api\/v1\/projects\/linked\?from=2025-09-01&to=2025-09-/);
  });

  it('asks nothing off the timeline, or when an early read failed', async () => {
    startEarly({}, {});
    const fetchMock = mockFetch({});
    await startEarlyProjectRead({ pathname: '/table', search: '' }, 1280);
    holder[EARLY_READS_GLOBAL]!['/api/v1/preferences/timeline'] = Promise.resolve(null);
    await startEarlyProjectRead({ pathname: '/timeline', search: '' }, 1280);
    discardEarlyReads();
    await startEarlyProjectRead({ pathname: '/timeline', search: '' }, 1280);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
