import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { ExportProject } from '@plotline/shared';
import { insertEvents, insertProject, insertShare, insertTimelines } from './fixtures.js';
import { describeEachDatabase, type TestContext } from './harness.js';

/** The content of an export, without ids, timestamps and versions. */
function content(projects: ExportProject[]) {
  return projects
    .map((project) => ({
      name: project.name,
      description: project.description,
      color: project.color,
      timelines: project.timelines.map((timeline) => ({
        name: timeline.name,
        color: timeline.color,
        displayOrder: timeline.displayOrder,
        events: timeline.events.map(({ title, description, date, endDate, objective, displayOrder }) => ({
          title,
          description,
          date,
          endDate,
          objective,
          displayOrder,
        })),
      })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const sample = {
  projects: [
    {
      name: 'Launch',
      description: 'Go live',
      color: '#10B981',
      timelines: [
        {
          name: 'Build',
          color: '#EF4444',
          displayOrder: 1,
          events: [
            { title: 'Kick-off', date: '2025-08-01', objective: 'development', displayOrder: 1 },
            {
              title: 'Sprint',
              date: '2025-08-04T12:00:00.000Z',
              endDate: '2025-08-15',
              description: 'two weeks',
              displayOrder: 2,
            },
            { title: 'Same day', date: '2025-08-04 09:00:00', displayOrder: 1 },
          ],
        },
        {
          name: 'QA',
          displayOrder: 2,
          events: [{ title: 'Test', date: '2025-09-01', objective: 'testing' }],
        },
      ],
    },
    { name: 'Empty', timelines: [] },
  ],
};

async function counts(ctx: TestContext) {
  const count = async (table: 'projects' | 'timelines' | 'events') =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    projects: await count('projects'),
    timelines: await count('timelines'),
    events: await count('events'),
  };
}

describeEachDatabase('export and import', (ctx) => {
  async function signedIn() {
    const user = await ctx().createUser();
    const headers = { ...(await ctx().cookieFor(user.id)), ...ctx().sameOrigin };
    return {
      user,
      exportData: async () => {
        const response = await ctx().app.inject({ method: 'GET', url: '/api/v1/export', headers });
        expect(response.statusCode).toBe(200);
        return response.json() as { success: true; data: ExportProject[] };
      },
      importData: (payload: unknown) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/v1/import',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        }),
    };
  }

  async function insertForeignProject(ownerId: string, sharedWith?: string) {
    const db = ctx().db;
    const id = await insertProject(db, ownerId, { name: 'Theirs' });
    const [timelineId] = await insertTimelines(db, id, ['T'], { color: '#3B82F6' });
    await insertEvents(db, { projectId: id, timelineId: timelineId! }, [{ title: 'E', startDate: '2025-01-02' }]);
    if (sharedWith) await insertShare(db, { projectId: id, userId: sharedWith, level: 'read', grantedBy: ownerId });
    return id;
  }

  it('exports nothing for a new user', async () => {
    const { exportData } = await signedIn();
    expect(await exportData()).toEqual({ success: true, data: [] });
  });

  it('imports in one go and exports with wire dates, timelines by order and events by date then order', async () => {
    const { importData, exportData } = await signedIn();
    const response = await importData(sample);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        projectsImported: 2,
        timelinesImported: 2,
        eventsImported: 4,
        replaced: false,
        message: 'Import complete: 2 projects, 2 timelines and 4 events added to the existing data.',
      },
    });
    const exported = await exportData();
    const launch = exported.data.find((project) => project.name === 'Launch');
    expect(launch?.isOwner).toBe(true);
    expect(launch?.timelines.map((timeline) => timeline.name)).toEqual(['Build', 'QA']);
    expect(launch?.timelines[0]?.events.map((event) => [event.title, event.date, event.endDate])).toEqual([
      ['Kick-off', '2025-08-01T12:00:00.000Z', null],
      ['Same day', '2025-08-04T12:00:00.000Z', null],
      ['Sprint', '2025-08-04T12:00:00.000Z', '2025-08-15T12:00:00.000Z'],
    ]);
    expect(launch?.timelines[1]?.events[0]?.objective).toBe('testing');
    expect(launch?.timelines[0]?.events[1]?.objective).toBe('preparation');
  });

  it('round-trips: export → import(replace) → export gives the same content', async () => {
    const { importData, exportData } = await signedIn();
    await importData(sample);
    const first = await exportData();
    const response = await importData({ projects: first.data, replace: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ projectsImported: 2, replaced: true });
    expect(response.json().data.message).toBe(
      'Import complete: all previous data was removed and replaced with 2 projects, 2 timelines and 4 events.',
    );
    const second = await exportData();
    expect(content(second.data)).toEqual(content(first.data));
    // New ids for everything.
    const firstIds = new Set(first.data.map((project) => project.id));
    expect(second.data.some((project) => firstIds.has(project.id))).toBe(false);
    // The export file itself is importable as-is too.
    const asFile = await importData({ ...second, replace: true });
    expect(asFile.statusCode).toBe(200);
    expect(content((await exportData()).data)).toEqual(content(first.data));
  });

  it('appends, or replaces only what the user owns', async () => {
    const { user, importData, exportData } = await signedIn();
    const owner = await ctx().createUser();
    const sharedId = await insertForeignProject(owner.id, user.id);
    await importData(sample);
    await importData(sample);
    expect((await exportData()).data).toHaveLength(5);

    const replaced = await importData({ projects: [{ name: 'Only' }], replace: true });
    expect(replaced.json().data).toMatchObject({
      projectsImported: 1,
      timelinesImported: 0,
      eventsImported: 0,
      replaced: true,
    });
    const after = await exportData();
    expect(after.data.map((project) => project.name).sort()).toEqual(['Only', 'Theirs']);
    const shared = after.data.find((project) => project.id === sharedId);
    expect(shared?.isOwner).toBe(false);
    expect(shared?.timelines[0]?.events).toHaveLength(1);
    const owned = await ctx()
      .db.selectFrom('projects')
      .select('name')
      .where('ownerId', '=', user.id)
      .execute();
    expect(owned.map((row) => row.name)).toEqual(['Only']);
  });

  it('stores an unknown objective as preparation, as the events API does', async () => {
    const { importData, exportData } = await signedIn();
    const response = await importData({
      projects: [
        {
          name: 'O',
          timelines: [
            {
              name: 'T',
              events: [
                { title: 'e', date: '2025-01-01', objective: 'mystery' },
                { title: 'f', date: '2025-01-02', objective: 'business' },
              ],
            },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const [project] = (await exportData()).data;
    expect(project?.timelines[0]?.events.map((event) => event.objective)).toEqual([
      'preparation',
      'business',
    ]);
  });

  it('does not export projects the user cannot read', async () => {
    const { exportData } = await signedIn();
    const stranger = await ctx().createUser();
    await insertForeignProject(stranger.id);
    expect((await exportData()).data).toEqual([]);
  });

  it('accepts the older migrationData form', async () => {
    const { importData, exportData } = await signedIn();
    const response = await importData({ migrationData: { projects: sample.projects }, replace: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ projectsImported: 2, eventsImported: 4, replaced: false });
    expect(content((await exportData()).data)).toHaveLength(2);
  });

  it("places the legacy flat format into 'Imported Migration Project'", async () => {
    const { importData, exportData } = await signedIn();
    const response = await importData({
      migrationData: {
        Design: {
          color: '#8B5CF6',
          events: [
            { title: 'Wireframes', start_date: '2025-07-21 00:00:00', end_date: '2025-07-25 00:00:00' },
          ],
        },
        Build: [{ title: 'Code', date: '2025-07-28' }],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      projectsImported: 1,
      timelinesImported: 2,
      eventsImported: 2,
    });
    const [project] = (await exportData()).data;
    expect(project?.name).toBe('Imported Migration Project');
    expect(
      project?.timelines.map((timeline) => [timeline.name, timeline.color, timeline.displayOrder]),
    ).toEqual([
      ['Design', '#8B5CF6', 1],
      ['Build', '#3B82F6', 2],
    ]);
    expect(project?.timelines[0]?.events[0]).toMatchObject({
      date: '2025-07-21T12:00:00.000Z',
      endDate: '2025-07-25T12:00:00.000Z',
      objective: 'preparation',
      displayOrder: 1,
    });
  });

  it.each([
    [{ projects: 'all of them' }, 'Projects must be an array'],
    [{ migrationData: 'nope' }, 'Invalid migration data format'],
    ['"just a string"', 'Invalid import data format'],
    [{ something: 'else' }, 'Unrecognized data format.'],
    [{ projects: [] }, 'No valid timeline data found in import file.'],
    [
      { projects: [{ name: 'P', timelines: [{ name: 'A' }, { name: 'A' }] }] },
      'projects[0].timelines[1].name: must be unique within the project ("A" appears twice)',
    ],
  ])('rejects %j with its exact text and changes nothing', async (payload, message) => {
    const { importData } = await signedIn();
    await importData(sample);
    const before = await counts(ctx());
    const response = await importData(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(await counts(ctx())).toEqual(before);
  });

  it('rejects a bad item in the middle with its path, leaving the database unchanged', async () => {
    const { importData } = await signedIn();
    await importData(sample);
    const before = await counts(ctx());
    const events = Array.from({ length: 10 }, (_, index) => ({ title: `E${index}`, date: '2025-03-01' }));
    events[5] = { title: 'Bad', date: '2025-13-01' };
    const response = await importData({
      replace: true,
      projects: [
        sample.projects[0],
        { name: 'Second', timelines: [{ name: 'A' }, { name: 'B' }, { name: 'C', events }] },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /^projects\[1\]\.timelines\[2\]\.events\[5\]\.date: must be a real date/,
    );
    expect(response.json().details).toEqual([
      { field: 'projects[1].timelines[2].events[5].date', message: response.json().message },
    ]);
    expect(await counts(ctx())).toEqual(before);
  });

  it('rolls back everything when the database fails part-way (replace deletes nothing)', async () => {
    const { importData, exportData } = await signedIn();
    await importData(sample);
    const before = await exportData();
    const totals = await counts(ctx());
    if (ctx().kind === 'sqlite') {
      await sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON events WHEN NEW.title = 'boom' BEGIN SELECT RAISE(ABORT, 'boom refused'); END`.execute(
        ctx().db,
      );
    } else {
      await sql`CREATE FUNCTION refuse_boom() RETURNS trigger AS $$ BEGIN IF NEW.title = 'boom' THEN RAISE EXCEPTION 'boom refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(
        ctx().db,
      );
      await sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION refuse_boom()`.execute(
        ctx().db,
      );
    }
    try {
      const events = Array.from({ length: 3000 }, (_, index) => ({
        title: index === 2500 ? 'boom' : `E${index}`,
        date: '2025-03-01',
      }));
      const response = await importData({
        replace: true,
        projects: [{ name: 'Big', timelines: [{ name: 'A', events }] }],
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        message: 'An unexpected error occurred',
        code: 'INTERNAL',
      });
      expect(await counts(ctx())).toEqual(totals);
      expect(content((await exportData()).data)).toEqual(content(before.data));
    } finally {
      await sql`DROP TRIGGER refuse_boom${sql.raw(ctx().kind === 'postgres' ? ' ON events' : '')}`.execute(
        ctx().db,
      );
      if (ctx().kind === 'postgres') await sql`DROP FUNCTION refuse_boom()`.execute(ctx().db);
    }
  });

  it('imports more rows than one statement may bind', async () => {
    const { importData, exportData } = await signedIn();
    const timelines = Array.from({ length: 3 }, (_, t) => ({
      name: `T${t}`,
      events: Array.from({ length: 4000 }, (_, index) => ({ title: `E${index}`, date: '2025-01-01' })),
    }));
    const response = await importData({ projects: [{ name: 'Wide', timelines }] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.eventsImported).toBe(12_000);
    const [project] = (await exportData()).data;
    expect(project?.timelines.map((timeline) => timeline.events.length)).toEqual([4000, 4000, 4000]);
  });

  it('answers an oversized body with 413 and a clear message', async () => {
    const { importData } = await signedIn();
    const before = await counts(ctx());
    const response = await importData({
      projects: [{ name: 'Huge', description: 'x'.repeat(101 * 1024 * 1024) }],
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'The request body is too large (at most 100 MB)',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await counts(ctx())).toEqual(before);
  });

  it('requires a signed-in user', async () => {
    expect((await ctx().app.inject({ method: 'GET', url: '/api/v1/export' })).statusCode).toBe(401);
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/import',
      headers: ctx().sameOrigin,
      payload: sample,
    });
    expect(response.statusCode).toBe(401);
    // Even a body past the import limit is answered 401, not read.
    const oversized = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/import',
      headers: { ...ctx().sameOrigin, 'content-type': 'application/json' },
      payload: JSON.stringify({ projects: 'x'.repeat(51 * 1024 * 1024) }),
    });
    expect(oversized.statusCode).toBe(401);
  });
});
