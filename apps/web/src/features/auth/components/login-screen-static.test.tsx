import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { LoginScreen } from './login-screen';

/*
 * A page asked for without a session cookie paints the login screen as static HTML before any
 * script has run, and React's first frame draws this component over it (docs/decisions.md D89):
 * the build sends apps/web/static-screens/login.html, which must be the markup React renders, or
 * the page would change under the reader when the app takes over. After a change to the login
 * screen, `npx vitest run -u` in apps/web writes the file again.
 */
describe('the static login screen', () => {
  it('is the markup React renders first', async () => {
    const markup = renderToStaticMarkup(
      <QueryClientProvider client={createTestQueryClient()}>
        <LoginScreen />
      </QueryClientProvider>,
    );
    expect(markup).toContain('Continue with Google');
    await expect(`${markup}\n`).toMatchFileSnapshot('../../../../static-screens/login.html');
  });
});
