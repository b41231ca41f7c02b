import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '@plotline/shared';
import { freePort } from '../../../scripts/postgres.js';
import { bindSubject } from '../src/auth/auth.queries.js';
import { registrationCookieName } from '../src/auth/index.js';
import { sessionCookieName } from '../src/auth/sessions.js';
import { MAIL_NOT_SENT_REASON } from '../src/lib/mail.js';
import { insertApiToken } from './fixtures.js';
import { describeEachDatabase, startTestApp, type TestContext } from './harness.js';
import { insertPendingRegistration } from './pending-registrations.js';

/*
 * Sign-in and session attacks (issue 14), sent as an attacker would send them. Each ends in a
 * refusal (401/403/421) and changes nothing: the rows an attack aims at are compared before and
 * after. The rules: docs/decisions.md D22; the threat model: docs/security.md.
 */

type Table = 'users' | 'sessions' | 'pendingRegistrations' | 'projects';

/** Every row of the tables an attack could touch, in a stable order. */
async function snapshot(ctx: TestContext, tables: Table[]) {
  const result: Record<string, unknown[]> = {};
  for (const table of tables) result[table] = await ctx.db.selectFrom(table).selectAll().orderBy('id').execute();
  return result;
}


describeEachDatabase('sign-in attacks', (ctx) => {
  const registrationCookie = (token: string) => ({ cookie: `${registrationCookieName(ctx().config)}=${token}` });

  describe('a registration link sent to someone else', () => {
    it('is refused in the victim browser (no registration cookie, or another one) and consumes nothing', async () => {
      // The installation has a user, so nobody is "first"; the attacker's own sign-in started this.
      await ctx().createUser();
      const attackerToken = await insertPendingRegistration(ctx(), 'mallory@example.test');
      const victimToken = await insertPendingRegistration(ctx(), 'victim@example.test');
      const before = await snapshot(ctx(), ['users', 'sessions', 'pendingRegistrations']);

      for (const headers of [{}, registrationCookie(victimToken), registrationCookie('forged')]) {
        const lookup = await ctx().app.inject({
          method: 'GET',
          url: `/auth/pending-registration?temp_token=${attackerToken}`,
          headers,
        });
        expect(lookup.statusCode).toBe(403);
        expect(lookup.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: REGISTRATION_MESSAGES.tokenMissing });

        const complete = await ctx().app.inject({
          method: 'POST',
          url: '/auth/complete-registration',
          headers: { ...ctx().sameOrigin, ...headers },
          payload: { firstName: 'Vic', lastName: 'Tim', tempToken: attackerToken },
        });
        expect(complete.statusCode).toBe(403);
        expect(complete.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
        expect(String(complete.headers['set-cookie'] ?? '')).not.toContain(sessionCookieName(ctx().config));
      }
      expect(await snapshot(ctx(), ['users', 'sessions', 'pendingRegistrations'])).toEqual(before);

      // The browser that started it still finishes it.
      const own = await ctx().app.inject({
        method: 'POST',
        url: '/auth/complete-registration',
        headers: { ...ctx().sameOrigin, ...registrationCookie(attackerToken) },
        payload: { firstName: 'Mal', lastName: 'Lory', tempToken: attackerToken },
      });
      expect(own.statusCode).toBe(200);
    });
  });

  describe('two subjects racing for one unbound account', () => {
    it('bind it exactly once; the loser changes nothing', async () => {
      const user = await ctx().createUser({ email: 'race@example.test' });
      const results = await Promise.all(
        ['first', 'second'].map((sub) => bindSubject(ctx().db, user.id, `https://issuer.example|${sub}`)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      const winner = results[0] ? 'first' : 'second';
      const row = await ctx().db.selectFrom('users').select('oidcSubject').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.oidcSubject).toBe(`https://issuer.example|${winner}`);
      // Once bound, another subject never re-binds it; the same subject may sign in again.
      expect(await bindSubject(ctx().db, user.id, 'https://issuer.example|third')).toBe(false);
      expect(await bindSubject(ctx().db, user.id, `https://issuer.example|${winner}`)).toBe(true);
    });
  });

  describe('a cross-site sign-out', () => {
    const logout = (cookie: string, headers: Record<string, string>) =>
      ctx().app.inject({ method: 'GET', url: '/auth/google/logout', headers: { cookie, ...headers } });

    it('does not end the session when another site sends the browser to GET /auth/google/logout', async () => {
      const user = await ctx().createUser();
      const { cookie } = await ctx().cookieFor(user.id);
      const before = await snapshot(ctx(), ['sessions']);
      const crossSite: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'https://evil.example' },
      ];
      for (const headers of crossSite) {
        const response = await logout(cookie, headers);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: 'Cross-site request refused' });
        expect(String(response.headers['set-cookie'] ?? '')).not.toContain(`${sessionCookieName(ctx().config)}=;`);
      }
      expect(await snapshot(ctx(), ['sessions'])).toEqual(before);
      expect((await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: { cookie } })).statusCode).toBe(200);
    });

    it('still signs out from the app itself, from a typed address, and by POST /auth/logout', async () => {
      const user = await ctx().createUser();
      for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }]) {
        const { cookie } = await ctx().cookieFor(user.id);
        const response = await logout(cookie, headers);
        expect(response.statusCode).toBe(302);
        expect((await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: { cookie } })).statusCode).toBe(401);
      }
      const { cookie } = await ctx().cookieFor(user.id);
      const post = await ctx().app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie, ...ctx().sameOrigin } });
      expect(post.statusCode).toBe(200);
      expect((await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: { cookie } })).statusCode).toBe(401);
    });
  });

  describe('an Authorization header next to a valid session cookie', () => {
    it('is judged alone: a bad, unknown or non-Bearer credential is a 401 and nothing is written', async () => {
      const user = await ctx().createUser();
      const { cookie } = await ctx().cookieFor(user.id);
      expect((await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: { cookie } })).statusCode).toBe(200);
      const before = await snapshot(ctx(), ['projects', 'sessions']);
      for (const authorization of ['Bearer unknown-token-value', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Token abc']) {
        const read = await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: { cookie, authorization } });
        expect(read.statusCode).toBe(401);
        const write = await ctx().app.inject({
          method: 'POST',
          url: '/api/v1/projects',
          headers: { cookie, authorization, ...ctx().sameOrigin },
          payload: { name: 'Planted' },
        });
        expect(write.statusCode).toBe(401);
      }
      expect(await snapshot(ctx(), ['projects', 'sessions'])).toEqual(before);
    });

    it('acts as the token owner, never as the cookie owner', async () => {
      const browserUser = await ctx().createUser({ email: 'browser@example.test' });
      const scriptUser = await ctx().createUser({ email: 'script@example.test' });
      const token = `api-${crypto.randomUUID()}`;
      await insertApiToken(ctx().db, { userId: scriptUser.id, token, name: 'ci' });
      const { cookie } = await ctx().cookieFor(browserUser.id);
      const me = await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: { cookie, authorization: `Bearer ${token}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.email).toBe('script@example.test');
    });
  });

  describe('a request on another host than PUBLIC_URL', () => {
    const publicUrl = () => ctx().config.publicUrl;
    const otherHosts = ['localhost:3000', '192.168.1.20:3000', 'evil.example'];

    it('sends browser navigations (the app, the start of sign-in) to the same path on PUBLIC_URL', async () => {
      for (const host of otherHosts) {
        for (const url of ['/', '/projects/abc/calendar?view=month', '/auth/google', '/auth/google/callback?code=x&state=y']) {
          const response = await ctx().app.inject({ method: 'GET', url, headers: { host } });
          expect(response.statusCode).toBe(302);
          expect(response.headers.location).toBe(`${publicUrl()}${url}`);
        }
      }
      // No sign-in flow was started on the wrong host.
      expect(await ctx().db.selectFrom('authFlows').select('state').execute()).toEqual([]);
    });

    it('answers API and other /auth calls with 421 naming PUBLIC_URL, and changes nothing', async () => {
      const user = await ctx().createUser();
      const { cookie } = await ctx().cookieFor(user.id);
      const before = await snapshot(ctx(), ['projects', 'sessions', 'users']);
      for (const host of otherHosts) {
        for (const [method, url] of [
          ['GET', '/api/v1/projects'],
          ['POST', '/api/v1/projects'],
          ['GET', '/auth/user'],
          ['POST', '/auth/logout'],
          ['GET', '/auth/pending-registration?temp_token=x'],
        ] as const) {
          const response = await ctx().app.inject({
            method,
            url,
            headers: { host, cookie, origin: `http://${host}` },
            ...(method === 'POST' ? { payload: { name: 'Wrong host' } } : {}),
          });
          expect(response.statusCode).toBe(421);
          expect(response.json()).toEqual({
            success: false,
            code: 'MISDIRECTED_REQUEST',
            message: `This server answers at its public address only: use ${publicUrl()}`,
          });
        }
      }
      expect(await snapshot(ctx(), ['projects', 'sessions', 'users'])).toEqual(before);
    });

    it('keeps /healthz and /readyz answering on any host, for load balancers', async () => {
      for (const host of otherHosts) {
        for (const url of ['/healthz', '/readyz']) {
          expect((await ctx().app.inject({ method: 'GET', url, headers: { host } })).statusCode).toBe(200);
        }
      }
    });
  });
});

describe('the public host, compared as browsers and proxies send it', () => {
  it('accepts PUBLIC_URL with or without its default port, and X-Forwarded-Host only from a trusted proxy', async () => {
    const app = await startTestApp('sqlite', { env: { PUBLIC_URL: 'http://localhost', TRUST_PROXY: 'true' } });
    try {
      // What app.inject sends by default, and what a browser sends: the same origin.
      for (const host of ['localhost:80', 'localhost']) {
        expect((await app.app.inject({ method: 'GET', url: '/api/v1/projects', headers: { host } })).statusCode).toBe(401);
      }
      const proxied = await app.app.inject({
        method: 'GET',
        url: '/api/v1/projects',
        headers: { host: '10.0.0.7:3000', 'x-forwarded-host': 'localhost' },
      });
      expect(proxied.statusCode).toBe(401);
    } finally {
      await app.close();
    }
    const direct = await startTestApp('sqlite', { env: { PUBLIC_URL: 'http://localhost' } });
    try {
      // Without TRUST_PROXY a client cannot claim the public host through the header.
      const spoofed = await direct.app.inject({
        method: 'GET',
        url: '/api/v1/projects',
        headers: { host: '10.0.0.7:3000', 'x-forwarded-host': 'localhost' },
      });
      expect(spoofed.statusCode).toBe(421);
    } finally {
      await direct.close();
    }
  });
});

describe('an invitation whose mail the SMTP server refuses', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let smtpPort = 0;
  beforeAll(async () => {
    // A port nothing listens on: nodemailer's error names the host and port it tried.
    smtpPort = await freePort();
    app = await startTestApp('sqlite', { realMailer: true, env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('tells the inviter the mail was not sent, without the SMTP error text', async () => {
    const admin = await app.createUser({ sysRole: 'SysAdmin', firstName: 'Grace', lastName: 'Hopper' });
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/invite',
      headers: { ...app.sameOrigin, ...(await app.cookieFor(admin.id)) },
      payload: { email: 'offline@example.test', first_name: 'Ivy', last_name: 'Invitee' },
    });
    expect(response.statusCode).toBe(200);
    const message: string = response.json().message;
    expect(message).toBe(`Invitation created, but the e-mail could not be sent: ${MAIL_NOT_SENT_REASON}`);
    expect(message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    expect(message).not.toContain(String(smtpPort));
  });
});
