import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_SESSION_GLOBAL } from '@plotline/shared';
import { createTestQueryClient, setAddress } from '@/test/render';
import staticMarkup from '../../static-screens/login.html?raw';
import { App } from './app';
import { settleStaticLoginScreen } from './lazy-screens';

/*
 * A page asked for without a session cookie paints the login screen as static HTML before any
 * script has run, and React hydrates it (docs/decisions.md D89): the build sends
 * apps/web/static-screens/login.html, which must be the markup the app renders once the session is
 * settled as "signed out", or hydration would not match and React would draw the page again,
 * losing a press begun on the old link. After a change to the login screen or the tree around it,
 * `npx vitest run -u` in apps/web writes the file again.
 */

const holder = window as unknown as Record<string, unknown>;

/** A client holding what settleStaticLoginScreen holds after the early check's 401. */
async function settledClient() {
  holder[EARLY_SESSION_GLOBAL] = Promise.resolve(
    new Response('{"success":false}', { status: 401, headers: { 'Content-Type': 'application/json' } }),
  );
  const queryClient = createTestQueryClient();
  expect(await settleStaticLoginScreen(queryClient)).toBe(true);
  return queryClient;
}

afterEach(() => {
  delete holder[EARLY_SESSION_GLOBAL];
  document.body.innerHTML = '';
});

describe('the static login screen', () => {
  it('is the markup the app renders once the session is settled as signed out', async () => {
    setAddress('/');
    const markup = renderToString(<App queryClient={await settledClient()} />);
    expect(markup).toContain('Continue with Google');
    await expect(`${markup}\n`).toMatchFileSnapshot('../../static-screens/login.html');
  });

  it('is hydrated at any address: React keeps its elements, so a press begun before it ran still ends on the same link', async () => {
    setAddress('/timeline');
    const container = document.createElement('div');
    container.innerHTML = staticMarkup.trim();
    document.body.append(container);
    const link = container.querySelector('a[href="/auth/google"]');
    const main = container.querySelector('main');
    expect(link).not.toBeNull();
    const queryClient = await settledClient();

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('main')).toBe(main);
    expect(container.querySelector('a[href="/auth/google"]')).toBe(link);
    expect(Object.keys(link!).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
  });
});
