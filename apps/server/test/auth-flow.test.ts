import { expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '@plotline/shared';
import { sessionCookieName } from '../src/auth/sessions.js';
import { AUTH_RATE_LIMITS, registrationCookieName, stateCookieName } from '../src/auth/index.js';
import { hashSecret } from '../src/lib/ids.js';
import { insertApiToken, insertOrganization, restoreAuthFlow } from './fixtures.js';
import { describeEachDatabase } from './harness.js';
import { insertPendingRegistration } from './pending-registrations.js';
import { Browser, follow, isProvider, locationOf, openSignInPage, signIn, submitSignIn } from './test-browser.js';

/*
 * The whole authorization-code flow over real HTTP: the app listens, openid-client really talks
 * to the embedded provider, and a tiny cookie-jar "browser" follows the redirects like Chromium.
 */

const tempTokenOf = (location: string): string => {
  const token = new URL(location, 'http://x').searchParams.get('temp_token');
  if (!token) throw new Error(`no temp_token in ${location}`);
  return token;
};

describeEachDatabase(
  'sign-in and registration through the embedded OIDC provider',
  (ctx) => {
    const newBrowser = () => new Browser(ctx().config.publicUrl);
    const sessionCookie = () => sessionCookieName(ctx().config);
    const userByEmail = (email: string) =>
      ctx().db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

    it('serves discovery for the mounted issuer and a sign-in page with Email, Name and Sign in', async () => {
      const discovery = await fetch(`${ctx().config.publicUrl}/dev-oidc/.well-known/openid-configuration`);
      const metadata = (await discovery.json()) as Record<string, unknown>;
      expect(metadata.issuer).toBe(`${ctx().config.publicUrl}/dev-oidc`);
      expect(metadata.token_endpoint).toBe(`${ctx().config.publicUrl}/dev-oidc/token`);

      const browser = newBrowser();
      const start = await browser.get('/auth/google');
      const authorize = new URL(locationOf(start));
      expect(authorize.pathname).toBe('/dev-oidc/auth');
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${ctx().config.publicUrl}/auth/google/callback`);
      expect(authorize.searchParams.get('nonce')).toBeTruthy();
      expect(authorize.searchParams.get('state')).toBe(browser.cookies.get(stateCookieName(ctx().config)));
      const setCookie = start.headers.getSetCookie().join('\n');
      expect(setCookie).toMatch(/plotline_oauth_state=[^;]+;.*HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);

      const page = await follow(browser, start, isProvider);
      const html = await page.text();
      expect(html).toContain('<label for="email">Email</label>');
      expect(html).toContain('<label for="name">Name</label>');
      expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
      expect(html).not.toContain('<script');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    });

    it('makes the first registrant an active SysAdmin who is signed in at once', async () => {
      const browser = newBrowser();
      const { location } = await signIn(browser, 'Ada@Example.test', 'Ada Lovelace');
      expect(location).toMatch(/^\/\?show_registration_form=true&temp_token=[\w-]+$/);
      expect(browser.cookies.has(sessionCookie())).toBe(false);
      expect(browser.cookies.has(stateCookieName(ctx().config))).toBe(false);
      const tempToken = tempTokenOf(location);

      const pending = await browser.get(`/auth/pending-registration?temp_token=${tempToken}`);
      expect(pending.status).toBe(200);
      expect(await pending.json()).toEqual({
        success: true,
        data: { email: 'ada@example.test', name: 'Ada Lovelace', isInvited: false, tempToken },
      });
      // Only the hash is stored.
      const stored = await ctx().db.selectFrom('pendingRegistrations').selectAll().execute();
      expect(stored.map((row) => row.tokenHash)).toContain(hashSecret(tempToken));
      expect(JSON.stringify(stored)).not.toContain(tempToken);

      const blank = await browser.post('/auth/complete-registration', { firstName: '  ', lastName: 'Lovelace', tempToken });
      expect(blank.status).toBe(400);
      expect(await blank.json()).toMatchObject({ success: false, message: REGISTRATION_MESSAGES.namesRequired });

      const done = await browser.post('/auth/complete-registration', { firstName: 'Ada', lastName: 'Lovelace', tempToken });
      expect(done.status).toBe(200);
      expect(await done.json()).toEqual({ success: true, data: { wasInvited: false, isSignedIn: true } });
      expect(done.headers.getSetCookie().join('\n')).toMatch(/plotline_session=[^;]+;.*HttpOnly/i);

      const me = await browser.get('/auth/user');
      expect(me.status).toBe(200);
      const body = (await me.json()) as { data: Record<string, unknown> };
      expect(body.data).toMatchObject({
        email: 'ada@example.test',
        firstName: 'Ada',
        lastName: 'Lovelace',
        name: 'Ada Lovelace',
        sysRole: 'SysAdmin',
        status: 'active',
      });
      const row = await userByEmail('ada@example.test');
      expect(row.oidcSubject).toMatch(/\/dev-oidc\|ada@example\.test$/);

      // Finishing cleared the registration cookie, and the token was single-use anyway.
      expect(browser.cookies.has(registrationCookieName(ctx().config))).toBe(false);
      const again = await browser.post('/auth/complete-registration', { firstName: 'Ada', lastName: 'Lovelace', tempToken });
      expect(again.status).toBe(403);
      expect(await again.json()).toMatchObject({ message: REGISTRATION_MESSAGES.tokenMissing });
    });

    it('puts the next registrant on the waiting list, and sends them back there when they sign in again', async () => {
      const browser = newBrowser();
      const { location } = await signIn(browser, 'grace@example.test', 'Grace Hopper');
      const done = await browser.post('/auth/complete-registration', {
        firstName: 'Grace',
        lastName: 'Hopper',
        tempToken: tempTokenOf(location),
      });
      expect(await done.json()).toEqual({ success: true, data: { wasInvited: false, isSignedIn: false } });
      expect(browser.cookies.has(sessionCookie())).toBe(false);
      expect((await browser.get('/auth/user')).status).toBe(401);
      const row = await userByEmail('grace@example.test');
      expect(row).toMatchObject({ status: 'pending', sysRole: 'Trial', role: 'viewer' });

      const second = await signIn(newBrowser(), 'grace@example.test', 'Grace Hopper');
      expect(second.location).toBe('/?error=user_status_pending');
    });

    it('lets an invited user finish the invitation, keeping the role the admin chose', async () => {
      const org = { id: '0190b6a0-0000-7000-8000-000000000001', name: 'Acme' };
      await insertOrganization(ctx().db, org);
      await ctx().createUser({
        email: 'invitee@example.test',
        status: 'invited',
        role: 'editor',
        sysRole: 'Premium',
        organizationId: org.id,
        organizationRole: 'admin',
        firstName: '',
        lastName: '',
        name: '',
      });
      const browser = newBrowser();
      const { location } = await signIn(browser, 'Invitee@Example.test', 'Ivy Invitee');
      expect(location).toMatch(/^\/\?show_registration_form=true&invited=true&temp_token=[\w-]+$/);
      const tempToken = tempTokenOf(location);
      const pending = await browser.get(`/auth/pending-registration?temp_token=${tempToken}`);
      expect(((await pending.json()) as { data: { isInvited: boolean } }).data.isInvited).toBe(true);

      const done = await browser.post('/auth/complete-registration', { firstName: 'Ivy', lastName: 'Invitee', tempToken });
      expect(await done.json()).toEqual({ success: true, data: { wasInvited: true, isSignedIn: true } });
      const me = (await (await browser.get('/auth/user')).json()) as { data: Record<string, unknown> };
      expect(me.data).toMatchObject({
        email: 'invitee@example.test',
        name: 'Ivy Invitee',
        status: 'active',
        role: 'editor',
        sysRole: 'Premium',
        organizationId: org.id,
        organizationRole: 'admin',
      });
    });

    it('signs an active user straight in with a fresh session each time', async () => {
      const first = newBrowser();
      expect((await signIn(first, 'ada@example.test')).location).toBe('/');
      const firstCookie = first.cookies.get(sessionCookie());
      expect(firstCookie).toBeTruthy();
      const second = newBrowser();
      // A cookie planted before sign-in is replaced, never adopted.
      second.cookies.set(sessionCookie(), 'planted-value');
      expect((await signIn(second, 'ada@example.test')).location).toBe('/');
      expect(second.cookies.get(sessionCookie())).not.toBe(firstCookie);
      expect(second.cookies.get(sessionCookie())).not.toBe('planted-value');
      expect((await first.get('/auth/user')).status).toBe(200);
      expect((await second.get('/auth/user')).status).toBe(200);
      expect((await userByEmail('ada@example.test')).lastLoginAt).toBeTruthy();
    });

    it('refuses suspended and deactivated users and ends their sessions at once', async () => {
      const user = await ctx().createUser({ email: 'sam@example.test' });
      const browser = newBrowser();
      expect((await signIn(browser, 'sam@example.test')).location).toBe('/');
      expect((await browser.get('/auth/user')).status).toBe(200);

      await ctx().db.updateTable('users').set({ status: 'suspended' }).where('id', '=', user.id).execute();
      const after = await browser.get('/auth/user');
      expect(after.status).toBe(401);
      expect(await after.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      const sessions = await ctx().db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute();
      expect(sessions).toEqual([]);
      expect((await signIn(newBrowser(), 'sam@example.test')).location).toBe('/?error=user_status_deactivated');

      await ctx().db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', user.id).execute();
      expect((await signIn(newBrowser(), 'sam@example.test')).location).toBe('/?error=user_status_deactivated');
    });

    it('fails a callback whose state is missing, not bound to the browser, or tampered with', async () => {
      const browser = newBrowser();
      const page = await openSignInPage(browser);
      const callbackUrl = await submitSignIn(browser, page.url, { email: 'ada@example.test', name: '' });
      const stateName = stateCookieName(ctx().config);
      const state = browser.cookies.get(stateName) ?? '';

      browser.cookies.delete(stateName);
      expect(locationOf(await browser.get(callbackUrl))).toBe('/?error=authentication_failed');

      browser.cookies.set(stateName, 'someone-elses-state');
      expect(locationOf(await browser.get(callbackUrl))).toBe('/?error=authentication_failed');

      browser.cookies.set(stateName, state);
      const withoutState = callbackUrl.replace(/([?&])state=[^&]*/, '$1');
      expect(locationOf(await browser.get(withoutState))).toBe('/?error=authentication_failed');
      expect(browser.cookies.has(sessionCookie())).toBe(false);
    });

    it('fails a replayed callback and a reused authorization code', async () => {
      const browser = newBrowser();
      const page = await openSignInPage(browser);
      const callbackUrl = await submitSignIn(browser, page.url, { email: 'ada@example.test', name: '' });
      const stateName = stateCookieName(ctx().config);
      const state = browser.cookies.get(stateName) ?? '';
      const flow = await ctx().db.selectFrom('authFlows').selectAll().where('state', '=', state).executeTakeFirstOrThrow();

      expect(locationOf(await browser.get(callbackUrl))).toBe('/');
      // Same callback again: the state was single-use.
      browser.cookies.set(stateName, state);
      expect(locationOf(await browser.get(callbackUrl))).toBe('/?error=authentication_failed');

      // Even with the flow restored, the provider refuses the code a second time.
      await restoreAuthFlow(ctx().db, flow);
      browser.cookies.set(stateName, state);
      expect(locationOf(await browser.get(callbackUrl))).toBe('/?error=authentication_failed');
    });

    it('fails when the stored nonce or PKCE verifier does not match the provider round trip', async () => {
      for (const tamper of [{ nonce: 'not-the-nonce' }, { codeVerifier: 'x'.repeat(43) }]) {
        const browser = newBrowser();
        const page = await openSignInPage(browser);
        const callbackUrl = await submitSignIn(browser, page.url, { email: 'ada@example.test', name: '' });
        const state = browser.cookies.get(stateCookieName(ctx().config)) ?? '';
        await ctx().db.updateTable('authFlows').set(tamper).where('state', '=', state).execute();
        expect(locationOf(await browser.get(callbackUrl))).toBe('/?error=authentication_failed');
        expect(browser.cookies.has(sessionCookie())).toBe(false);
      }
    });

    it('fails when the sign-in is cancelled at the provider, and re-asks for a bad email', async () => {
      const browser = newBrowser();
      const page = await openSignInPage(browser);
      const bad = await browser.request(page.url, {
        method: 'POST',
        body: new URLSearchParams({ email: 'not-an-email', name: 'X' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ctx().config.publicUrl },
      });
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain('Enter a valid email address.');

      const callbackUrl = await submitSignIn(browser, page.url, { email: '', name: '', action: 'cancel' });
      expect(locationOf(await browser.get(callbackUrl))).toBe('/?error=authentication_failed');
    });

    it('survives garbage sent to the provider', async () => {
      const base = ctx().config.publicUrl;
      const unknownInteraction = await fetch(`${base}/dev-oidc/interaction/nope`);
      expect(unknownInteraction.status).toBe(400);
      const token = await fetch(`${base}/dev-oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=authorization_code&code=forged&client_id=plotline-dev&client_secret=wrong',
      });
      expect(token.status).toBeGreaterThanOrEqual(400);
      expect(token.status).toBeLessThan(500);
      const authorize = await fetch(`${base}/dev-oidc/auth?client_id=unknown&response_type=code`, { redirect: 'manual' });
      expect(authorize.status).toBeGreaterThanOrEqual(400);
      expect(authorize.status).toBeLessThan(500);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    });

    it('signs out with POST /auth/logout and GET /auth/google/logout, revoking the session', async () => {
      const user = await ctx().createUser();
      const { cookie } = await ctx().cookieFor(user.id);
      const logout = await ctx().app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie, ...ctx().sameOrigin } });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ success: true, data: { message: 'Logged out successfully' } });
      expect(String(logout.headers['set-cookie'])).toMatch(new RegExp(`${sessionCookie()}=;`));
      expect((await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: { cookie } })).statusCode).toBe(401);

      const other = await ctx().cookieFor(user.id);
      const viaGet = await ctx().app.inject({ method: 'GET', url: '/auth/google/logout', headers: other });
      expect(viaGet.statusCode).toBe(302);
      expect(viaGet.headers.location).toBe('/');
      expect((await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: other })).statusCode).toBe(401);
    });
  },
  { listen: true },
);


describeEachDatabase(
  'registration rules and request authentication',
  (ctx) => {
    /** The registration cookie the callback gives the browser that started the sign-in. */
    const startedHere = (tempToken: unknown) =>
      typeof tempToken === 'string' && tempToken ? { cookie: `${registrationCookieName(ctx().config)}=${tempToken}` } : {};
    const complete = (body: Record<string, unknown>) =>
      ctx().app.inject({
        method: 'POST',
        url: '/auth/complete-registration',
        headers: { ...ctx().sameOrigin, ...startedHere(body.tempToken) },
        payload: body,
      });

    it('makes exactly one of two simultaneous first registrants SysAdmin', async () => {
      const [a, b] = await Promise.all([insertPendingRegistration(ctx(), 'one@example.test'), insertPendingRegistration(ctx(), 'two@example.test')]);
      const results = await Promise.all([
        complete({ firstName: 'One', lastName: 'First', tempToken: a }),
        complete({ firstName: 'Two', lastName: 'Second', tempToken: b }),
      ]);
      const data = results.map((response) => response.json().data as { isSignedIn: boolean });
      expect(data.filter((d) => d.isSignedIn)).toHaveLength(1);
      const admins = await ctx().db.selectFrom('users').select('email').where('sysRole', '=', 'SysAdmin').execute();
      expect(admins).toHaveLength(1);
    });

    it('makes an ADMIN_EMAILS registrant SysAdmin on a non-empty installation', async () => {
      const token = await insertPendingRegistration(ctx(), 'boss@example.test');
      const response = await complete({ firstName: 'Big', lastName: 'Boss', tempToken: token });
      expect(response.json()).toEqual({ success: true, data: { wasInvited: false, isSignedIn: true } });
      expect(String(response.headers['set-cookie'])).toContain('plotline_session=');
      const row = await ctx().db.selectFrom('users').selectAll().where('email', '=', 'boss@example.test').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ sysRole: 'SysAdmin', status: 'active' });
    });

    it('answers missing, unknown, expired and cleared temp tokens with the exact message', async () => {
      for (const body of [
        { firstName: 'A', lastName: 'B' },
        { firstName: 'A', lastName: 'B', tempToken: '' },
        { firstName: 'A', lastName: 'B', tempToken: 'unknown' },
        { firstName: 'A', lastName: 'B', tempToken: await insertPendingRegistration(ctx(), 'late@example.test', { expiresInMinutes: -1 }) },
      ]) {
        const response = await complete(body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, message: REGISTRATION_MESSAGES.tokenMissing });
      }
      const expired = await insertPendingRegistration(ctx(), 'later@example.test', { expiresInMinutes: -1 });
      const lookup = await ctx().app.inject({
        method: 'GET',
        url: `/auth/pending-registration?temp_token=${expired}`,
        headers: startedHere(expired),
      });
      expect(lookup.statusCode).toBe(400);
      expect(lookup.json().message).toBe(REGISTRATION_MESSAGES.tokenMissing);
      const noToken = await ctx().app.inject({ method: 'GET', url: '/auth/pending-registration' });
      expect(noToken.json().message).toBe(REGISTRATION_MESSAGES.tokenMissing);

      const cleared = await insertPendingRegistration(ctx(), 'changed-mind@example.test');
      const clear = await ctx().app.inject({
        method: 'POST',
        url: '/auth/clear-pending-registration',
        headers: ctx().sameOrigin,
        payload: { tempToken: cleared },
      });
      expect(clear.statusCode).toBe(200);
      const afterClear = await complete({ firstName: 'A', lastName: 'B', tempToken: cleared });
      expect(afterClear.json().message).toBe(REGISTRATION_MESSAGES.tokenMissing);
    });

    it('answers blank names with the exact message and consumes nothing', async () => {
      const token = await insertPendingRegistration(ctx(), 'blank@example.test');
      for (const names of [{ firstName: '', lastName: 'B' }, { firstName: 'A', lastName: '   ' }, {}]) {
        const response = await complete({ ...names, tempToken: token });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: REGISTRATION_MESSAGES.namesRequired, code: 'VALIDATION_ERROR' });
      }
      const ok = await complete({ firstName: 'Bea', lastName: 'Blank', tempToken: token });
      expect(ok.json()).toEqual({ success: true, data: { wasInvited: false, isSignedIn: false } });
    });

    it('refuses a forged session cookie', async () => {
      const response = await ctx().app.inject({
        method: 'GET',
        url: '/auth/user',
        headers: { cookie: `${sessionCookieName(ctx().config)}=forged-${'x'.repeat(40)}` },
      });
      expect(response.statusCode).toBe(401);
    });

    it('authenticates a Bearer API token, and refuses expired ones and blocked owners', async () => {
      const user = await ctx().createUser({ email: 'script@example.test' });
      const token = 'api-token-secret-value-1234567890';
      await insertApiToken(ctx().db, { userId: user.id, token, name: 'ci' });
      const ok = await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: { authorization: `Bearer ${token}` } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.email).toBe('script@example.test');
      const used = await ctx().db.selectFrom('apiTokens').select('lastUsedAt').where('userId', '=', user.id).executeTakeFirstOrThrow();
      expect(used.lastUsedAt).toBeTruthy();

      const wrong = await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(401);

      const expiredToken = 'api-token-expired-value-1234567890';
      await insertApiToken(ctx().db, { userId: user.id, token: expiredToken, name: 'old', expiresAt: new Date(Date.now() - 1000).toISOString() });
      const expired = await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: { authorization: `Bearer ${expiredToken}` } });
      expect(expired.statusCode).toBe(401);

      await ctx().db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', user.id).execute();
      const blocked = await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: { authorization: `Bearer ${token}` } });
      expect(blocked.statusCode).toBe(401);
    });

    it('rate-limits the /auth routes per IP with a 429', async () => {
      let last;
      for (let i = 0; i <= AUTH_RATE_LIMITS.flow.max; i += 1) {
        last = await ctx().app.inject({
          method: 'GET',
          url: '/auth/pending-registration?temp_token=x',
          remoteAddress: '203.0.113.77',
        });
      }
      expect(last?.statusCode).toBe(429);
      expect(last?.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      // Another address is unaffected (refused only because no sign-in of this browser made the token).
      const other = await ctx().app.inject({ method: 'GET', url: '/auth/pending-registration?temp_token=x', remoteAddress: '203.0.113.78' });
      expect(other.statusCode).toBe(403);
    });
  },
  { env: { ADMIN_EMAILS: 'Boss@Example.test, other-admin@example.test' } },
);

describeEachDatabase(
  'sign-in with a configured (here unreachable) OIDC issuer',
  (ctx) => {
    it('does not mount the development provider', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/dev-oidc/.well-known/openid-configuration' });
      expect(response.statusCode).toBe(404);
    });

    it('sends the browser back with authentication_failed when the provider cannot be reached', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/auth/google' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/?error=authentication_failed');
      expect(await ctx().db.selectFrom('authFlows').select('state').execute()).toEqual([]);
    });
  },
  { env: { OIDC_ISSUER: 'https://127.0.0.1:9/realms/none', OIDC_CLIENT_ID: 'plotline' } },
);
