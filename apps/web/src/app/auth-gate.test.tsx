import { describe, expect, it } from 'vitest';
import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { authKeys } from '@/api/auth';
import { fail, mockFetch } from '@/test/fetch-mock';
import { createTestQueryClient } from '@/test/render';
import { AuthGate } from './auth-gate';
import { loadScreens } from './lazy-screens';

const LOADING = 'Loading your timeline...';

describe('the auth gate (docs/decisions.md D103)', () => {
  it('keeps the loading screen in the commit that learns the session, and draws the screen after', async () => {
    // The login screen's code in, so it is drawn the moment it is rendered (no Suspense fallback).
    await loadScreens();
    mockFetch({ 'GET /auth/user': fail(401, 'UNAUTHORIZED') });
    const queryClient = createTestQueryClient();
    /** For each commit: whether the session was known, and whether the loading screen was shown. */
    const commits: { isKnown: boolean; isLoading: boolean }[] = [];
    render(
      <QueryClientProvider client={queryClient}>
        <Profiler
          id="gate"
          onRender={() =>
            commits.push({
              isKnown: queryClient.getQueryData(authKeys.currentUser()) !== undefined,
              isLoading: screen.queryByText(LOADING) !== null,
            })
          }
        >
          <AuthGate>
            <p>the view</p>
          </AuthGate>
        </Profiler>
      </QueryClientProvider>,
    );
    expect(screen.getByText(LOADING)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
    // The urgent render after the answer kept the loading screen; the login screen came in the deferred one.
    const known = commits.filter((commit) => commit.isKnown);
    expect(known[0]).toEqual({ isKnown: true, isLoading: true });
    expect(known.at(-1)?.isLoading).toBe(false);
  });
});
