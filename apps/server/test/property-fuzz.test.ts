import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { insertEvents, insertOrganization, insertPreference, insertProject, insertShare, insertTimelines } from './fixtures.js';
import { describeEachDatabase, type TestContext } from './harness.js';

/*
 * Property tests over every write route the running app documents: random and malformed payloads
 * (and now and then a mangled path parameter) never get a 5xx, and a rejected request (4xx)
 * leaves the planning data exactly as it was.
 */

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 30);
/**
 * A fixed seed keeps the suite reproducible; `FUZZ_SEED=<n>` explores other cases (and a failure
 * prints the seed and path that replay it).
 */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_251_122);

interface Seed {
  ownerId: string;
  memberId: string;
  organizationId: string;
  projectId: string;
  timelineId: string;
  eventId: string;
}

async function seed(ctx: TestContext): Promise<Seed> {
  const now = new Date().toISOString();
  const organizationId = await insertOrganization(ctx.db, { now });
  const owner = await ctx.createUser({
    sysRole: 'SysAdmin',
    organizationId,
    organizationRole: 'owner',
    role: 'admin',
  });
  const member = await ctx.createUser({ organizationId, organizationRole: 'editor' });
  const projectId = await insertProject(ctx.db, owner.id, { name: 'Seed project', description: 'seed', now });
  await insertShare(ctx.db, { projectId, userId: member.id, level: 'write', grantedBy: owner.id, now });
  const timelineIds = await insertTimelines(ctx.db, projectId, ['Seed timeline 0', 'Seed timeline 1'], { now });
  const eventIds = await insertEvents(
    ctx.db,
    { projectId, timelineId: timelineIds[0] as string },
    [0, 1, 2].map((index) => ({
      title: `Seed event ${index}`,
      startDate: `2025-08-0${index + 1}`,
      endDate: index === 2 ? '2025-08-09' : null,
    })),
    now,
  );
  await insertPreference(ctx.db, { userId: owner.id, category: 'ui', key: 'default_view', value: 'table', now });
  return {
    ownerId: owner.id,
    memberId: member.id,
    organizationId,
    projectId,
    timelineId: timelineIds[0] as string,
    eventId: eventIds[0] as string,
  };
}

async function seedIsIntact(ctx: TestContext, current: Seed): Promise<boolean> {
  const [project, timeline, event, owner, member] = await Promise.all([
    ctx.db.selectFrom('projects').select('id').where('id', '=', current.projectId).executeTakeFirst(),
    ctx.db.selectFrom('timelines').select('id').where('id', '=', current.timelineId).executeTakeFirst(),
    ctx.db.selectFrom('events').select('id').where('id', '=', current.eventId).executeTakeFirst(),
    ctx.db.selectFrom('users').select('status').where('id', '=', current.ownerId).executeTakeFirst(),
    ctx.db.selectFrom('users').select('id').where('id', '=', current.memberId).executeTakeFirst(),
  ]);
  return Boolean(project && timeline && event && owner?.status === 'active' && member);
}

/** Row counts plus a hash of every row of the planning tables. */
async function snapshot(ctx: TestContext): Promise<string> {
  const tables = await Promise.all([
    ctx.db.selectFrom('projects').selectAll().orderBy('id').execute(),
    ctx.db.selectFrom('timelines').selectAll().orderBy('id').execute(),
    ctx.db.selectFrom('events').selectAll().orderBy('id').execute(),
    ctx.db
      .selectFrom('preferences')
      .selectAll()
      .orderBy('userId')
      .orderBy('category')
      .orderBy('key')
      .execute(),
    ctx.db.selectFrom('projectPermissions').selectAll().orderBy('projectId').orderBy('userId').execute(),
  ]);
  const counts = tables.map((rows) => rows.length).join('/');
  return `${counts}:${createHash('sha256').update(JSON.stringify(tables)).digest('hex')}`;
}

interface WriteRoute {
  method: (typeof WRITE_METHODS)[number];
  path: string;
  /** Body fields the route documents; payloads near the valid shape reach deeper than noise. */
  bodyFields: string[];
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** The write routes as the app's own OpenAPI document lists them. */
function writeRoutes(ctx: TestContext): WriteRoute[] {
  type Paths = Record<string, Record<string, OpenApiOperation | undefined>>;
  const document = (ctx.app as unknown as { swagger(): { paths?: Paths } }).swagger();
  const routes: WriteRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const method of WRITE_METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const properties = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      routes.push({ method, path, bodyFields: Object.keys(properties) });
    }
  }
  return routes;
}

function paramValue(name: string, current: Seed): string {
  switch (name) {
    case 'id':
      return current.projectId;
    case 'timelineId':
      return current.timelineId;
    case 'eventId':
      return current.eventId;
    case 'userId':
      return current.memberId;
    case 'category':
      return 'ui';
    case 'key':
      return 'settings';
    case 'name':
      return 'Seed timeline 1';
    default:
      return newId();
  }
}

const FIELD_NAMES = [
  'name',
  'description',
  'color',
  'title',
  'date',
  'endDate',
  'objective',
  'version',
  'displayOrder',
  'timelineIds',
  'eventIds',
  'targetTimelineId',
  'newPosition',
  'userId',
  'permissionLevel',
  'value',
  'projects',
  'replace',
  'migrationData',
  'timelines',
  'events',
  'email',
  'firstName',
  'lastName',
  'role',
  'sysRole',
  'status',
  'orgRole',
  'organizationId',
  'domain',
  'tempToken',
  'first_name',
  'last_name',
  'sys_role',
  'is_active',
  'user_id',
];

const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '2025-02-30',
    '2025-13-01',
    '9999-12-31',
    '0000-01-01',
    '#GGGGGG',
    '#3b82f6',
    "'; DROP TABLE events; --",
    '__proto__',
    'x'.repeat(6000),
  ),
  fc.uuid(),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, Number.MAX_VALUE, null, true, false),
  fc.array(fc.oneof(fc.uuid(), fc.string(), fc.integer()), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A value that a field of this name would plausibly hold, valid or just off (NUL, bad dates, huge). */
function plausible(field: string, current: Seed): fc.Arbitrary<unknown> {
  const lower = field.toLowerCase();
  if (lower.endsWith('ids')) return fc.constantFrom([current.timelineId], [current.eventId], [], [newId()]);
  if (lower.endsWith('id'))
    return fc.constantFrom(
      current.projectId,
      current.timelineId,
      current.eventId,
      current.memberId,
      newId(),
      'nope',
    );
  if (lower.includes('date'))
    return fc.constantFrom('2025-08-01', '2025-08-03T12:00:00.000Z', '2025-02-30', '', null, '2025-07-01');
  if (lower.includes('color')) return fc.constantFrom('#3B82F6', '#abcdef', 'red', '#12345');
  if (lower === 'version' || lower.includes('position') || lower.includes('order'))
    return fc.constantFrom(1, 2, 0, -1, 1.5, 2 ** 40);
  if (lower.includes('email')) return fc.constantFrom('fuzz@example.test', 'not-an-email', 'a\u0000@x.test');
  if (lower === 'replace') return fc.boolean();
  return fc.oneof(fc.constantFrom('Fuzz', 'a\u0000b', ' ', 'x'.repeat(201)), fc.string({ maxLength: 10 }));
}

function routeBody(route: WriteRoute, current: Seed): fc.Arbitrary<{ kind: 'json'; value: unknown }> {
  const model = Object.fromEntries(
    route.bodyFields.map((field) => [field, fc.oneof(plausible(field, current), nastyValue)]),
  );
  return fc.record({
    kind: fc.constant('json' as const),
    value: fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<unknown>,
  });
}

/** Bodies: anything JSON, objects with the field names routes know, and text that is not JSON at all. */
const bodyArbitrary = fc.oneof(
  fc.record({
    kind: fc.constant('json' as const),
    value: fc.dictionary(fc.constantFrom(...FIELD_NAMES), nastyValue, { maxKeys: 6 }),
  }),
  fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 4 }) }),
  fc.record({
    kind: fc.constant('json' as const),
    value: fc.record({
      projects: fc.array(
        fc.record({
          name: nastyValue,
          timelines: fc.array(
            fc.record({
              name: nastyValue,
              events: fc.array(
                fc.dictionary(
                  fc.constantFrom('title', 'date', 'endDate', 'objective', 'displayOrder', 'description'),
                  nastyValue,
                ),
                { maxLength: 3 },
              ),
            }),
            { maxLength: 2 },
          ),
        }),
        { maxLength: 2 },
      ),
      replace: fc.boolean(),
    }),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    value: fc.constantFrom('{', '{"name":', '[1,2', 'null', '"text"', '{"__proto__":{"x":1}}', 'not json'),
  }),
  fc.constant({ kind: 'none' as const, value: undefined }),
);

/** Now and then a path parameter is replaced with junk. */
const paramOverride = fc.option(
  fc.oneof(fc.uuid(), fc.string({ maxLength: 20 }), fc.constantFrom('..', '%00', 'null', '0')),
  { freq: 4 },
);

describeEachDatabase('property: write routes never 5xx, and a rejection changes nothing', (ctx) => {
  it('covers the write routes the app documents', () => {
    const routes = writeRoutes(ctx());
    expect(routes.length).toBeGreaterThan(3);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['post /api/v1/import', 'put /api/v1/preferences/{category}/{key}']),
    );
    expect(
      routes.find((route) => route.path === '/api/v1/preferences/{category}/{key}' && route.method === 'put')
        ?.bodyFields,
    ).toEqual(['value']);
  });

  it('holds for random and malformed payloads on every write route', { timeout: 600_000 }, async () => {
    let current = await seed(ctx());
    const failures: string[] = [];
    for (const route of writeRoutes(ctx())) {
      try {
        await fc.assert(
          fc.asyncProperty(
            route.bodyFields.length > 0
              ? fc.oneof(
                  { arbitrary: bodyArbitrary, weight: 1 },
                  { arbitrary: routeBody(route, current), weight: 2 },
                )
              : bodyArbitrary,
            paramOverride,
            async (rawBody, override) => {
              const body = rawBody as { kind: 'json' | 'raw' | 'none'; value: unknown };
              if (!(await seedIsIntact(ctx(), current))) current = await seed(ctx());
              const { cookie } = await ctx().cookieFor(current.ownerId);
              const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
              const mangled =
                override !== null && names.length > 0 ? names[override.length % names.length] : undefined;
              const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
                encodeURIComponent(
                  name === mangled && override !== null ? override : paramValue(name, current),
                ),
              );
              const before = await snapshot(ctx());
              const response = await ctx().app.inject({
                method: route.method.toUpperCase() as 'POST',
                url,
                headers: {
                  cookie,
                  ...ctx().sameOrigin,
                  ...(body.kind === 'none' ? {} : { 'content-type': 'application/json' }),
                },
                ...(body.kind === 'none'
                  ? {}
                  : {
                      payload:
                        body.kind === 'raw' ? (body.value as string) : (JSON.stringify(body.value) ?? 'null'),
                    }),
              });
              const where = `${route.method.toUpperCase()} ${url} ${JSON.stringify(body.value)?.slice(0, 300)}`;
              expect(response.statusCode, `${where} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
              if (response.statusCode >= 400)
                expect(await snapshot(ctx()), `changed data on ${response.statusCode} ${where}`).toBe(before);
            },
          ),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true, seed: FUZZ_SEED },
        );
      } catch (error) {
        // Keep going so one run reports every route that breaks the property.
        failures.push(
          `${route.method.toUpperCase()} ${route.path}: ${String((error as Error).message)
            .split('\n')
            .slice(0, 6)
            .join(' | ')}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
