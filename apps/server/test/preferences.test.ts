import { expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { insertProject as insertProjectRow, insertShare } from './fixtures.js';
import { describeEachDatabase, type TestContext } from './harness.js';

async function insertProject(
  ctx: TestContext,
  ownerId: string,
  sharedWith?: { userId: string; level: string },
) {
  const id = newId();
  await insertProjectRow(ctx.db, ownerId, { id, name: `P ${id.slice(-4)}` });
  if (sharedWith) await insertShare(ctx.db, { projectId: id, userId: sharedWith.userId, level: sharedWith.level, grantedBy: ownerId });
  return id;
}

describeEachDatabase('preferences', (ctx) => {
  async function signedIn() {
    const user = await ctx().createUser();
    const headers = { ...(await ctx().cookieFor(user.id)), ...ctx().sameOrigin };
    const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      ctx().app.inject({
        method,
        url: `/api/v1/preferences${url}`,
        headers,
        ...(payload === undefined ? {} : { payload }),
      });
    return { user, call };
  }

  const rowCount = async (userId: string) =>
    (await ctx().db.selectFrom('preferences').select('key').where('userId', '=', userId).execute()).length;

  it('requires a signed-in user', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/v1/preferences' });
    expect(response.statusCode).toBe(401);
    const invalid = await ctx().app.inject({
      method: 'PUT',
      url: '/api/v1/preferences/colors/Bad-Key',
      headers: ctx().sameOrigin,
      payload: {},
    });
    expect(invalid.statusCode).toBe(401);
  });

  it('starts empty in every category', async () => {
    const { call } = await signedIn();
    const response = await call('GET', '');
    expect(response.json()).toEqual({ success: true, data: { table: {}, timeline: {}, ui: {} } });
  });

  it('saves, reads, deletes and resets per user', async () => {
    const { call, user } = await signedIn();
    const other = await signedIn();
    const widths = { title: 400, description: 500 };
    const saved = await call('PUT', '/table/column_widths', { value: widths });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ category: 'table', key: 'column_widths', value: widths });
    expect((await call('PUT', '/ui/default_view', { value: 'calendar' })).statusCode).toBe(200);
    expect(
      (await call('PUT', '/ui/settings', { value: { compact: true, headers: [1, 2] } })).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', '/timeline/time_range', {
          value: { start: '2025-07-20', end: '2025-11-15T12:00:00.000Z' },
        })
      ).statusCode,
    ).toBe(200);
    // Upsert replaces the value.
    expect((await call('PUT', '/ui/default_view', { value: 'table' })).statusCode).toBe(200);

    expect((await call('GET', '')).json().data).toEqual({
      table: { column_widths: widths },
      timeline: { time_range: { start: '2025-07-20', end: '2025-11-15' } },
      ui: { default_view: 'table', settings: { compact: true, headers: [1, 2] } },
    });
    expect((await call('GET', '/ui')).json().data).toEqual({
      default_view: 'table',
      settings: { compact: true, headers: [1, 2] },
    });
    expect((await other.call('GET', '/ui')).json().data).toEqual({});

    const deleted = await call('DELETE', '/ui/settings');
    expect(deleted.json().data).toEqual({ category: 'ui', key: 'settings', deletedCount: 1 });
    expect((await call('GET', '/ui')).json().data).toEqual({ default_view: 'table' });

    const reset = await call('DELETE', '/ui');
    expect(reset.json().data).toEqual({ category: 'ui', key: null, deletedCount: 1 });
    expect((await call('GET', '')).json().data.ui).toEqual({});
    expect(await rowCount(user.id)).toBe(2);
  });

  it.each([
    ['PUT', '/colors/x', { value: 1 }, 'params.category: must be one of table, timeline, ui'],
    ['GET', '/colors', undefined, 'params.category: must be one of table, timeline, ui'],
    ['DELETE', '/colors', undefined, 'params.category: must be one of table, timeline, ui'],
    ['DELETE', '/colors/x', undefined, 'params.category: must be one of table, timeline, ui'],
    [
      'PUT',
      '/ui/Bad-Key',
      { value: 1 },
      'params.key: must start with a lowercase letter and hold only a-z, 0-9 and _ (at most 64)',
    ],
    ['PUT', '/ui/default_view', {}, 'value: is required'],
    [
      'PUT',
      '/ui/default_view',
      { value: 'projects' },
      'value: must be one of timeline, calendar, table, admin, organization',
    ],
    ['PUT', '/ui/theme', { value: 'Dark' }, 'value: must be one of light, dark, system'],
    [
      'PUT',
      '/table/column_widths',
      { value: { title: 79 } },
      'value.title: must be a number between 80 and 2000',
    ],
    [
      'PUT',
      '/table/column_widths',
      { value: { title: 2001 } },
      'value.title: must be a number between 80 and 2000',
    ],
    [
      'PUT',
      '/table/column_widths',
      { value: { title: '300' } },
      'value.title: must be a number between 80 and 2000',
    ],
    [
      'PUT',
      '/table/column_widths',
      { value: [300] },
      'value: must be an object with widths for timeline, objective, title, startDate, endDate, duration, slip, dependsOn, description',
    ],
    [
      'PUT',
      '/timeline/time_range',
      { value: { start: '2025-07-20', end: '2025-07-19' } },
      'value.end: must not be before start',
    ],
    [
      'PUT',
      '/timeline/time_range',
      { value: { start: '2025-02-30', end: '2025-07-19' } },
      'value.start: must be a real date (YYYY-MM-DD or an ISO timestamp)',
    ],
    ['PUT', '/ui/selected_project', { value: 'not-an-id' }, 'value: must be a valid id'],
    ['PUT', '/ui/notes', { value: 'x'.repeat(11_000) }, 'value: must be at most 10240 bytes of JSON'],
  ] as const)(
    '%s %s (case %#) → 400 naming the field, nothing saved',
    async (method, url, payload, message) => {
      const { call, user } = await signedIn();
      const response = await call(method, url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
      expect(await rowCount(user.id)).toBe(0);
    },
  );

  it('keeps a selected project only while the user can read it', async () => {
    const { call, user } = await signedIn();
    const owner = await ctx().createUser();
    const own = await insertProject(ctx(), user.id);
    const shared = await insertProject(ctx(), owner.id, { userId: user.id, level: 'read' });
    const foreign = await insertProject(ctx(), owner.id);

    expect((await call('PUT', '/ui/selected_project', { value: own })).json().data.value).toBe(own);
    expect((await call('GET', '/ui')).json().data.selected_project).toBe(own);

    const refused = await call('PUT', '/ui/selected_project', { value: foreign });
    expect(refused.statusCode).toBe(404);
    expect((await call('PUT', '/ui/selected_project', { value: newId() })).statusCode).toBe(404);
    expect((await call('GET', '/ui')).json().data.selected_project).toBe(own);

    expect((await call('PUT', '/ui/selected_project', { value: shared })).statusCode).toBe(200);
    expect((await call('GET', '/ui')).json().data.selected_project).toBe(shared);
    // The owner withdraws the share: the stored choice is no longer handed out.
    await ctx()
      .db.deleteFrom('projectPermissions')
      .where('projectId', '=', shared)
      .where('userId', '=', user.id)
      .execute();
    expect((await call('GET', '/ui')).json().data).not.toHaveProperty('selected_project');
    expect((await call('GET', '')).json().data.ui).not.toHaveProperty('selected_project');

    const cleared = await call('PUT', '/ui/selected_project', { value: null });
    expect(cleared.json().data).toEqual({ category: 'ui', key: 'selected_project', value: null });
    expect(await rowCount(user.id)).toBe(0);
  });
});
