import type { LightMyRequestResponse } from 'fastify';
import { newId } from '../src/lib/ids.js';
import { insertOrganization, insertProject } from './fixtures.js';
import type { TestContext } from './harness.js';

/* People and organizations the admin and organization suites act as. */

export interface Person {
  id: string;
  email: string;
  name: string;
}

export interface Cast {
  sysAdmin: Person;
  acme: string;
  globex: string;
  owner: Person;
  admin: Person;
  member: Person;
  otherAdmin: Person;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function createOrganization(
  c: TestContext,
  name: string,
  limits: { maxUserCount?: number | null; maxActiveSeats?: number | null } = {},
): Promise<string> {
  return insertOrganization(c.db, { name, maxUserCount: limits.maxUserCount ?? null, maxActiveSeats: limits.maxActiveSeats ?? null });
}

export async function seedCast(c: TestContext): Promise<Cast> {
  const acme = await createOrganization(c, `Acme ${newId().slice(-6)}`);
  const globex = await createOrganization(c, `Globex ${newId().slice(-6)}`);
  return {
    acme,
    globex,
    sysAdmin: await c.createUser({ sysRole: 'SysAdmin', firstName: 'Sys', lastName: 'Admin' }),
    owner: await c.createUser({ organizationId: acme, organizationRole: 'owner', firstName: 'Olga', lastName: 'Owner' }),
    admin: await c.createUser({ organizationId: acme, organizationRole: 'admin', firstName: 'Adam', lastName: 'Admin' }),
    member: await c.createUser({ organizationId: acme, organizationRole: 'member', firstName: 'Mia', lastName: 'Member' }),
    otherAdmin: await c.createUser({ organizationId: globex, organizationRole: 'admin', firstName: 'Otto', lastName: 'Other' }),
  };
}

/** Calls the API as `who` (null: anonymous), from the app's own origin. */
export function caller(ctx: () => TestContext) {
  return async (who: Person | null, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> => {
    const c = ctx();
    const headers: Record<string, string> = { ...c.sameOrigin, ...(who ? await c.cookieFor(who.id) : {}) };
    return c.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  };
}

export async function sessionCount(c: TestContext, userId: string): Promise<number> {
  const row = await c.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function createProject(c: TestContext, ownerId: string): Promise<string> {
  return insertProject(c.db, ownerId);
}
