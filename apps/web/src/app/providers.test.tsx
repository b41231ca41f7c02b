import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { authKeys } from '@/api/auth';
import { api, ApiError } from '@/lib/api-client';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { createTestQueryClient } from '@/test/render';
import { makeUser } from '@/test/users';
import { AppProviders } from './providers';

function setup() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.currentUser(), makeUser());
  queryClient.setQueryData(['projects'], [{ id: 'p1' }]);
  render(
    <AppProviders queryClient={queryClient}>
      <p>app</p>
    </AppProviders>,
  );
  return queryClient;
}

describe('api client session handling (docs/decisions.md D25.2)', () => {
  it('a 401 ends the session: the current user becomes null and other data goes', async () => {
    mockFetch({ 'GET /api/v1/projects': fail(401, 'UNAUTHORIZED', 'Sign in required') });
    const queryClient = setup();
    const error = await act(() => api.get('/api/v1/projects').catch((caught: unknown) => caught));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Sign in required' });
    expect(queryClient.getQueryData(authKeys.currentUser())).toBeNull();
    expect(queryClient.getQueryData(['projects'])).toBeUndefined();
  });

  it('a 403 shows the server message and keeps the user signed in', async () => {
    mockFetch({ 'DELETE /api/v1/projects/p1': fail(403, 'FORBIDDEN', 'Only the project owner can delete it') });
    const queryClient = setup();
    const error = await act(() => api.delete('/api/v1/projects/p1').catch((caught: unknown) => caught));
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', isNotified: true });
    expect(await screen.findByText('Only the project owner can delete it')).toBeInTheDocument();
    expect(queryClient.getQueryData(authKeys.currentUser())).toMatchObject({ email: 'ada@example.com' });
  });

  it('unwraps data, and falls back to "An error occurred" without a server message', async () => {
    const fetchMock = mockFetch({
      'POST /api/v1/things': ok({ id: 't1' }),
      'GET /api/v1/broken': { status: 502, body: undefined },
    });
    setup();
    await expect(api.post('/api/v1/things', { name: 'x' })).resolves.toEqual({ id: 't1' });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init).toMatchObject({ credentials: 'include', method: 'POST', body: '{"name":"x"}' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    await expect(api.get('/api/v1/broken')).rejects.toMatchObject({ status: 502, message: 'An error occurred' });
  });

  it('schema-checks data when a schema is given', async () => {
    mockFetch({ 'GET /api/v1/thing': ok({ id: 5 }) });
    setup();
    const schema = { parse: (data: unknown) => { if (typeof (data as { id: unknown }).id !== 'string') throw new Error('bad'); return data as { id: string }; } };
    await waitFor(() => expect(api.get('/api/v1/thing', { schema })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' }));
  });

  it('before its schema is loaded an answer is used as sent, then checked: a failure is told once it is (D82)', async () => {
    mockFetch({ 'GET /api/v1/thing': ok({ id: 5 }), 'GET /api/v1/good': ok({ id: 'g' }) });
    setup();
    const strict = { parse: (data: unknown) => { if (typeof (data as { id: unknown }).id !== 'string') throw new Error('bad'); return data as { id: string }; } };
    let arrive: (parser: typeof strict) => void = () => {};
    const arrived = new Promise<typeof strict>((resolve) => (arrive = resolve));
    const lazy = { current: undefined as typeof strict | undefined, whenLoaded: () => arrived };
    await expect(api.get('/api/v1/thing', { schema: lazy })).resolves.toEqual({ id: 5 });
    await expect(api.get('/api/v1/good', { schema: lazy })).resolves.toEqual({ id: 'g' });
    expect(screen.queryByText('Unexpected response from the server')).not.toBeInTheDocument();
    lazy.current = strict;
    await act(async () => arrive(strict));
    expect(await screen.findByText('Unexpected response from the server')).toBeInTheDocument();
    // Once loaded, an answer is checked before it is used.
    await expect(api.get('/api/v1/thing', { schema: lazy })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('checks the answers read before the schemas arrived each in a task of its own (D91)', async () => {
    mockFetch({ 'GET /api/v1/a': ok({ id: 'a' }), 'GET /api/v1/b': ok({ id: 'b' }) });
    setup();
    const checked: string[] = [];
    // What a check leaves for its microtasks runs before the next check only if that is a later task.
    const parser = {
      parse: (data: unknown) => {
        const { id } = data as { id: string };
        checked.push(id);
        queueMicrotask(() => checked.push(`after ${id}`));
        return data as { id: string };
      },
    };
    let arrive: (loaded: typeof parser) => void = () => {};
    const arrived = new Promise<typeof parser>((resolve) => (arrive = resolve));
    const lazy = { current: undefined as typeof parser | undefined, whenLoaded: () => arrived };
    await api.get('/api/v1/a', { schema: lazy });
    await api.get('/api/v1/b', { schema: lazy });
    arrive(parser);
    await waitFor(() => expect(checked).toHaveLength(4));
    expect(checked).toEqual(['a', 'after a', 'b', 'after b']);
  });
});
