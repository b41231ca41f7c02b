import { expect, vi } from 'vitest';
import type { ProjectChange } from '@plotline/shared';
import type { NewUser } from '../src/db/schema.js';
import type { BusMessage } from '../src/modules/live/change-bus.js';
import { newId } from '../src/lib/ids.js';
import { insertEvents, insertOrganization, insertProject, insertShare, insertTimelines } from './fixtures.js';
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
  return insertOrganization(ctx.db, { name });
}

export const memberOf = (organizationId: string, organizationRole: string, extra: Partial<NewUser> = {}) =>
  ({ organizationId, organizationRole, ...extra }) satisfies Partial<NewUser>;

export interface SeededProject {
  projectId: string;
  timelineIds: string[];
  /** Event ids per timeline, in display order. */
  eventIds: string[][];
}

/** Inserts a project with timelines and events straight into the database (through fixtures.ts). */
export async function seedProject(
  ctx: TestContext,
  ownerId: string,
  options: { timelines?: number; eventsPerTimeline?: number; shares?: { userId: string; level: string }[]; name?: string } = {},
): Promise<SeededProject> {
  const now = new Date().toISOString();
  const projectId = newId();
  await insertProject(ctx.db, ownerId, { id: projectId, name: options.name ?? `Project ${projectId.slice(-6)}`, description: 'Seeded', now });
  const timelineCount = options.timelines ?? 2;
  const perTimeline = options.eventsPerTimeline ?? 2;
  const names = Array.from({ length: timelineCount }, (_, index) => `Lane ${index + 1}`);
  const timelineIds = await insertTimelines(ctx.db, projectId, names, { now });
  const eventIds: string[][] = [];
  for (const [t, timelineId] of timelineIds.entries()) {
    const events = Array.from({ length: perTimeline }, (_, index) => ({
      title: `Event ${t + 1}.${index + 1}`,
      startDate: `2025-08-${String(10 + index).padStart(2, '0')}`,
    }));
    eventIds.push(await insertEvents(ctx.db, { projectId, timelineId }, events, now));
  }
  for (const share of options.shares ?? []) {
    await insertShare(ctx.db, { projectId, userId: share.userId, level: share.level, grantedBy: ownerId, now });
  }
  return { projectId, timelineIds, eventIds };
}

/** The changes `work` made to the project, as the bus delivers them (PostgreSQL: after its NOTIFY arrives). */
export async function changesDuring(ctx: TestContext, projectId: string, count: number, work: () => Promise<unknown>): Promise<ProjectChange[]> {
  const seen: ProjectChange[] = [];
  const since = (await ctx.db.selectFrom('projects').select('revision').where('id', '=', projectId).executeTakeFirstOrThrow()).revision;
  const stop = ctx.app.changeBus.subscribe((message: BusMessage) => {
    if (message.type === 'change' && message.change.projectId === projectId && message.change.revision > since) seen.push(message.change);
  });
  try {
    await work();
    await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(count));
    return seen;
  } finally {
    stop();
  }
}
