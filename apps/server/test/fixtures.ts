import type { Db } from '../src/db/index.js';
import type { AuthFlowsTable, NewUser } from '../src/db/schema.js';
import type { Insertable } from 'kysely';
import { hashSecret, newId } from '../src/lib/ids.js';
import {
  insertAuthFlow as insertAuthFlowRow,
  insertPendingRegistration as insertPendingRegistrationRow,
  insertUser as insertUserRow,
} from '../src/auth/auth.queries.js';
import { insertApiToken as insertApiTokenRow } from '../src/modules/account/account.queries.js';
import { insertBaseline as insertBaselineRow, setEventCount, snapshotEvents } from '../src/modules/baselines/baselines.queries.js';
import { insertEvent as insertEventRow } from '../src/modules/events/events.queries.js';
import {
  insertInvitation as insertInvitationRow,
  insertOrganization as insertOrganizationRow,
} from '../src/modules/organizations/organizations.queries.js';
import { upsertPreference } from '../src/modules/preferences/preferences.queries.js';
import { insertProject as insertProjectRow } from '../src/modules/projects/projects.queries.js';
import { upsertPermission } from '../src/modules/sharing/sharing.queries.js';
import { insertTimeline as insertTimelineRow } from '../src/modules/timelines/timelines.queries.js';

/*
 * Rows the tests (and the benchmarks) put straight into the database, for what the API would take
 * many calls to build. Every insert goes through the owning module's queries function, so a column
 * added to a table is filled in one place (docs/decisions.md D33). The values are plain defaults;
 * each function takes what its callers vary.
 */

const nowIso = () => new Date().toISOString();

/** An active organization (basic plan, no limits unless given); returns its id. */
export async function insertOrganization(
  db: Db,
  options: {
    id?: string;
    name?: string;
    maxUserCount?: number | null;
    maxActiveSeats?: number | null;
    now?: string;
  } = {},
): Promise<string> {
  const id = options.id ?? newId();
  await insertOrganizationRow(db, {
    id,
    name: options.name ?? `Org ${id.slice(-6)}`,
    description: '',
    domain: null,
    subscription: 'basic',
    status: 'active',
    maxUserCount: options.maxUserCount ?? null,
    maxActiveSeats: options.maxActiveSeats ?? null,
    now: options.now ?? nowIso(),
  });
  return id;
}

/** A user row as the harness's `createUser` makes one (an active Normal viewer unless overridden). */
export async function insertUser(
  db: Db,
  overrides: Partial<NewUser> = {},
): Promise<NewUser & { id: string }> {
  const now = nowIso();
  const id = overrides.id ?? newId();
  const firstName = overrides.firstName ?? 'Test';
  const lastName = overrides.lastName ?? `User${id.slice(-6)}`;
  const user = {
    id,
    email: `user-${id}@example.test`,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    picture: null,
    role: 'viewer',
    sysRole: 'Normal',
    status: 'active',
    organizationId: null,
    organizationRole: null,
    oidcSubject: null,
    createdAt: now,
    updatedAt: now,
    lastLoginAt: null,
    ...overrides,
  };
  await insertUserRow(db, user);
  return user;
}

/** A project (version 1) without timelines; returns its id. */
export async function insertProject(
  db: Db,
  ownerId: string,
  options: { id?: string; name?: string; description?: string; color?: string; now?: string } = {},
): Promise<string> {
  const id = options.id ?? newId();
  const now = options.now ?? nowIso();
  await insertProjectRow(db, {
    id,
    name: options.name ?? `Project ${id.slice(-4)}`,
    description: options.description ?? '',
    color: options.color ?? '#3B82F6',
    ownerId,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** Timelines (version 1) in the order given, display order 1, 2, …; returns their ids. */
export async function insertTimelines(
  db: Db,
  projectId: string,
  names: string[],
  options: { color?: string; now?: string } = {},
): Promise<string[]> {
  const now = options.now ?? nowIso();
  const ids: string[] = [];
  for (const [index, name] of names.entries()) {
    const id = newId();
    await insertTimelineRow(db, {
      id,
      projectId,
      name,
      color: options.color ?? '#10B981',
      displayOrder: index + 1,
      createdAt: now,
      updatedAt: now,
    });
    ids.push(id);
  }
  return ids;
}

export interface EventFixture {
  id?: string;
  title: string;
  startDate: string;
  endDate?: string | null;
  description?: string;
  objective?: string;
  isFreeze?: boolean;
}

/** Events (version 1) of one timeline, display order 1, 2, … in the order given; returns their ids. */
export async function insertEvents(
  db: Db,
  at: { projectId: string; timelineId: string },
  events: EventFixture[],
  now = nowIso(),
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, event] of events.entries()) {
    const id = event.id ?? newId();
    await insertEventRow(db, {
      id,
      projectId: at.projectId,
      timelineId: at.timelineId,
      title: event.title,
      description: event.description ?? '',
      startDate: event.startDate,
      endDate: event.endDate ?? null,
      objective: event.objective ?? 'preparation',
      isFreeze: event.isFreeze ? 1 : 0,
      displayOrder: index + 1,
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    ids.push(id);
  }
  return ids;
}

/** A share entry (or a changed level of an existing one). */
export async function insertShare(
  db: Db,
  share: { projectId: string; userId: string; level: string; grantedBy: string; now?: string },
): Promise<void> {
  const now = share.now ?? nowIso();
  await upsertPermission(db, {
    projectId: share.projectId,
    userId: share.userId,
    permissionLevel: share.level,
    grantedBy: share.grantedBy,
    createdAt: now,
    updatedAt: now,
  });
}

/** A baseline of the project's events as they are now (docs/decisions.md D49); returns its id. */
export async function insertBaseline(
  db: Db,
  baseline: { projectId: string; name?: string; createdBy?: string | null; createdAt?: string },
): Promise<string> {
  const id = newId();
  await insertBaselineRow(db, {
    id,
    projectId: baseline.projectId,
    name: baseline.name ?? 'Baseline',
    createdBy: baseline.createdBy ?? null,
    createdAt: baseline.createdAt ?? nowIso(),
    eventCount: 0,
    deletedAt: null,
  });
  await setEventCount(db, id, await snapshotEvents(db, id, baseline.projectId));
  return id;
}

/** A personal API token whose secret is `token` (read and write, a year unless told). */
export async function insertApiToken(
  db: Db,
  token: { userId: string; token: string; name?: string; expiresAt?: string; scope?: 'read' | 'read_write' },
): Promise<void> {
  const now = Date.now();
  await insertApiTokenRow(db, {
    id: newId(),
    userId: token.userId,
    name: token.name ?? 'test',
    tokenHash: hashSecret(token.token),
    createdAt: new Date(now).toISOString(),
    expiresAt: token.expiresAt ?? new Date(now + 365 * 86_400_000).toISOString(),
    scope: token.scope ?? 'read_write',
  });
}

/** A pending registration for `email` whose temp token is `token` (30 minutes unless told). */
export async function insertPendingRegistration(
  db: Db,
  registration: { email: string; token: string; isInvited?: boolean; expiresInMinutes?: number },
): Promise<void> {
  const now = Date.now();
  await insertPendingRegistrationRow(db, {
    id: newId(),
    tokenHash: hashSecret(registration.token),
    email: registration.email,
    name: '',
    picture: null,
    oidcSubject: `https://issuer.example|${registration.email}`,
    isInvited: registration.isInvited ? 1 : 0,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + (registration.expiresInMinutes ?? 30) * 60_000).toISOString(),
  });
}

/** Puts back a sign-in flow row a test read before the callback consumed it. */
export async function restoreAuthFlow(db: Db, flow: Insertable<AuthFlowsTable>): Promise<void> {
  await insertAuthFlowRow(db, flow);
}

/** An open invitation of an existing account into an organization; returns its id. */
export async function insertInvitation(
  db: Db,
  invitation: { organizationId: string; userId: string; invitedBy: string | null; organizationRole?: string },
): Promise<string> {
  const id = newId();
  await insertInvitationRow(db, { id, organizationRole: 'member', ...invitation, createdAt: nowIso() });
  return id;
}

/** A stored preference; `value` is stored as JSON. */
export async function insertPreference(
  db: Db,
  preference: { userId: string; category: string; key: string; value: unknown; now?: string },
): Promise<void> {
  const { value, now, ...where } = preference;
  await upsertPreference(db, { ...where, value: JSON.stringify(value), updatedAt: now ?? nowIso() });
}
