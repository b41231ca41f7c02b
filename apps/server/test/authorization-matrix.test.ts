import { beforeAll, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { describeEachDatabase, type TestContext } from './harness.js';
import { clientFor, createOrganization, memberOf, seedProject, type Client, type Method, type SeededProject } from './planning-fixtures.js';

/*
 * Every planning route × every kind of caller, with the expected status written out. The route
 * list comes from the running app, so a new route under the covered prefixes fails this test
 * until its row is added. Routes of other modules (preferences, import/export, admin,
 * organizations) are outside COVERED_PREFIXES.
 */

const COVERED_PREFIXES = ['/api/v1/projects', '/api/v1/timelines', '/api/v1/dragdrop', '/api/v1/objectives'];
/** Routes under those prefixes whose access is tested elsewhere, and why. */
const TESTED_ELSEWHERE: Record<string, string> = {
  'GET /api/v1/projects/:id/stream': 'live.test.ts: a stream never ends, so inject cannot call it',
};

const PERSONAS = [
  'anonymous', //  no session
  'noAccess', //   member of the owner's organization, no share
  'read', //       read share, organization admin
  'write', //      write share, organization admin
  'admin', //      admin share, organization admin
  'owner', //      the project owner (organization member)
  'orgMember', //  admin share, organization role member: capped to read
  'orgEditor', //  admin share, organization role editor: capped to edit
  'orgAdmin', //   organization admin without a share: nothing
  'orgOwner', //   read share, organization owner: reads, and may delete the shared project
  'otherOrg', //   admin of another organization, no share
  'sysAdmin', //   SysAdmin without a share: nothing (docs/decisions.md)
] as const;
type Persona = (typeof PERSONAS)[number];

// prettier-ignore
const MATRIX: Record<string, number[]> = {
  //                                                                  anon none read write admin owner orgMem orgEd orgAdm orgOwn other sys
  'GET /api/v1/projects':                                             [401, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/v1/projects':                                            [401, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201],
  'GET /api/v1/projects/:id':                                         [401, 404, 200, 200, 200, 200, 200, 200, 404, 200, 404, 404],
  'PUT /api/v1/projects/:id':                                         [401, 404, 403, 403, 200, 200, 403, 403, 404, 403, 404, 404],
  'DELETE /api/v1/projects/:id':                                      [401, 404, 403, 403, 403, 200, 403, 403, 404, 200, 404, 404],
  'GET /api/v1/projects/:id/timelines':                               [401, 404, 200, 200, 200, 200, 200, 200, 404, 200, 404, 404],
  'POST /api/v1/projects/:id/timelines':                              [401, 404, 403, 403, 201, 201, 403, 403, 404, 403, 404, 404],
  'PUT /api/v1/projects/:id/timelines/:timelineId':                   [401, 404, 403, 200, 200, 200, 403, 200, 404, 403, 404, 404],
  'DELETE /api/v1/projects/:id/timelines/:timelineId':                [401, 404, 403, 403, 200, 200, 403, 403, 404, 403, 404, 404],
  'POST /api/v1/projects/:id/timelines/:timelineId/events':           [401, 404, 403, 403, 201, 201, 403, 403, 404, 403, 404, 404],
  'PUT /api/v1/projects/:id/timelines/:timelineId/events/:eventId':   [401, 404, 403, 200, 200, 200, 403, 200, 404, 403, 404, 404],
  'DELETE /api/v1/projects/:id/timelines/:timelineId/events/:eventId':[401, 404, 403, 403, 200, 200, 403, 403, 404, 403, 404, 404],
  'PUT /api/v1/dragdrop/projects/:id/timelines/reorder':              [401, 404, 403, 403, 200, 200, 403, 403, 404, 403, 404, 404],
  'PUT /api/v1/dragdrop/projects/:id/timelines/:timelineId/events/reorder':
                                                                      [401, 404, 403, 200, 200, 200, 403, 200, 404, 403, 404, 404],
  'PUT /api/v1/dragdrop/events/:eventId/move':                        [401, 404, 403, 200, 200, 200, 403, 200, 404, 403, 404, 404],
  'GET /api/v1/objectives':                                           [401, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/v1/timelines/by-name':                                   [401, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201],
  'GET /api/v1/timelines/by-name/:name':                              [401, 404, 200, 200, 200, 200, 200, 200, 404, 200, 404, 404],
  'GET /api/v1/projects/:id/shareable-users':                         [401, 404, 403, 403, 403, 200, 403, 403, 404, 403, 404, 404],
  'GET /api/v1/projects/:id/permissions':                             [401, 404, 403, 403, 403, 200, 403, 403, 404, 403, 404, 404],
  'POST /api/v1/projects/:id/share':                                  [401, 404, 403, 403, 403, 200, 403, 403, 404, 403, 404, 404],
  'DELETE /api/v1/projects/:id/permissions/:userId':                  [401, 404, 403, 403, 403, 200, 403, 403, 404, 403, 404, 404],
};

/** `METHOD /path` of every route the running app serves under the covered prefixes (HEAD left out). */
function routesOf(ctx: TestContext): string[] {
  const tree = ctx.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)(?:├── |└── )(.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      const route = `${method} ${path}`;
      if (route in TESTED_ELSEWHERE) continue;
      if (method && method !== 'HEAD' && COVERED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
        routes.push(route);
      }
    }
  }
  return routes.sort();
}

interface Cell {
  url: string;
  body?: unknown;
}

/** How to call each route against a freshly seeded project. */
function requestFor(route: string, p: SeededProject & { findName: string; bystanderId: string; shareTargetId: string }): Cell {
  const [t1, t2] = p.timelineIds as [string, string];
  const [e1, e2] = p.eventIds[0] as [string, string];
  const project = `/api/v1/projects/${p.projectId}`;
  const cells: Record<string, Cell> = {
    'GET /api/v1/projects': { url: '/api/v1/projects' },
    'POST /api/v1/projects': { url: '/api/v1/projects', body: { name: 'New project' } },
    'GET /api/v1/projects/:id': { url: project },
    'PUT /api/v1/projects/:id': { url: project, body: { name: 'Renamed', version: 1 } },
    'DELETE /api/v1/projects/:id': { url: project },
    'GET /api/v1/projects/:id/timelines': { url: `${project}/timelines` },
    'POST /api/v1/projects/:id/timelines': { url: `${project}/timelines`, body: { name: 'New lane' } },
    'PUT /api/v1/projects/:id/timelines/:timelineId': { url: `${project}/timelines/${t1}`, body: { name: 'Renamed lane', version: 1 } },
    'DELETE /api/v1/projects/:id/timelines/:timelineId': { url: `${project}/timelines/${t1}` },
    'POST /api/v1/projects/:id/timelines/:timelineId/events': {
      url: `${project}/timelines/${t1}/events`,
      body: { date: '2025-08-01', title: 'New event' },
    },
    'PUT /api/v1/projects/:id/timelines/:timelineId/events/:eventId': {
      url: `${project}/timelines/${t1}/events/${e1}`,
      body: { title: 'Changed', version: 1 },
    },
    'DELETE /api/v1/projects/:id/timelines/:timelineId/events/:eventId': { url: `${project}/timelines/${t1}/events/${e1}` },
    'PUT /api/v1/dragdrop/projects/:id/timelines/reorder': {
      url: `/api/v1/dragdrop/projects/${p.projectId}/timelines/reorder`,
      body: { timelineIds: [t2, t1] },
    },
    'PUT /api/v1/dragdrop/projects/:id/timelines/:timelineId/events/reorder': {
      url: `/api/v1/dragdrop/projects/${p.projectId}/timelines/${t1}/events/reorder`,
      body: { eventIds: [e2, e1] },
    },
    'PUT /api/v1/dragdrop/events/:eventId/move': { url: `/api/v1/dragdrop/events/${e1}/move`, body: { targetTimelineId: t2, newPosition: 0 } },
    'GET /api/v1/objectives': { url: '/api/v1/objectives' },
    'POST /api/v1/timelines/by-name': { url: '/api/v1/timelines/by-name', body: { name: `By name ${newId()}` } },
    'GET /api/v1/timelines/by-name/:name': { url: `/api/v1/timelines/by-name/${encodeURIComponent(p.findName)}` },
    'GET /api/v1/projects/:id/shareable-users': { url: `${project}/shareable-users` },
    'GET /api/v1/projects/:id/permissions': { url: `${project}/permissions` },
    'POST /api/v1/projects/:id/share': { url: `${project}/share`, body: { userId: p.shareTargetId, permissionLevel: 'write' } },
    'DELETE /api/v1/projects/:id/permissions/:userId': { url: `${project}/permissions/${p.bystanderId}` },
  };
  const cell = cells[route];
  if (!cell) throw new Error(`no request written for ${route}`);
  return cell;
}

describeEachDatabase('authorization matrix', (ctx) => {
  const users = {} as Record<Exclude<Persona, 'anonymous'> | 'bystander' | 'shareTarget', string>;
  const clients = {} as Record<Persona, Client>;

  beforeAll(async () => {
    const organizationId = await createOrganization(ctx());
    const otherOrganizationId = await createOrganization(ctx());
    const inOrg = (role: string) => ctx().createUser(memberOf(organizationId, role));
    users.owner = (await inOrg('member')).id;
    users.noAccess = (await inOrg('member')).id;
    users.read = (await inOrg('admin')).id;
    users.write = (await inOrg('admin')).id;
    users.admin = (await inOrg('admin')).id;
    users.orgMember = (await inOrg('member')).id;
    users.orgEditor = (await inOrg('editor')).id;
    users.orgAdmin = (await inOrg('admin')).id;
    users.orgOwner = (await inOrg('owner')).id;
    users.bystander = (await inOrg('member')).id;
    users.shareTarget = (await inOrg('member')).id;
    users.otherOrg = (await ctx().createUser(memberOf(otherOrganizationId, 'admin'))).id;
    users.sysAdmin = (await ctx().createUser({ sysRole: 'SysAdmin' })).id;
    for (const persona of PERSONAS) {
      clients[persona] = await clientFor(ctx(), persona === 'anonymous' ? null : users[persona]);
    }
  });

  async function seedCell() {
    const shares = (
      [
        ['read', 'read'],
        ['write', 'write'],
        ['admin', 'admin'],
        ['orgMember', 'admin'],
        ['orgEditor', 'admin'],
        ['orgOwner', 'read'],
        ['bystander', 'read'],
      ] as const
    ).map(([persona, level]) => ({ userId: users[persona], level }));
    const seeded = await seedProject(ctx(), users.owner, { timelines: 2, eventsPerTimeline: 2, shares });
    const findName = `Find ${seeded.projectId}`;
    await ctx().db.updateTable('timelines').set({ name: findName }).where('id', '=', seeded.timelineIds[0]!).execute();
    return { ...seeded, findName, bystanderId: users.bystander, shareTargetId: users.shareTarget };
  }

  it('has a row for every planning route the app serves, and no row for a route it does not', () => {
    const served = routesOf(ctx());
    expect(served.length).toBeGreaterThanOrEqual(20);
    expect(served).toEqual(Object.keys(MATRIX).sort());
    for (const row of Object.values(MATRIX)) expect(row).toHaveLength(PERSONAS.length);
  });

  for (const [route, statuses] of Object.entries(MATRIX)) {
    it(route, async () => {
      const [method] = route.split(' ') as [Method];
      const actual: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const [index, persona] of PERSONAS.entries()) {
        const cell = requestFor(route, await seedCell());
        const response = await clients[persona].call(method, cell.url, cell.body);
        actual[persona] = response.status;
        expected[persona] = statuses[index]!;
        if (response.status >= 400) expect(response.body.success).toBe(false);
      }
      expect(actual).toEqual(expected);
    });
  }
});
