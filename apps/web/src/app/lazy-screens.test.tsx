import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { EARLY_SESSION_GLOBAL } from '@plotline/shared';
import { authKeys } from '@/api/auth';
import { mockFetch } from '@/test/fetch-mock';
import { createTestQueryClient } from '@/test/render';
import { renderApp } from '@/test/render-app';
import { settleStaticLoginScreen } from './lazy-screens';

/*
 * A page sent with the login screen as static HTML (docs/decisions.md D89) renders React's first
 * frame once settleStaticLoginScreen has settled: that frame must be the login screen itself, not
 * the loading screen, or the reader would see the page flash.
 */

const holder = window as unknown as Record<string, unknown>;
const earlyAnswer = (status: number | null) =>
  Promise.resolve(status === null ? null : new Response('{"success":false}', { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => {
  delete holder[EARLY_SESSION_GLOBAL];
});

describe('the static login screen taken over (docs/decisions.md D89)', () => {
  it("after the early check's 401, the first frame is the login screen, asking nothing again", async () => {
    holder[EARLY_SESSION_GLOBAL] = earlyAnswer(401);
    const fetchMock = mockFetch({});
    const queryClient = createTestQueryClient();
    await settleStaticLoginScreen(queryClient);
    expect(holder[EARLY_SESSION_GLOBAL]).toBeUndefined();

    renderApp('/timeline', queryClient);
    // Found without waiting: the first commit drew it.
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/auth/google');
    expect(screen.queryByText('Loading your timeline...')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a signed-in answer', 200],
    ['a failed answer', 500],
    ['a network failure', null],
  ])('after %s nothing is settled: the app checks the session as always', async (_case, status) => {
    holder[EARLY_SESSION_GLOBAL] = earlyAnswer(status);
    const queryClient = createTestQueryClient();
    await settleStaticLoginScreen(queryClient);
    expect(queryClient.getQueryState(authKeys.currentUser())).toBeUndefined();
    expect(holder[EARLY_SESSION_GLOBAL]).toBeDefined();
  });
});
