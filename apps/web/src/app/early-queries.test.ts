import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { EARLY_READS_GLOBAL, EARLY_SESSION_GLOBAL } from '@plotline/shared';
import { preferenceKeys } from '@/api/preferences/preferences-queries';
import { projectKeys } from '@/api/projects/projects-queries';
import { objectiveKeys } from '@/api/planning/objectives-queries';
import { discardEarlyReads, hasEarlyRead } from '@/lib/early-reads';
import { mockFetch } from '@/test/fetch-mock';
import { makeProjectSummary } from '@/test/projects';
import { prefetchEarlyReads } from './early-queries';

const holder = window as unknown as Record<string, unknown>;
const answer = (status: number, data: unknown) =>
  Promise.resolve(new Response(JSON.stringify(status === 200 ? { success: true, data } : { success: false, code: 'UNAUTHORIZED' }), { status, headers: { 'Content-Type': 'application/json' } }));
const PROJECTS = [makeProjectSummary()];
const OBJECTIVES = { launch: { id: 'launch', name: 'Launch', color: '#123456', description: 'Going live' } };

/** What index.html's inline script leaves on /table: the session check, the project list, the ui preferences and the objectives. */
function startEarly(sessionStatus: number) {
  holder[EARLY_SESSION_GLOBAL] = answer(sessionStatus, { id: 'u' });
  holder[EARLY_READS_GLOBAL] = {
    '/api/v1/projects': answer(sessionStatus, PROJECTS),
    '/api/v1/preferences/ui': answer(sessionStatus, { theme: 'dark' }),
    '/api/v1/objectives': answer(sessionStatus, OBJECTIVES),
  };
}

afterEach(() => {
  discardEarlyReads();
  delete holder[EARLY_SESSION_GLOBAL];
});

describe('the early reads read into the query cache (docs/decisions.md D94)', () => {
  it('holds the project list and the preferences the page started, before any component asks; sends nothing', async () => {
    startEarly(200);
    const fetchMock = mockFetch({});
    const queryClient = new QueryClient();
    await prefetchEarlyReads(queryClient);
    expect(queryClient.getQueryData(projectKeys.list())).toEqual(PROJECTS);
    expect(queryClient.getQueryData(preferenceKeys.category('ui'))).toEqual({ theme: 'dark' });
    // The objectives colour the view's first drawing (docs/decisions.md D106).
    expect(queryClient.getQueryData(objectiveKeys.all)).toEqual(OBJECTIVES);
    // The timeline preferences were not among the page's early reads (not /timeline): not asked.
    expect(queryClient.getQueryData(preferenceKeys.category('timeline'))).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes nothing when the session check says signed out', async () => {
    startEarly(401);
    const fetchMock = mockFetch({});
    const queryClient = new QueryClient();
    await prefetchEarlyReads(queryClient);
    expect(queryClient.getQueryData(projectKeys.list())).toBeUndefined();
    expect(hasEarlyRead('/api/v1/projects')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
