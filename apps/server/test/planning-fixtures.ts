import type { NewUser } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import type { TestContext } from './harness.js';

/* Fixtures of the planning API tests: organizations, users, seeded projects and a JSON client. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiResponse {
  status: number;
  // Tests reach deep into response data; the shapes are asserted by the tests themselves.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { success: boolean; data?: any; message?: string; code?: string; details?: unknown };
}

export interface Client {
  userId: string;
  call(method: Method, url: string, payload?: unknown): Promise<ApiResponse>;
}

export async function clientFor(ctx: TestContext, userId: string | null): Promise<Client> {
  const auth = userId ? await ctx.cookieFor(userId) : {};
  const headers = { ...auth, ...ctx.sameOrigin };
  return {
    userId: userId ?? '',
    async call(method, url, payload) {
      const response = await ctx.app.inject({
        method,
        url: url.startsWith('/api/') ? url : `/api/v1${url}`,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      return { status: response.statusCode, body: response.json() };
    },
  };
}

export async function createOrganization(ctx: TestContext, name = `Org ${newId().slice(-6)}`): Promise<string> {
  const now = new Date().toISOString();
  const id = newId();
  await ctx.db
    .insertInto('organizations')
    .values({ id, name, description: '', domain: null, subscription: 'basic', status: 'active', maxUserCount: null, maxActiveSeats: null, createdAt: now, updatedAt: now })
    .execute();
  return id;
}

export const memberOf = (organizationId: string, organizationRole: string, extra: Partial<NewUser> = {}) =>
  ({ organizationId, organizationRole, ...extra }) satisfies Partial<NewUser>;

export interface SeededProject {
  projectId: string;
  timelineIds: string[];
  /** Event ids per timeline, in display order. */
  eventIds: string[][];
}

/** Inserts a project with timelines and events straight into the database (few statements). */
export async function seedProject(
  ctx: TestContext,
  ownerId: string,
  options: { timelines?: number; eventsPerTimeline?: number; shares?: { userId: string; level: string }[]; name?: string } = {},
): Promise<SeededProject> {
  const now = new Date().toISOString();
  const projectId = newId();
  await ctx.db
    .insertInto('projects')
    .values({
      id: projectId,
      name: options.name ?? `Project ${projectId.slice(-6)}`,
      description: 'Seeded',
      color: '#3B82F6',
      ownerId,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  const timelineCount = options.timelines ?? 2;
  const perTimeline = options.eventsPerTimeline ?? 2;
  const timelineIds = Array.from({ length: timelineCount }, () => newId());
  const eventIds = timelineIds.map(() => Array.from({ length: perTimeline }, () => newId()));
  if (timelineCount > 0) {
    await ctx.db
      .insertInto('timelines')
      .values(
        timelineIds.map((id, index) => ({
          id,
          projectId,
          name: `Lane ${index + 1}`,
          color: '#10B981',
          displayOrder: index + 1,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
  }
  const events = timelineIds.flatMap((timelineId, t) =>
    (eventIds[t] ?? []).map((id, index) => ({
      id,
      projectId,
      timelineId,
      title: `Event ${t + 1}.${index + 1}`,
      description: '',
      startDate: `2025-08-${String(10 + index).padStart(2, '0')}`,
      endDate: null,
      objective: 'preparation',
      displayOrder: index + 1,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })),
  );
  if (events.length > 0) await ctx.db.insertInto('events').values(events).execute();
  if (options.shares && options.shares.length > 0) {
    await ctx.db
      .insertInto('projectPermissions')
      .values(
        options.shares.map((share) => ({
          projectId,
          userId: share.userId,
          permissionLevel: share.level,
          grantedBy: ownerId,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
  }
  return { projectId, timelineIds, eventIds };
}
