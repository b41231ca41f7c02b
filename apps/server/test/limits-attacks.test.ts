import { expect, it } from 'vitest';
import { LIVE_MESSAGES } from '@plotline/shared';
import { describeEachDatabase, type TestContext } from './harness.js';
import { clientFor, createOrganization, memberOf, type Client } from './planning-fixtures.js';
import { openSse, type SseStream } from './sse-reader.js';

/*
 * Issue 14, limits: floods as an attacker would send them end in 429 with Retry-After and change
 * nothing; X-Forwarded-For values a client makes up never buy fresh budgets; live streams are
 * capped per user and per instance; imports past their limits get 413 naming the limit, with
 * nothing half-saved. Small limits come from the environment, as an operator would set them.
 */

const LIMITS_ENV = {
  RATE_LIMIT_IMPORT: '3/hour',
  RATE_LIMIT_SHARE: '3/hour',
  RATE_LIMIT_INVITE: '2/hour',
  RATE_LIMIT_API_TOKEN: '2/hour',
  IMPORT_MAX_BODY_MB: '1',
  IMPORT_MAX_PROJECTS: '3',
  IMPORT_MAX_TIMELINES: '5',
  IMPORT_MAX_EVENTS: '50',
  LIVE_STREAMS_PER_INSTANCE: '12',
};

/** Rows an attack could touch: none may change when a request is refused. */
async function rowCounts(ctx: TestContext): Promise<Record<string, number>> {
  const tables = ['users', 'organizationInvitations', 'projects', 'timelines', 'events', 'projectPermissions', 'apiTokens'] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

function expectRateLimited(response: { status: number; body: { code?: string; message?: string } }, headers: Record<string, unknown>, what: RegExp) {
  expect(response.status).toBe(429);
  expect(response.body.code).toBe('RATE_LIMITED');
  expect(response.body.message).toMatch(what);
  expect(Number(headers['retry-after'])).toBeGreaterThan(0);
}

/** A JSON client that also shows the response headers and can send its own. */
async function rawClientFor(ctx: TestContext, userId: string) {
  const auth = await ctx.cookieFor(userId);
  return async (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...auth, ...ctx.sameOrigin, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
}

const project = (name: string, timelines: { name: string; events: number }[] = []) => ({
  name,
  timelines: timelines.map((timeline) => ({
    name: timeline.name,
    events: Array.from({ length: timeline.events }, (_, index) => ({ title: `E${index}`, date: '2026-03-02' })),
  })),
});

describeEachDatabase(
  'limits: floods, spoofed addresses, streams and imports',
  (ctx) => {
    it('an import flood ends in 429 with Retry-After, even with a new X-Forwarded-For each time, and imports nothing more', async () => {
      const user = await ctx().createUser();
      const call = await rawClientFor(ctx(), user.id);
      for (let index = 0; index < 3; index += 1) {
        const response = await call('POST', '/import', { projects: [project(`P${index}`)] }, { 'x-forwarded-for': `198.51.100.${index}` });
        expect(response.status).toBe(200);
      }
      const before = await rowCounts(ctx());
      for (let index = 3; index < 6; index += 1) {
        const response = await call('POST', '/import', { projects: [project(`P${index}`)] }, { 'x-forwarded-for': `198.51.100.${index}` });
        expectRateLimited(response, response.headers, /^Too many imports: at most 3 per hour\. Try again in \d+ minutes?\.$/);
      }
      expect(await rowCounts(ctx())).toEqual(before);
      // The budget is the user's: someone else imports as usual.
      const other = await rawClientFor(ctx(), (await ctx().createUser()).id);
      expect((await other('POST', '/import', { projects: [project('Mine')] })).status).toBe(200);
    });

    it('an API-token creation flood ends in 429 and mints nothing', async () => {
      const user = await ctx().createUser();
      const call = await rawClientFor(ctx(), user.id);
      for (const name of ['one', 'two']) expect((await call('POST', '/account/api-tokens', { name })).status).toBe(201);
      const before = await rowCounts(ctx());
      const response = await call('POST', '/account/api-tokens', { name: 'three' });
      expectRateLimited(response, response.headers, /^Too many new API tokens: at most 2 per hour/);
      expect(await rowCounts(ctx())).toEqual(before);
    });

    it('a share flood ends in 429 and changes no permission', async () => {
      const organizationId = await createOrganization(ctx());
      const owner = await ctx().createUser(memberOf(organizationId, 'owner'));
      const colleague = await ctx().createUser(memberOf(organizationId, 'member'));
      const ownerClient: Client = await clientFor(ctx(), owner.id);
      const projectId: string = (await ownerClient.call('POST', '/projects', { name: 'Shared' })).body.data.id;
      const call = await rawClientFor(ctx(), owner.id);
      for (let index = 0; index < 3; index += 1) {
        expect((await call('POST', `/projects/${projectId}/share`, { userId: colleague.id, permissionLevel: 'read' })).status).toBe(200);
      }
      const before = await ctx().db.selectFrom('projectPermissions').selectAll().where('projectId', '=', projectId).execute();
      const response = await call('POST', `/projects/${projectId}/share`, { userId: colleague.id, permissionLevel: 'write' });
      expectRateLimited(response, response.headers, /^Too many share requests/);
      expect(await ctx().db.selectFrom('projectPermissions').selectAll().where('projectId', '=', projectId).execute()).toEqual(before);
    });

    it('invitation floods (admin and organization routes) end in 429, adding and inviting nobody and sending nothing', async () => {
      const sysAdmin = await ctx().createUser({ sysRole: 'SysAdmin' });
      const organizationId = await createOrganization(ctx());
      const orgOwner = await ctx().createUser(memberOf(organizationId, 'owner'));
      const orgAdmin = await ctx().createUser(memberOf(organizationId, 'admin'));
      const byEmail = (userId: string) => async (index: number) => ({
        email: `flood-${userId.slice(-6)}-${index}@example.test`,
        first_name: 'Flo',
        last_name: `Od${index}`,
      });
      const routes = [
        { userId: sysAdmin.id, url: '/admin/users/invite', body: byEmail(sysAdmin.id), status: 200 },
        { userId: orgOwner.id, url: '/organization/users/invite', body: byEmail(orgOwner.id), status: 200 },
        // An existing account without an organization is invited to join (it must accept).
        { userId: orgAdmin.id, url: `/organizations/${organizationId}/users`, body: async () => ({ user_id: (await ctx().createUser()).id }), status: 201 },
      ];
      for (const { userId, url, body, status } of routes) {
        const call = await rawClientFor(ctx(), userId);
        for (const index of [1, 2]) expect((await call('POST', url, await body(index))).status, url).toBe(status);
        const payload = await body(3);
        const before = await rowCounts(ctx());
        const mailBefore = ctx().sentMail.length;
        const response = await call('POST', url, payload);
        expectRateLimited(response, response.headers, /^Too many invitations: at most 2 per hour/);
        expect(await rowCounts(ctx())).toEqual(before);
        expect(ctx().sentMail).toHaveLength(mailBefore);
      }
    });

    it('an oversized import gets 413 naming the limit and saves nothing', async () => {
      const call = await rawClientFor(ctx(), (await ctx().createUser()).id);
      const before = await rowCounts(ctx());
      const response = await call('POST', '/import', { projects: [{ name: 'Huge', description: 'x'.repeat(1024 * 1024) }] });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ success: false, message: 'The request body is too large (at most 1 MB)', code: 'PAYLOAD_TOO_LARGE' });
      expect(await rowCounts(ctx())).toEqual(before);
    });

    it('too many events, timelines or projects get 413 naming the limit, in every import form, and nothing is half-saved', async () => {
      // One importer per case: each import counts against RATE_LIMIT_IMPORT.
      const importer = async () => rawClientFor(ctx(), (await ctx().createUser()).id);
      const fiftyOne = [project('A', [{ name: 'T1', events: 30 }, { name: 'T2', events: 21 }])];
      const cases: [unknown, string, number, string][] = [
        [{ projects: fiftyOne }, 'events', 50, 'Too many events: an import holds at most 50 events'],
        [{ migrationData: JSON.stringify({ projects: fiftyOne }) }, 'events', 50, 'Too many events: an import holds at most 50 events'],
        [{ timelines: { T1: { events: fiftyOne[0]?.timelines[0]?.events }, T2: { events: fiftyOne[0]?.timelines[1]?.events } } }, 'events', 50, 'Too many events: an import holds at most 50 events'],
        [
          { projects: [project('A', [1, 2, 3].map((n) => ({ name: `T${n}`, events: 1 }))), project('B', [4, 5, 6].map((n) => ({ name: `T${n}`, events: 1 })))] },
          'timelines',
          5,
          'Too many timelines: an import holds at most 5 timelines',
        ],
        [{ success: true, data: ['A', 'B', 'C', 'D'].map((name) => project(name)) }, 'projects', 3, 'Too many projects: an import holds at most 3 projects'],
      ];
      const importers = await Promise.all(cases.map(() => importer()));
      const before = await rowCounts(ctx());
      for (const [index, [payload, limit, max, message]] of cases.entries()) {
        const response = await importers[index]!('POST', '/import', payload);
        expect(response.status, message).toBe(413);
        expect(response.body).toEqual({ success: false, message, code: 'PAYLOAD_TOO_LARGE', details: { limit, max } });
      }
      expect(await rowCounts(ctx())).toEqual(before);
      // Exactly at the limits is fine.
      const atLimit = await (await importer())('POST', '/import', { projects: [project('A', [{ name: 'T1', events: 25 }, { name: 'T2', events: 25 }])] });
      expect(atLimit.status).toBe(200);
      expect(atLimit.body.data.eventsImported).toBe(50);
    });

    it('the 11th open stream of a user is refused with 429, and the instance cap holds for everyone', async () => {
      const organizationId = await createOrganization(ctx());
      const owner = await ctx().createUser(memberOf(organizationId, 'owner'));
      const reader = await ctx().createUser(memberOf(organizationId, 'member'));
      const ownerClient = await clientFor(ctx(), owner.id);
      const projectId: string = (await ownerClient.call('POST', '/projects', { name: 'Live' })).body.data.id;
      expect((await ownerClient.call('POST', `/projects/${projectId}/share`, { userId: reader.id })).status).toBe(200);
      const url = `${ctx().config.publicUrl}/api/v1/projects/${projectId}/stream`;
      const open: SseStream[] = [];
      try {
        const ownerAuth = await ctx().cookieFor(owner.id);
        for (let index = 0; index < 10; index += 1) {
          const result = await openSse(url, ownerAuth);
          if (!result.stream) throw new Error(`stream ${index + 1} refused: ${JSON.stringify(result.error)}`);
          open.push(result.stream);
        }
        const eleventh = await openSse(url, ownerAuth);
        expect(eleventh.error).toEqual({
          status: 429,
          body: { success: false, message: LIVE_MESSAGES.tooManyOfYours(10), code: 'RATE_LIMITED' },
        });
        expect(ctx().app.liveHub.streamCount).toBe(10);

        // LIVE_STREAMS_PER_INSTANCE=12: two more for someone else, then nobody.
        const readerAuth = await ctx().cookieFor(reader.id);
        for (let index = 0; index < 2; index += 1) {
          const result = await openSse(url, readerAuth);
          if (!result.stream) throw new Error(`reader stream refused: ${JSON.stringify(result.error)}`);
          open.push(result.stream);
        }
        const overInstance = await openSse(url, readerAuth);
        expect(overInstance.error).toEqual({
          status: 429,
          body: { success: false, message: LIVE_MESSAGES.tooManyOnServer, code: 'RATE_LIMITED' },
        });

        // A closed stream frees its place.
        open.shift()?.close();
        await open[0]?.until(() => ctx().app.liveHub.streamCount === 11, 'the closed stream to be counted out');
        const again = await openSse(url, ownerAuth);
        if (!again.stream) throw new Error(`stream refused after one closed: ${JSON.stringify(again.error)}`);
        open.push(again.stream);
      } finally {
        for (const stream of open) stream.close();
      }
    });
  },
  // Short heartbeats: a stream's close is noticed (and counted out) within one.
  { env: LIMITS_ENV, listen: true, live: { heartbeatMs: 200, presenceRefreshMs: 200 } },
);

/** Floods GET /auth/google (limited per client address) from one client, with made-up X-Forwarded-For values. */
async function floodSignIn(ctx: TestContext, forwardedFor: (index: number) => string | undefined): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    const header = forwardedFor(index);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/auth/google',
      remoteAddress: '127.0.0.1',
      headers: header === undefined ? {} : { 'x-forwarded-for': header },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const SMALL_FLOW_LIMIT = { auth: { rateLimits: { flow: { max: 3, timeWindow: '1 minute' } } } };

describeEachDatabase(
  'limits: X-Forwarded-For is ignored without TRUST_PROXY',
  (ctx) => {
    it('a new made-up address on every request does not reset the budget', async () => {
      expect(await floodSignIn(ctx(), (index) => `203.0.113.${index}`)).toEqual([302, 302, 302, 429, 429]);
    });
  },
  { ...SMALL_FLOW_LIMIT },
);

for (const trustProxy of ['1', '127.0.0.1, ::1']) {
  describeEachDatabase(
    `limits: TRUST_PROXY=${trustProxy} believes only the trusted hop`,
    (ctx) => {
      it('a client prepending made-up addresses stays one client; another real client has its own budget', async () => {
        // The proxy (127.0.0.1) appends the address it saw; what the client sent stays in front.
        const statuses = await floodSignIn(ctx(), (index) => `10.0.0.${index}, 192.0.2.${index}, 203.0.113.7`);
        expect(statuses).toEqual([302, 302, 302, 429, 429]);
        expect(await floodSignIn(ctx(), () => '198.51.100.20')).toEqual([302, 302, 302, 429, 429]);
      });
    },
    { env: { TRUST_PROXY: trustProxy }, ...SMALL_FLOW_LIMIT },
  );
}
