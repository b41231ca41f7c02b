import { expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { describeEachDatabase } from './harness.js';
import { createOrganization, memberOf, seedProject } from './planning-fixtures.js';

/*
 * GET /projects/:id?from&to returns only the events overlapping the window, both ends counted
 * (docs/decisions.md D35); without them, the whole project. Access is checked as for every read.
 */

/** Title → [start, end or null]. */
const EVENTS: Record<string, [string, string | null]> = {
  'ends on from': ['2025-03-01', '2025-03-10'],
  'starts on to': ['2025-03-20', null],
  'spans the window': ['2025-02-01', '2025-04-30'],
  'inside, single day': ['2025-03-15', null],
  'day before from': ['2025-03-09', null],
  'ends day before from': ['2025-02-01', '2025-03-09'],
  'day after to': ['2025-03-21', '2025-03-25'],
};

describeEachDatabase('windowed project read', (ctx) => {
  async function setup() {
    const organizationId = await createOrganization(ctx());
    const owner = await ctx().createUser(memberOf(organizationId, 'owner'));
    const reader = await ctx().createUser(memberOf(organizationId, 'member'));
    const stranger = await ctx().createUser();
    const seeded = await seedProject(ctx(), owner.id, { timelines: 2, eventsPerTimeline: 0, shares: [{ userId: reader.id, level: 'read' }] });
    const now = new Date().toISOString();
    await ctx()
      .db.insertInto('events')
      .values(
        Object.entries(EVENTS).map(([title, [startDate, endDate]], index) => ({
          id: newId(),
          projectId: seeded.projectId,
          timelineId: seeded.timelineIds[index % 2]!,
          title,
          description: '',
          startDate,
          endDate,
          objective: 'preparation',
          displayOrder: index + 1,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const get = async (userId: string, query = '', headers: Record<string, string> = {}) =>
      ctx().app.inject({
        method: 'GET',
        url: `/api/v1/projects/${seeded.projectId}${query}`,
        headers: { ...(await ctx().cookieFor(userId)), ...headers },
      });
    const titlesOf = (body: { data: { timelines: { events: { title: string }[] }[] } }) =>
      body.data.timelines.flatMap((timeline) => timeline.events.map((event) => event.title)).sort();
    return { owner, reader, stranger, get, titlesOf };
  }

  it('returns the events overlapping the window, both ends included, and keeps the whole project’s counts', async () => {
    const { owner, get, titlesOf } = await setup();
    const windowed = await get(owner.id, '?from=2025-03-10&to=2025-03-20');
    expect(windowed.statusCode).toBe(200);
    const body = windowed.json();
    expect(titlesOf(body)).toEqual(['ends on from', 'inside, single day', 'spans the window', 'starts on to']);
    expect(body.data.timelines).toHaveLength(2);
    expect(body.data.eventCount).toBe(Object.keys(EVENTS).length);
    expect(body.data.timelineCount).toBe(2);

    // The whole project's first and last day, so the web can page in the rest (D60).
    expect(body.data.eventDates).toEqual({ first: '2025-02-01', last: '2025-04-30' });

    const whole = await get(owner.id);
    expect(titlesOf(whole.json())).toEqual(Object.keys(EVENTS).sort());
    expect(whole.json().data.eventDates).toBeUndefined();
    expect(windowed.headers.etag).not.toBe(whole.headers.etag);
  });

  it('takes an open window with only from or only to, and a one-day window', async () => {
    const { owner, get, titlesOf } = await setup();
    expect(titlesOf((await get(owner.id, '?from=2025-03-21')).json())).toEqual(['day after to', 'spans the window']);
    expect(titlesOf((await get(owner.id, '?to=2025-02-01')).json())).toEqual(['ends day before from', 'spans the window']);
    expect(titlesOf((await get(owner.id, '?from=2025-03-09&to=2025-03-09')).json())).toEqual([
      'day before from',
      'ends day before from',
      'ends on from',
      'spans the window',
    ]);
  });

  it('says eventDates null for a project without events', async () => {
    const organizationId = await createOrganization(ctx());
    const owner = await ctx().createUser(memberOf(organizationId, 'owner'));
    const empty = await seedProject(ctx(), owner.id, { timelines: 1, eventsPerTimeline: 0 });
    const response = await ctx().app.inject({
      method: 'GET',
      url: `/api/v1/projects/${empty.projectId}?from=2025-01-01`,
      headers: await ctx().cookieFor(owner.id),
    });
    expect(response.json().data.eventDates).toBeNull();
  });

  it('answers 304 to the windowed ETag and a new window with a new body', async () => {
    const { owner, get } = await setup();
    const first = await get(owner.id, '?from=2025-03-10&to=2025-03-20');
    const etag = String(first.headers.etag);
    expect((await get(owner.id, '?from=2025-03-10&to=2025-03-20', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(owner.id, '?from=2025-03-11&to=2025-03-20', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it.each([
    ['?from=2025-3-10', 'querystring.from'],
    ['?from=2025-02-30', 'querystring.from'],
    ['?to=2025-03-10T00:00:00Z', 'querystring.to'],
    ['?to=soon', 'querystring.to'],
    ['?from=', 'querystring.from'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const { owner, get } = await setup();
    const response = await get(owner.id, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${field}: must be a real date written YYYY-MM-DD`);
  });

  it('refuses a window whose from is after its to', async () => {
    const { owner, get } = await setup();
    const response = await get(owner.id, '?from=2025-03-21&to=2025-03-20');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('querystring.from: must be on or before to');
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const parameters = document.paths['/api/v1/projects/{id}'].get.parameters as { name: string; in: string; required?: boolean }[];
    for (const name of ['from', 'to']) {
      expect(parameters).toContainEqual(expect.objectContaining({ name, in: 'query', required: false }));
    }
  });

  it('checks access as every read does: a reader gets the window, a stranger 404', async () => {
    const { reader, stranger, get, titlesOf } = await setup();
    const read = await get(reader.id, '?from=2025-03-21&to=2025-03-25');
    expect(read.statusCode).toBe(200);
    expect(titlesOf(read.json())).toEqual(['day after to', 'spans the window']);
    expect(read.json().data.userAccessLevel).toBe('read');
    const refused = await get(stranger.id, '?from=2025-03-21&to=2025-03-25');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Project not found');
  });
});
