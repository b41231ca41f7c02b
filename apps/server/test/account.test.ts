import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { API_TOKEN_DEFAULT_EXPIRY_DAYS, API_TOKEN_PREFIX, API_TOKEN_READ_ONLY_MESSAGE } from '@plotline/shared';
import { up as addApiTokenScope } from '../src/db/migrations/0004-api-token-scope.js';
import { hashSecret, newId } from '../src/lib/ids.js';
import { insertProject as insertProjectRow } from './fixtures.js';
import { describeEachDatabase, type TestContext } from './harness.js';

async function insertProject(ctx: TestContext, ownerId: string) {
  const id = newId();
  return insertProjectRow(ctx.db, ownerId, { id, name: `P ${id.slice(-4)}` });
}

describeEachDatabase('account: sessions and API tokens', (ctx) => {
  async function signedIn() {
    const user = await ctx().createUser();
    const { cookie } = await ctx().cookieFor(user.id);
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
      ctx().app.inject({
        method,
        url: `/api/v1/account${url}`,
        headers: { cookie, ...ctx().sameOrigin, ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
    return { user, cookie, call };
  }

  const bearer = (token: string, url = '/api/v1/projects') =>
    ctx().app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const whoAmI = (cookie: string) => ctx().app.inject({ method: 'GET', url: '/auth/user', headers: { cookie } });

  it('requires a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/account/sessions'],
      ['POST', '/api/v1/account/sessions/revoke-all'],
      ['GET', '/api/v1/account/api-tokens'],
      ['POST', '/api/v1/account/api-tokens'],
    ] as const) {
      const response = await ctx().app.inject({ method, url, headers: ctx().sameOrigin });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists the own sessions with the current one marked, and signs one out', async () => {
    const { user, cookie, call } = await signedIn();
    const other = await ctx().cookieFor(user.id);
    const stranger = await ctx().createUser();
    await ctx().cookieFor(stranger.id);

    const listed = await call('GET', '/sessions');
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().data as { id: string; isCurrent: boolean; createdAt: string }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.isCurrent)).toHaveLength(1);
    expect(Object.keys(sessions[0] ?? {}).sort()).toEqual(
      ['createdAt', 'id', 'ipAddress', 'isCurrent', 'lastSeenAt', 'userAgent'],
    );

    const otherSession = sessions.find((session) => !session.isCurrent);
    expect(await whoAmI(other.cookie).then((r) => r.statusCode)).toBe(200);
    const revoked = await call('DELETE', `/sessions/${otherSession?.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toEqual({ id: otherSession?.id });
    expect(await whoAmI(other.cookie).then((r) => r.statusCode)).toBe(401);
    expect(await whoAmI(cookie).then((r) => r.statusCode)).toBe(200);

    // Gone already, and never-existing ids, are 404.
    expect((await call('DELETE', `/sessions/${otherSession?.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/sessions/${newId()}`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const { call } = await signedIn();
    const stranger = await ctx().createUser();
    const strangerCookie = await ctx().cookieFor(stranger.id);
    const row = await ctx().db.selectFrom('sessions').select('id').where('userId', '=', stranger.id).executeTakeFirstOrThrow();
    const response = await call('DELETE', `/sessions/${row.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect(await whoAmI(strangerCookie.cookie).then((r) => r.statusCode)).toBe(200);
  });

  it('signing out the current session clears the cookie', async () => {
    const { cookie, call } = await signedIn();
    const current = (await call('GET', '/sessions')).json().data[0] as { id: string };
    const response = await call('DELETE', `/sessions/${current.id}`);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/plotline_session=;/);
    expect(await whoAmI(cookie).then((r) => r.statusCode)).toBe(401);
  });

  it('signs out everywhere, this session included, and keeps other users signed in', async () => {
    const { user, cookie, call } = await signedIn();
    const second = await ctx().cookieFor(user.id);
    const stranger = await ctx().createUser();
    const strangerCookie = await ctx().cookieFor(stranger.id);

    const response = await call('POST', '/sessions/revoke-all');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ revoked: 2 });
    expect(String(response.headers['set-cookie'])).toMatch(/plotline_session=;/);
    expect(await whoAmI(cookie).then((r) => r.statusCode)).toBe(401);
    expect(await whoAmI(second.cookie).then((r) => r.statusCode)).toBe(401);
    expect(await whoAmI(strangerCookie.cookie).then((r) => r.statusCode)).toBe(200);
  });

  it("creates a token that acts with the owner's rights until it is revoked", async () => {
    const { user, call } = await signedIn();
    const projectId = await insertProject(ctx(), user.id);
    const stranger = await ctx().createUser();
    const strangersProject = await insertProject(ctx(), stranger.id);

    const created = await call('POST', '/api-tokens', { name: '  CI script ', expiresInDays: 30 });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const data = created.json().data as { id: string; name: string; token: string; expiresAt: string; createdAt: string };
    expect(data.name).toBe('CI script');
    expect(data.token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    const days = (Date.parse(data.expiresAt) - Date.parse(data.createdAt)) / 86_400_000;
    expect(days).toBe(30);

    // Only the hash is stored.
    const stored = await ctx().db.selectFrom('apiTokens').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(stored.tokenHash).toBe(hashSecret(data.token));
    expect(JSON.stringify(stored)).not.toContain(data.token);

    const projects = await bearer(data.token);
    expect(projects.statusCode).toBe(200);
    const ids = (projects.json().data as { id: string }[]).map((project) => project.id);
    expect(ids).toContain(projectId);
    expect(ids).not.toContain(strangersProject);

    const listed = await call('GET', '/api-tokens');
    expect(listed.statusCode).toBe(200);
    const tokens = listed.json().data as Record<string, unknown>[];
    expect(tokens).toHaveLength(1);
    expect(Object.keys(tokens[0] ?? {}).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'scope']);
    expect(tokens[0]?.scope).toBe('read_write');
    expect(tokens[0]?.lastUsedAt).toEqual(expect.any(String));
    expect(listed.body).not.toContain(data.token);

    const revoked = await call('DELETE', `/api-tokens/${data.id}`);
    expect(revoked.statusCode).toBe(200);
    expect((await bearer(data.token)).statusCode).toBe(401);
    expect((await call('GET', '/api-tokens')).json().data).toEqual([]);
    expect((await call('DELETE', `/api-tokens/${data.id}`)).statusCode).toBe(404);
  });

  it('accepts an explicit expiresAt; without one a token is read_write and expires after the default days', async () => {
    const { call } = await signedIn();
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const explicit = await call('POST', '/api-tokens', { name: 'dated', expiresAt: at });
    expect(explicit.statusCode).toBe(201);
    expect(explicit.json().data.expiresAt).toBe(at);
    const plain = await call('POST', '/api-tokens', { name: 'plain' });
    expect(plain.statusCode).toBe(201);
    const data = plain.json().data as { expiresAt: string; createdAt: string; scope: string; token: string };
    expect(data.scope).toBe('read_write');
    expect((Date.parse(data.expiresAt) - Date.parse(data.createdAt)) / 86_400_000).toBe(API_TOKEN_DEFAULT_EXPIRY_DAYS);
    expect((await bearer(data.token)).statusCode).toBe(200);
  });

  it('a read token reads but gets 403 with a clear message on every write; a read_write token writes', async () => {
    const { user, call } = await signedIn();
    const projectId = await insertProject(ctx(), user.id);
    const read = (await call('POST', '/api-tokens', { name: 'reader', scope: 'read' })).json().data as { token: string; scope: string };
    expect(read.scope).toBe('read');
    const headers = { authorization: `Bearer ${read.token}`, ...ctx().sameOrigin };
    expect((await bearer(read.token)).statusCode).toBe(200);
    expect((await ctx().app.inject({ method: 'HEAD', url: `/api/v1/projects/${projectId}`, headers })).statusCode).toBe(200);
    const before = await ctx().db.selectFrom('projects').select(['id', 'name', 'version']).where('ownerId', '=', user.id).execute();
    for (const [method, url, payload] of [
      ['POST', '/api/v1/projects', { name: 'Sneaky' }],
      ['PUT', `/api/v1/projects/${projectId}`, { name: 'Renamed', version: 1 }],
      ['DELETE', `/api/v1/projects/${projectId}`, undefined],
      ['POST', '/api/v1/import', { projects: [{ name: 'Imported' }] }],
      ['DELETE', '/api/v1/preferences/ui', undefined],
    ] as const) {
      const response = await ctx().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ success: false, message: API_TOKEN_READ_ONLY_MESSAGE, code: 'FORBIDDEN' });
    }
    expect(await ctx().db.selectFrom('projects').select(['id', 'name', 'version']).where('ownerId', '=', user.id).execute()).toEqual(before);

    const writer = (await call('POST', '/api-tokens', { name: 'writer', scope: 'read_write' })).json().data as { token: string };
    const created = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: { authorization: `Bearer ${writer.token}`, ...ctx().sameOrigin },
      payload: { name: 'Scripted' },
    });
    expect(created.statusCode).toBe(201);
  });

  it('refuses an expired token', async () => {
    const { call } = await signedIn();
    const created = (await call('POST', '/api-tokens', { name: 'short', expiresInDays: 1 })).json().data as {
      id: string;
      token: string;
    };
    expect((await bearer(created.token)).statusCode).toBe(200);
    await ctx()
      .db.updateTable('apiTokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', created.id)
      .execute();
    expect((await bearer(created.token)).statusCode).toBe(401);
  });

  it("answers 404 for another user's token and leaves it working", async () => {
    const owner = await signedIn();
    const intruder = await signedIn();
    const created = (await owner.call('POST', '/api-tokens', { name: 'mine' })).json().data as { id: string; token: string };
    const response = await intruder.call('DELETE', `/api-tokens/${created.id}`);
    expect(response.statusCode).toBe(404);
    expect((await intruder.call('GET', '/api-tokens')).json().data).toEqual([]);
    expect((await bearer(created.token)).statusCode).toBe(200);
  });

  it('an API token cannot manage sessions or tokens', async () => {
    const { call } = await signedIn();
    const created = (await call('POST', '/api-tokens', { name: 'script' })).json().data as { id: string; token: string };
    const headers = { authorization: `Bearer ${created.token}` };
    for (const [method, url, payload] of [
      ['GET', '/api/v1/account/api-tokens', undefined],
      ['POST', '/api/v1/account/api-tokens', { name: 'successor' }],
      ['DELETE', `/api/v1/account/api-tokens/${created.id}`, undefined],
      ['GET', '/api/v1/account/sessions', undefined],
      ['POST', '/api/v1/account/sessions/revoke-all', undefined],
    ] as const) {
      const response = await ctx().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/api-tokens')).json().data).toHaveLength(1);
    expect((await call('GET', '/sessions')).json().data).toHaveLength(1);
  });

  it('refuses bad input with 400 naming the field, storing nothing', async () => {
    const { user, call } = await signedIn();
    const cases: [object, string][] = [
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ name: 42 }, 'name'],
      [{ name: 'ok', expiresInDays: 0 }, 'expiresInDays'],
      [{ name: 'ok', expiresInDays: 366 }, 'expiresInDays'],
      [{ name: 'ok', expiresInDays: 1.5 }, 'expiresInDays'],
      [{ name: 'ok', expiresInDays: '7' }, 'expiresInDays'],
      [{ name: 'ok', expiresAt: 'tomorrow' }, 'expiresAt'],
      [{ name: 'ok', expiresAt: '2001-01-01T00:00:00.000Z' }, 'expiresAt'],
      [{ name: 'ok', expiresAt: new Date(Date.now() + 366 * 86_400_000).toISOString() }, 'expiresAt'],
      [{ name: 'ok', scope: 'admin' }, 'scope'],
      [{ name: 'ok', scope: '' }, 'scope'],
      [{ name: 'ok', expiresInDays: 5, expiresAt: new Date(Date.now() + 86_400_000).toISOString() }, 'expiresAt'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', '/api-tokens', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(response.json().message, JSON.stringify(payload)).toMatch(new RegExp(`^${field}: `));
    }
    expect((await call('DELETE', '/api-tokens/not-an-id')).statusCode).toBe(400);
    expect((await call('DELETE', '/sessions/not-an-id')).statusCode).toBe(400);
    const rows = await ctx().db.selectFrom('apiTokens').select('id').where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(0);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (ctx().app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
    expect(Object.keys(document.paths['/api/v1/account/api-tokens'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(document.paths['/api/v1/account/api-tokens/{id}']).toHaveProperty('delete');
    expect(document.paths['/api/v1/account/sessions']).toHaveProperty('get');
    expect(document.paths['/api/v1/account/sessions/{id}']).toHaveProperty('delete');
    expect(document.paths['/api/v1/account/sessions/revoke-all']).toHaveProperty('post');
  });

  it('migration 0004 keeps older tokens working as read_write and gives the ones without an expiry 365 days', async () => {
    // Back to the table as it was before 0004, with a token that never expires and one that does.
    // Migrations speak snake_case to an untyped schema (src/db/migrate.ts).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const plain = ctx().db.withoutPlugins() as unknown as Kysely<any>;
    await plain.schema.alterTable('api_tokens').dropColumn('scope').execute();
    const user = await ctx().createUser();
    const now = new Date().toISOString();
    const dated = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const rows = [
      { id: newId(), user_id: user.id, name: 'old forever', token_hash: hashSecret(newId()), created_at: now, last_used_at: null, expires_at: null },
      { id: newId(), user_id: user.id, name: 'old dated', token_hash: hashSecret(newId()), created_at: now, last_used_at: null, expires_at: dated },
    ];
    await plain.insertInto('api_tokens').values(rows).execute();
    const started = Date.now();
    await addApiTokenScope(plain);
    const migrated = await ctx().db.selectFrom('apiTokens').select(['name', 'scope', 'expiresAt']).where('userId', '=', user.id).orderBy('name').execute();
    expect(migrated.map(({ name, scope }) => [name, scope])).toEqual([['old dated', 'read_write'], ['old forever', 'read_write']]);
    expect(Date.parse(migrated[0]?.expiresAt ?? '')).toBe(Date.parse(dated));
    const forever = Date.parse(migrated[1]?.expiresAt ?? '');
    expect(forever).toBeGreaterThanOrEqual(started + 365 * 86_400_000);
    expect(forever).toBeLessThanOrEqual(Date.now() + 365 * 86_400_000);
  });
});
