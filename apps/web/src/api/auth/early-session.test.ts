import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_READS_GLOBAL, EARLY_SESSION_GLOBAL } from '@plotline/shared';
import { api } from '@/lib/api-client';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeUser } from '@/test/users';
import { fetchCurrentUser, logout } from './auth-fetchers';
import { peekEarlySessionCheck } from './early-session';

const holder = window as unknown as Record<string, unknown>;
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  delete holder[EARLY_SESSION_GLOBAL];
});

describe("index.html's early session check (docs/decisions.md D81)", () => {
  it('answers the first session check without a second request; later checks ask the server', async () => {
    const early = makeUser({ firstName: 'Early' });
    holder[EARLY_SESSION_GLOBAL] = Promise.resolve(answer(200, { success: true, data: early }));
    const fetchMock = mockFetch({ 'GET /auth/user': ok(makeUser({ firstName: 'Later' })) });

    expect(await peekEarlySessionCheck()).toBe(true);
    expect((await fetchCurrentUser())?.firstName).toBe('Early');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(peekEarlySessionCheck()).toBeUndefined();

    expect((await fetchCurrentUser())?.firstName).toBe('Later');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads a 401 as signed out, and a failed early request is sent again', async () => {
    holder[EARLY_SESSION_GLOBAL] = Promise.resolve(answer(401, { success: false, code: 'UNAUTHORIZED' }));
    const fetchMock = mockFetch({ 'GET /auth/user': ok(makeUser()) });
    expect(await peekEarlySessionCheck()).toBe(false);
    expect(await fetchCurrentUser()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    holder[EARLY_SESSION_GLOBAL] = Promise.resolve(null);
    expect(await peekEarlySessionCheck()).toBeUndefined();
    expect(await fetchCurrentUser()).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("the early reads after signing out (docs/decisions.md D83)", () => {
  it('are dropped: the next read asks the server', async () => {
    holder[EARLY_READS_GLOBAL] = { '/api/v1/projects': Promise.resolve(answer(200, { success: true, data: ['theirs'] })) };
    mockFetch({ 'POST /auth/logout': ok(null) });
    await logout();
    expect(holder[EARLY_READS_GLOBAL]).toBeUndefined();
    const fetchMock = mockFetch({ 'GET /api/v1/projects': ok(['fresh']) });
    expect(await api.get('/api/v1/projects')).toEqual(['fresh']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
