import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/*
 * Table types as the code sees them (camelCase; CamelCasePlugin maps to snake_case SQL).
 * Timestamps are ISO-8601 strings and calendar dates are 'YYYY-MM-DD' strings on both
 * dialects (PostgreSQL's type parsers are set in db/index.ts), so there is one code path.
 * Flags are integers 0/1 because better-sqlite3 cannot bind booleans.
 */

export interface OrganizationsTable {
  id: string;
  name: string;
  description: string;
  domain: string | null;
  subscription: string;
  status: string;
  maxUserCount: number | null;
  maxActiveSeats: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface UsersTable {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  picture: string | null;
  role: string;
  sysRole: string;
  status: string;
  organizationId: string | null;
  organizationRole: string | null;
  /** `issuer|sub` of the identity that signed in; null until the first sign-in (invited users). */
  oidcSubject: string | null;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
  /** 1 when a SysAdmin suspended the account: only a SysAdmin reinstates it (docs/decisions.md D20). */
  suspendedBySysAdmin: Generated<number>;
}

export interface OrganizationInvitationsTable {
  id: string;
  organizationId: string;
  /** The existing account invited; it joins only by accepting (docs/decisions.md D20). */
  userId: string;
  organizationRole: string;
  invitedBy: string | null;
  createdAt: string;
}

export interface SessionsTable {
  id: string;
  userId: string;
  /** SHA-256 of the cookie value; the value itself is never stored. */
  tokenHash: string;
  createdAt: string;
  lastSeenAt: string;
  idleExpiresAt: string;
  absoluteExpiresAt: string;
  userAgent: string | null;
  ipAddress: string | null;
}

export interface ApiTokensTable {
  id: string;
  userId: string;
  name: string;
  tokenHash: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Set on every token since migration 0004 (at most 365 days after creation); null only in older rows. */
  expiresAt: string | null;
  /** `read` or `read_write` (packages/shared API_TOKEN_SCOPES). */
  scope: Generated<string>;
}

export interface PendingRegistrationsTable {
  id: string;
  /** SHA-256 of the temp token handed to the browser in the registration URL. */
  tokenHash: string;
  email: string;
  name: string;
  picture: string | null;
  oidcSubject: string;
  isInvited: number;
  createdAt: string;
  expiresAt: string;
}

export interface AuthFlowsTable {
  /** The OAuth `state` value; also kept in a short-lived cookie to bind the flow to the browser. */
  state: string;
  codeVerifier: string;
  nonce: string;
  createdAt: string;
  expiresAt: string;
}

export interface ProjectsTable {
  id: string;
  name: string;
  description: string;
  color: string;
  ownerId: string;
  version: number;
  /** Moves with every committed change to the project, its timelines, events or sharing (live feed). */
  revision: Generated<number>;
  /** 1: moving an event pushes its successors forward (docs/decisions.md D36). */
  autoSchedule: Generated<number>;
  /** 1: every event of the project is a freeze (docs/decisions.md D44). */
  isFreeze: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface ProjectPermissionsTable {
  projectId: string;
  userId: string;
  permissionLevel: string;
  grantedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TimelinesTable {
  id: string;
  projectId: string;
  name: string;
  color: string;
  displayOrder: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface EventsTable {
  id: string;
  projectId: string;
  timelineId: string;
  title: string;
  description: string;
  /** Calendar date 'YYYY-MM-DD'. */
  startDate: string;
  /** Calendar date 'YYYY-MM-DD'; null for single-day events. */
  endDate: string | null;
  objective: string;
  /** 1 for a milestone, which is single-day (endDate null). */
  isMilestone: Generated<number>;
  /** 1 for a freeze no deployment should overlap (docs/decisions.md D44). */
  isFreeze: Generated<number>;
  displayOrder: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** "from" is the predecessor, "to" the successor; both events of `projectId` (docs/decisions.md D36). */
export interface DependenciesTable {
  id: string;
  projectId: string;
  fromEventId: string;
  toEventId: string;
  /** One of DEPENDENCY_TYPES (packages/shared/src/scheduling/types.ts). */
  type: string;
  lagDays: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface ObjectivesTable {
  id: string;
  name: string;
  color: string;
  description: string;
  isBuiltin: number;
  displayOrder: number;
  createdAt: string;
  updatedAt: string;
}

export interface PreferencesTable {
  userId: string;
  category: string;
  key: string;
  /** JSON text. */
  value: string;
  updatedAt: string;
}

/** A secret ICS address of one project for one user (docs/decisions.md D42); only the secret's hash is kept. */
export interface CalendarFeedsTable {
  id: string;
  projectId: string;
  userId: string;
  secretHash: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A read-only link to a project; revoked links keep their row so the next request says 410 (docs/decisions.md D42). */
export interface PublicLinksTable {
  id: string;
  projectId: string;
  createdBy: string | null;
  secretHash: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

/** A named snapshot of a project's event dates (docs/decisions.md D49). */
export interface BaselinesTable {
  id: string;
  projectId: string;
  name: string;
  /** Null once the maker's account is gone. */
  createdBy: string | null;
  createdAt: string;
  eventCount: number;
  /** Set when deleted: kept so an undo can bring it back (D57); hidden everywhere else. */
  deletedAt: string | null;
}

/** An event as a baseline saved it; `eventId` is no foreign key, so a deleted event stays in the baseline. */
export interface BaselineEventsTable {
  baselineId: string;
  eventId: string;
  title: string;
  /** Calendar date 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string | null;
}

/** One operation (one withProjectChanges call) on one project: one history entry, one undo step (docs/decisions.md D46). */
export interface HistoryOperationsTable {
  id: string;
  projectId: string;
  actorId: string;
  /** The actor's name when it happened (kept for actors deleted since). */
  actorName: string;
  at: string;
  kind: string;
  /** packages/shared describeOperation's words without the actor. */
  description: string;
  changeCount: number;
  /** The operation an undo or redo applied to. */
  targetId: string | null;
  undoneAt: string | null;
}

/** An entity row before and after one operation, as JSON text (null: did not exist). */
export interface HistoryChangesTable {
  operationId: string;
  position: number;
  entity: string;
  entityId: string;
  beforeJson: string | null;
  afterJson: string | null;
}

export interface Database {
  organizations: OrganizationsTable;
  users: UsersTable;
  organizationInvitations: OrganizationInvitationsTable;
  sessions: SessionsTable;
  apiTokens: ApiTokensTable;
  pendingRegistrations: PendingRegistrationsTable;
  authFlows: AuthFlowsTable;
  projects: ProjectsTable;
  projectPermissions: ProjectPermissionsTable;
  timelines: TimelinesTable;
  events: EventsTable;
  dependencies: DependenciesTable;
  objectives: ObjectivesTable;
  preferences: PreferencesTable;
  calendarFeeds: CalendarFeedsTable;
  publicLinks: PublicLinksTable;
  baselines: BaselinesTable;
  baselineEvents: BaselineEventsTable;
  historyOperations: HistoryOperationsTable;
  historyChanges: HistoryChangesTable;
  /** Kysely's own bookkeeping; listed so raw counts type-check. */
  kyselyMigration: { name: string; timestamp: string };
  kyselyMigrationLock: { id: string; isLocked: Generated<number> };
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type TimelineRow = Selectable<TimelinesTable>;
export type EventRow = Selectable<EventsTable>;
export type DependencyRow = Selectable<DependenciesTable>;
export type OrganizationRow = Selectable<OrganizationsTable>;
