import { ANOTHER_PROJECTS_FREEZE, type Clash } from '@plotline/shared';
import { expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { insertEvents, insertProject, insertShare, insertTimelines, type EventFixture } from './fixtures.js';
import { describeEachDatabase, type TestContext } from './harness.js';
import { clientFor, createOrganization, memberOf } from './planning-fixtures.js';

/*
 * GET /api/v1/portfolio and /portfolio/clashes (issue 20, docs/decisions.md D44): every readable
 * project, windowed; a project the caller cannot read never appears, and its freezes show in
 * clashes only as "another project's freeze".
 */

const WINDOW = 'from=2025-03-10&to=2025-03-20';

async function project(ctx: TestContext, ownerId: string, name: string, events: EventFixture[], options: { isFreeze?: boolean; shareWith?: string } = {}) {
  const id = await insertProject(ctx.db, ownerId, { name });
  if (options.isFreeze) await ctx.db.updateTable('projects').set({ isFreeze: 1 }).where('id', '=', id).execute();
  const [timelineId] = await insertTimelines(ctx.db, id, ['Lane']);
  const eventIds = await insertEvents(ctx.db, { projectId: id, timelineId: timelineId! }, events);
  if (options.shareWith) await insertShare(ctx.db, { projectId: id, userId: options.shareWith, level: 'read', grantedBy: ownerId, now: new Date().toISOString() });
  return { id, timelineId: timelineId!, eventIds };
}

describeEachDatabase('portfolio', (ctx) => {
  async function setup() {
    const organizationId = await createOrganization(ctx());
    const ada = await ctx().createUser(memberOf(organizationId, 'member'));
    const grace = await ctx().createUser(memberOf(organizationId, 'member'));
    const outsider = await ctx().createUser(memberOf(await createOrganization(ctx()), 'member'));
    // Ada's, shared with Grace.
    const beta = await project(
      ctx(),
      ada.id,
      'Beta',
      [
        { title: 'Go live', startDate: '2025-03-12', objective: 'deployment' },
        { title: 'Ends on from', startDate: '2025-03-01', endDate: '2025-03-10' },
        { title: 'Starts on to', startDate: '2025-03-20' },
        { title: 'Before the window', startDate: '2025-03-01', endDate: '2025-03-09' },
        { title: 'After the window', startDate: '2025-03-21' },
      ],
      { shareWith: grace.id },
    );
    // Ada's only: Grace can never see it.
    const alpha = await project(ctx(), ada.id, 'alpha', [
      { title: 'Quarter close', startDate: '2025-03-11', endDate: '2025-03-13', isFreeze: true },
      { title: 'Alpha deploy', startDate: '2025-03-12', endDate: '2025-03-14', objective: 'deployment' },
    ]);
    // Grace's own freeze project: every event is a freeze.
    const gamma = await project(ctx(), grace.id, 'Gamma', [{ title: 'Gamma frozen', startDate: '2025-03-12' }], { isFreeze: true });
    // Another organization's freeze on the same days: nobody here ever hears of it.
    await project(ctx(), outsider.id, 'Outside', [{ title: 'Outside freeze', startDate: '2025-03-01', endDate: '2025-03-31', isFreeze: true }]);
    const [goLive, endsOnFrom, startsOnTo, before, after] = beta.eventIds as [string, string, string, string, string];
    const now = new Date().toISOString();
    const dependency = (fromEventId: string, toEventId: string) => ({
      id: newId(),
      projectId: beta.id,
      fromEventId,
      toEventId,
      type: 'finish_to_start',
      lagDays: 0,
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    const inside = dependency(endsOnFrom, goLive);
    await ctx().db.insertInto('dependencies').values([inside, dependency(before, goLive), dependency(startsOnTo, after)]).execute();
    return { ada: await clientFor(ctx(), ada.id), grace: await clientFor(ctx(), grace.id), alpha, beta, gamma, insideDependencyId: inside.id };
  }

  const titles = (project: { timelines: { events: { title: string }[] }[] }) =>
    project.timelines.flatMap((timeline) => timeline.events.map((event) => event.title)).sort();

  it('answers every readable project by name with only the window’s events, whole-project counts and the dependencies inside it', async () => {
    const { ada, insideDependencyId } = await setup();
    const response = await ada.call('GET', `/portfolio?${WINDOW}`);
    expect(response.status).toBe(200);
    const { from, to, projects } = response.body.data;
    expect({ from, to }).toEqual({ from: '2025-03-10', to: '2025-03-20' });
    expect(projects.map((p: { name: string }) => p.name)).toEqual(['alpha', 'Beta']);
    const beta = projects[1];
    expect(titles(beta)).toEqual(['Ends on from', 'Go live', 'Starts on to']);
    expect(beta.eventCount).toBe(5);
    expect(beta.isFreeze).toBe(false);
    expect(beta.dependencies.map((d: { id: string }) => d.id)).toEqual([insideDependencyId]);
    expect(projects[0].timelines[0].events.find((e: { title: string }) => e.title === 'Quarter close').isFreeze).toBe(true);
  });

  it('serves a window again only while its project is unchanged: edits show on the next read, access is asked every time (D66)', async () => {
    const { ada, grace, beta } = await setup();
    const read = async (client: typeof ada) => (await client.call('GET', `/portfolio?${WINDOW}`)).body.data.projects;
    const first = await read(grace);
    expect(await read(grace)).toEqual(first);
    // The same parts under each caller's own summary.
    const adasBeta = (await read(ada)).find((p: { id: string }) => p.id === beta.id);
    expect([adasBeta.userAccessLevel, first[0].userAccessLevel]).toEqual(['owner', 'read']);
    expect(adasBeta.timelines).toEqual(first[0].timelines);
    const goLive = first[0].timelines[0].events.find((event: { title: string }) => event.title === 'Go live');
    const eventsUrl = `/projects/${beta.id}/timelines/${beta.timelineId}/events`;
    expect((await ada.call('PUT', `${eventsUrl}/${goLive.id}`, { title: 'Go live, later', date: '2025-03-25', version: goLive.version })).status).toBe(200);
    expect((await ada.call('POST', eventsUrl, { date: '2025-03-15', title: 'New inside' })).status).toBe(201);
    const after = await read(grace);
    expect(titles(after[0])).toEqual(['Ends on from', 'New inside', 'Starts on to']);
    expect(after[0].dependencies).toEqual([]);
    // A share removed behind the app's back (no revision moved): gone on the next read all the same.
    await ctx().db.deleteFrom('projectPermissions').where('projectId', '=', beta.id).execute();
    expect((await read(grace)).map((p: { name: string }) => p.name)).toEqual(['Gamma']);
  });

  it('reads by index the same events as the plain overlap: long events from far back, an end before the start, both edges', async () => {
    const { ada, beta } = await setup();
    const [lane] = await insertTimelines(ctx().db, beta.id, ['Edges']);
    await insertEvents(ctx().db, { projectId: beta.id, timelineId: lane! }, [
      { title: 'Year long', startDate: '2024-06-01', endDate: '2025-06-01' },
      { title: 'Long, ends on from', startDate: '2025-01-01', endDate: '2025-03-10' },
      { title: 'Long, ends the day before', startDate: '2025-01-01', endDate: '2025-03-09' },
      { title: 'Exactly 31 days to from', startDate: '2025-02-07', endDate: '2025-03-10' },
      { title: '32 days to from', startDate: '2025-02-06', endDate: '2025-03-10' },
      { title: 'End before start', startDate: '2025-03-12', endDate: '2025-03-01' },
      { title: 'End before start, earlier', startDate: '2025-03-05', endDate: '2025-03-01' },
    ]);
    const response = await ada.call('GET', `/portfolio?${WINDOW}&projectIds=${beta.id}`);
    const edges = response.body.data.projects[0].timelines.find((timeline: { name: string }) => timeline.name === 'Edges');
    expect(titles({ timelines: [edges] })).toEqual(['32 days to from', 'End before start', 'Exactly 31 days to from', 'Long, ends on from', 'Year long']);
  });

  it('sends each event as the portfolio draws it (D74): the detail’s event without project, timeline and times, by date then order', async () => {
    const { ada, beta } = await setup();
    const [lane] = await insertTimelines(ctx().db, beta.id, ['Text']);
    const awkward = 'Quote " backslash \\ tab \t newline \n émoji 🚀 </script>';
    await insertEvents(ctx().db, { projectId: beta.id, timelineId: lane! }, [
      { title: 'Second by order', startDate: '2025-03-15' },
      { title: awkward, description: awkward, startDate: '2025-03-11', endDate: '2025-03-12', isFreeze: true },
      { title: 'Third by order', startDate: '2025-03-15' },
    ]);
    await ctx().db.updateTable('events').set({ isMilestone: 1 }).where('title', '=', 'Third by order').execute();
    const portfolio = (await ada.call('GET', `/portfolio?${WINDOW}&projectIds=${beta.id}`)).body.data.projects[0];
    const detail = (await ada.call('GET', `/projects/${beta.id}`)).body.data;
    const sent = portfolio.timelines.find((timeline: { name: string }) => timeline.name === 'Text').events;
    const whole = detail.timelines.find((timeline: { name: string }) => timeline.name === 'Text').events;
    expect(sent.map((event: { title: string }) => event.title)).toEqual([awkward, 'Second by order', 'Third by order']);
    for (const event of sent) {
      const { projectId, timelineId, createdAt, updatedAt, ...drawn } = whole.find((other: { id: string }) => other.id === event.id);
      expect([projectId, timelineId, typeof createdAt, typeof updatedAt]).toEqual([beta.id, lane, 'string', 'string']);
      expect(event).toEqual(drawn);
    }
    expect(sent[2]).toMatchObject({ isMilestone: true, endDate: null });
  });

  it('never shows a project the caller cannot read, even when projectIds names it', async () => {
    const { grace, alpha, beta, gamma } = await setup();
    const all = (await grace.call('GET', `/portfolio?${WINDOW}`)).body.data.projects;
    expect(all.map((p: { name: string }) => p.name)).toEqual(['Beta', 'Gamma']);
    expect(all[1].isFreeze).toBe(true);
    const named = await grace.call('GET', `/portfolio?${WINDOW}&projectIds=${alpha.id},${beta.id},${newId()}`);
    expect(named.status).toBe(200);
    expect(named.body.data.projects.map((p: { id: string }) => p.id)).toEqual([beta.id]);
    const onlyHidden = await grace.call('GET', `/portfolio?${WINDOW}&projectIds=${alpha.id}`);
    expect(onlyHidden.body.data.projects).toEqual([]);
    expect((await grace.call('GET', `/portfolio?${WINDOW}&projectIds=${gamma.id}`)).body.data.projects).toHaveLength(1);
  });

  it('refuses bad windows and ids with 400 naming the field', async () => {
    const { ada } = await setup();
    const cases: Array<[string, string]> = [
      ['to=2025-03-20', 'querystring.from'],
      ['from=2025-03-10', 'querystring.to'],
      ['from=2025-02-30&to=2025-03-20', 'querystring.from'],
      ['from=2025-03-21&to=2025-03-20', 'querystring.from'],
      ['from=2015-01-01&to=2025-01-08', 'querystring.to'],
      [`${WINDOW}&projectIds=nope`, 'querystring.projectIds'],
      [`${WINDOW}&projectIds=`, 'querystring.projectIds'],
    ];
    for (const path of ['/portfolio', '/portfolio/clashes']) {
      for (const [query, field] of cases) {
        const response = await ada.call('GET', `${path}?${query}`);
        expect(response.status, `${path}?${query}`).toBe(400);
        expect((response.body.details as { field: string }[]).map((issue) => issue.field)).toContain(field);
      }
    }
    expect((await ada.call('GET', '/portfolio?to=2025-03-20')).body.message).toBe('querystring.from: is required');
    expect((await ada.call('GET', '/portfolio?from=2015-01-01&to=2025-01-08')).body.message).toBe(
      'querystring.to: must be at most 3660 days after from (counting both ends)',
    );
    // The longest window is 3660 days, both ends counted.
    expect((await ada.call('GET', '/portfolio?from=2015-01-01&to=2025-01-07')).status).toBe(200);
  });

  const describeClash = (clash: Clash) => `${clash.kind} ${clash.days.from}…${clash.days.to}: ${clash.events.map((event) => event.title).join(' + ')}`;

  it('finds deployments on freezes and on each other across readable projects, in groups; an unreadable freeze is only "another project\'s freeze"', async () => {
    const { ada, grace } = await setup();
    const answer = (await ada.call('GET', `/portfolio/clashes?${WINDOW}`)).body.data;
    expect({ total: answer.total, truncated: answer.truncated }).toEqual({ total: 3, truncated: false });
    const adas: Clash[] = answer.clashes;
    expect(adas.map(describeClash).sort()).toEqual([
      'deployment 2025-03-12…2025-03-12: Go live + Alpha deploy',
      `freeze 2025-03-12…2025-03-12: ${ANOTHER_PROJECTS_FREEZE} + Go live + Alpha deploy`,
      'freeze 2025-03-12…2025-03-13: Quarter close + Go live + Alpha deploy',
    ]);
    // By first day, then kind (freezes first).
    expect(adas.map((clash) => clash.kind)).toEqual(['freeze', 'freeze', 'deployment']);
    expect(adas.map((clash) => clash.eventCount)).toEqual([3, 3, 2]);
    const hidden = adas.flatMap((clash) => clash.events).find((event) => event.title === ANOTHER_PROJECTS_FREEZE)!;
    expect(hidden).toEqual({ eventId: null, projectId: null, projectName: null, timelineId: null, title: ANOTHER_PROJECTS_FREEZE, date: '2025-03-12T12:00:00.000Z', endDate: null });

    const graces: Clash[] = (await grace.call('GET', `/portfolio/clashes?${WINDOW}`)).body.data.clashes;
    expect(graces.map(describeClash).sort()).toEqual([
      'freeze 2025-03-12…2025-03-12: Gamma frozen + Go live',
      `freeze 2025-03-12…2025-03-12: ${ANOTHER_PROJECTS_FREEZE} + Go live`,
    ]);
    const named = graces.flatMap((clash) => clash.events).find((event) => event.title === 'Gamma frozen')!;
    expect(named.projectName).toBe('Gamma');
    // Alpha's deployment and names never reach Grace.
    expect(JSON.stringify(graces)).not.toMatch(/Alpha|alpha|Quarter close|Outside/);
  });

  it('with projectIds answers the clashes that involve those projects, compared against everything readable', async () => {
    const { ada, alpha, gamma } = await setup();
    const clashes: Clash[] = (await ada.call('GET', `/portfolio/clashes?${WINDOW}&projectIds=${alpha.id}`)).body.data.clashes;
    expect(clashes).toHaveLength(3);
    expect(clashes.every((clash) => clash.events.some((event) => event.projectId === alpha.id))).toBe(true);
    // A project Ada cannot read involves nothing.
    expect((await ada.call('GET', `/portfolio/clashes?${WINDOW}&projectIds=${gamma.id}`)).body.data.clashes).toEqual([]);
  });

  it('finds a timeline over 5 overlapping lanes and leaves out what lies outside the window', async () => {
    const { ada, beta } = await setup();
    const crowd = Array.from({ length: 6 }, (_, index) => ({ title: `Crowd ${index + 1}`, startDate: `2025-03-1${index}`, endDate: '2025-03-18' }));
    const [lane] = await insertTimelines(ctx().db, beta.id, ['Crowded']);
    await insertEvents(ctx().db, { projectId: beta.id, timelineId: lane! }, crowd);
    const clashes: Clash[] = (await ada.call('GET', `/portfolio/clashes?${WINDOW}&projectIds=${beta.id}`)).body.data.clashes;
    const overload = clashes.filter((clash) => clash.kind === 'overload');
    expect(overload.map(describeClash)).toEqual(['overload 2025-03-15…2025-03-18: Crowd 1 + Crowd 2 + Crowd 3 + Crowd 4 + Crowd 5 + Crowd 6']);
    // A window that ends before the crowd's sixth event starts: no overload.
    const earlier: Clash[] = (await ada.call('GET', `/portfolio/clashes?from=2025-03-01&to=2025-03-14&projectIds=${beta.id}`)).body.data.clashes;
    expect(earlier.filter((clash) => clash.kind === 'overload')).toEqual([]);
    // A window after every freeze and deployment: nothing.
    expect((await ada.call('GET', '/portfolio/clashes?from=2025-03-19&to=2025-03-31')).body.data.clashes).toEqual([]);
  });

  it('carries isFreeze through event and project writes', async () => {
    const { ada, beta } = await setup();
    const created = await ada.call('POST', `/projects/${beta.id}/timelines/${beta.timelineId}/events`, { date: '2025-04-01', title: 'Freeze', isFreeze: true });
    expect(created.status).toBe(201);
    expect(created.body.data.isFreeze).toBe(true);
    const plain = await ada.call('POST', `/projects/${beta.id}/timelines/${beta.timelineId}/events`, { date: '2025-04-01', title: 'Plain' });
    expect(plain.body.data.isFreeze).toBe(false);
    const updated = await ada.call('PUT', `/projects/${beta.id}/timelines/${beta.timelineId}/events/${created.body.data.id}`, { isFreeze: false, version: 1 });
    expect(updated.body.data.isFreeze).toBe(false);
    const bad = await ada.call('PUT', `/projects/${beta.id}/timelines/${beta.timelineId}/events/${created.body.data.id}`, { isFreeze: 'yes', version: 2 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/isFreeze/);
    const frozen = await ada.call('PUT', `/projects/${beta.id}`, { isFreeze: true, version: 1 });
    expect(frozen.body.data.isFreeze).toBe(true);
    expect((await ada.call('GET', `/projects/${beta.id}`)).body.data.isFreeze).toBe(true);
  });
});
