import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import type { CustomFetch } from 'openid-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../scripts/postgres.js';
import { registrationCookieName } from '../src/auth/index.js';
import { sessionCookieName } from '../src/auth/sessions.js';
import { describeEachDatabase, type TestContext } from './harness.js';
import { Browser, locationOf } from './test-browser.js';

/*
 * Sign-in against a second, independent OpenID Connect implementation (issue 14):
 * `oauth2-mock-server` over HTTPS with a certificate made here, configured as OIDC_ISSUER. The
 * server runs the real authorization-code flow (discovery, PKCE, state, nonce, code exchange, ID
 * token signature) through openid-client; each test shapes the ID token's claims. Nothing leaves
 * the machine. The rules under test: docs/decisions.md D22.
 */

const workDir = mkdtempSync(join(tmpdir(), 'plotline-oidc-'));
const keyFile = join(workDir, 'key.pem');
const certFile = join(workDir, 'cert.pem');
// A self-signed certificate for the provider's two local names; it is also the only CA trusted.
execFileSync(
  'openssl',
  ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
  { stdio: 'ignore' },
);
const ca = readFileSync(certFile, 'utf8');
const providerPort = await freePort();
const issuer = `https://127.0.0.1:${providerPort}`;

/** fetch over node:https trusting only the test CA (Node 20's fetch cannot take a CA in process). */
const fetchTrustingTestCa: CustomFetch = (url, options) =>
  new Promise((resolve, reject) => {
    const body = options.body;
    const payload =
      body === undefined || body === null
        ? undefined
        : typeof body === 'string' || body instanceof URLSearchParams
          ? String(body)
          : body instanceof ArrayBuffer || body instanceof Uint8Array
            ? Buffer.from(body as Uint8Array)
            : undefined;
    const outgoing = httpsRequest(url, { method: options.method, headers: options.headers, ca, signal: options.signal }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
        }
        const status = incoming.statusCode ?? 500;
        resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers }));
      });
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });

const provider = new OAuth2Server(keyFile, certFile);
/** The claims the provider puts into the next tokens it signs (each test sets its own). */
let nextClaims: Record<string, unknown> = {};
provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
  Object.assign(token.payload, nextClaims);
  for (const [name, value] of Object.entries(nextClaims)) if (value === undefined) delete token.payload[name];
});

beforeAll(async () => {
  provider.issuer.url = issuer;
  await provider.issuer.keys.generate('RS256');
  await provider.start(providerPort, '127.0.0.1');
});
afterAll(async () => {
  await provider.stop();
  rmSync(workDir, { recursive: true, force: true });
});

interface SignIn {
  browser: Browser;
  /** Where the app finally sends the browser. */
  location: string;
}

/** The whole flow as a browser runs it: /auth/google → the provider → our callback. */
async function signInWith(ctx: TestContext, claims: Record<string, unknown>): Promise<SignIn> {
  nextClaims = claims;
  const browser = new Browser(ctx.config.publicUrl);
  const start = await browser.get('/auth/google');
  const authorize = locationOf(start);
  expect(authorize.startsWith(`${issuer}/authorize?`)).toBe(true);
  // The provider signs in at once (no login page) and sends the browser back with a code.
  const atProvider = await fetchTrustingTestCa(authorize, { method: 'GET', headers: {}, redirect: 'manual', body: undefined });
  const callback = locationOf(atProvider);
  expect(callback.startsWith(`${ctx.config.publicUrl}/auth/google/callback?`)).toBe(true);
  const done = await browser.get(callback);
  expect(done.status).toBe(302);
  return { browser, location: locationOf(done) };
}

const tempTokenOf = (location: string): string => new URL(location, 'http://x').searchParams.get('temp_token') ?? '';

async function register(ctx: TestContext, signIn: SignIn, firstName: string, lastName: string) {
  const response = await signIn.browser.post('/auth/complete-registration', {
    firstName,
    lastName,
    tempToken: tempTokenOf(signIn.location),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { isSignedIn: boolean } }).data;
}

const verified = (sub: string, email: string, name = '') => ({ sub, email, email_verified: true, name });

describeEachDatabase(
  'sign-in through an independent OIDC provider over HTTPS',
  (ctx) => {
    const subjectOf = (sub: string) => `${issuer}|${sub}`;
    const userRow = (email: string) =>
      ctx().db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    const countOf = async (table: 'users' | 'sessions' | 'pendingRegistrations') =>
      Number((await ctx().db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const isSignedIn = (browser: Browser) => browser.cookies.has(sessionCookieName(ctx().config));

    it('registers a verified e-mail address, and the first user still becomes an active SysAdmin', async () => {
      const signIn = await signInWith(ctx(), verified('alice-1', 'Alice@Example.test', 'Alice Able'));
      expect(signIn.location).toMatch(/^\/\?show_registration_form=true&temp_token=[\w-]+$/);
      // The registration is bound to this browser by an HttpOnly cookie holding the same token.
      expect(signIn.browser.cookies.get(registrationCookieName(ctx().config))).toBe(tempTokenOf(signIn.location));
      expect(await register(ctx(), signIn, 'Alice', 'Able')).toEqual({ wasInvited: false, isSignedIn: true });
      expect(await userRow('alice@example.test')).toMatchObject({
        sysRole: 'SysAdmin',
        status: 'active',
        oidcSubject: subjectOf('alice-1'),
      });
      expect((await signIn.browser.get('/auth/user')).status).toBe(200);
    });

    it('refuses a second subject that presents the same, verified e-mail address; the account keeps its subject', async () => {
      const before = await userRow('alice@example.test');
      const sessions = await countOf('sessions');
      const attacker = await signInWith(ctx(), verified('mallory', 'alice@example.test', 'Mallory'));
      expect(attacker.location).toBe('/?error=authentication_failed');
      expect(isSignedIn(attacker.browser)).toBe(false);
      expect(await userRow('alice@example.test')).toEqual(before);
      expect(await countOf('sessions')).toBe(sessions);
      expect(await countOf('pendingRegistrations')).toBe(0);

      // The owner of the subject still signs in, by subject, as before.
      const owner = await signInWith(ctx(), verified('alice-1', 'alice@example.test'));
      expect(owner.location).toBe('/');
      expect(isSignedIn(owner.browser)).toBe(true);
      expect((await userRow('alice@example.test'))?.oidcSubject).toBe(subjectOf('alice-1'));
    });

    it.each([
      ['missing', undefined],
      ['false', false],
      ['the string "false"', 'false'],
    ])('refuses an e-mail address whose email_verified is %s, creating nothing', async (_label, emailVerified) => {
      const users = await countOf('users');
      const signIn = await signInWith(ctx(), { sub: 'bob-1', email: 'bob@example.test', email_verified: emailVerified });
      expect(signIn.location).toBe('/?error=email_unverified');
      expect(isSignedIn(signIn.browser)).toBe(false);
      expect(signIn.browser.cookies.has(registrationCookieName(ctx().config))).toBe(false);
      expect(await countOf('users')).toBe(users);
      expect(await countOf('pendingRegistrations')).toBe(0);
    });

    it('refuses an unverified address even for an account with no subject yet, and links it once verified', async () => {
      const invited = await ctx().createUser({ email: 'ivy@example.test', status: 'invited', firstName: '', lastName: '', name: '' });
      const unverified = await signInWith(ctx(), { sub: 'ivy-1', email: 'ivy@example.test', email_verified: false });
      expect(unverified.location).toBe('/?error=email_unverified');
      expect((await userRow('ivy@example.test'))?.oidcSubject).toBeNull();

      // "true" as a string counts: some providers send it so.
      const signIn = await signInWith(ctx(), { sub: 'ivy-1', email: 'ivy@example.test', email_verified: 'true' });
      expect(signIn.location).toMatch(/^\/\?show_registration_form=true&invited=true&temp_token=/);
      expect(await register(ctx(), signIn, 'Ivy', 'Invitee')).toEqual({ wasInvited: true, isSignedIn: true });
      expect(await userRow('ivy@example.test')).toMatchObject({ id: invited.id, status: 'active', oidcSubject: subjectOf('ivy-1') });

      const other = await signInWith(ctx(), verified('ivy-2', 'ivy@example.test'));
      expect(other.location).toBe('/?error=authentication_failed');
      expect((await userRow('ivy@example.test'))?.oidcSubject).toBe(subjectOf('ivy-1'));
    });

    it('links a pre-created active account with no subject on its first verified sign-in', async () => {
      const user = await ctx().createUser({ email: 'pat@example.test' });
      const signIn = await signInWith(ctx(), verified('pat-1', 'pat@example.test'));
      expect(signIn.location).toBe('/');
      expect(await userRow('pat@example.test')).toMatchObject({ id: user.id, oidcSubject: subjectOf('pat-1') });
      expect((await signInWith(ctx(), verified('pat-2', 'pat@example.test'))).location).toBe('/?error=authentication_failed');
    });

    it('does not make an unverified ADMIN_EMAILS address SysAdmin; verified, it is', async () => {
      const unverified = await signInWith(ctx(), { sub: 'boss-1', email: 'boss@example.test' });
      expect(unverified.location).toBe('/?error=email_unverified');
      expect(await userRow('boss@example.test')).toBeUndefined();
      expect(await countOf('pendingRegistrations')).toBe(0);

      const signIn = await signInWith(ctx(), verified('boss-1', 'boss@example.test'));
      expect(await register(ctx(), signIn, 'Big', 'Boss')).toEqual({ wasInvited: false, isSignedIn: true });
      expect(await userRow('boss@example.test')).toMatchObject({ sysRole: 'SysAdmin', status: 'active' });
    });
  },
  {
    listen: true,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'plotline', ADMIN_EMAILS: 'boss@example.test' },
    auth: { oidc: { fetch: fetchTrustingTestCa } },
  },
);
