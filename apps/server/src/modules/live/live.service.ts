import {
  LIVE_MESSAGES,
  type OrganizationRole,
  type PlatformRole,
  type SysRole,
  type UserStatus,
  type Viewer,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import { nowIso, type Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { requireProjectAccess } from '../projects/project-access.js';
import type { LiveHub } from './live-hub.js';
import type { StreamAccess } from './live-stream.js';
import type { PortfolioStreamChecks } from './portfolio-stream.js';
import { listReadableProjectRows } from '../projects/projects.service.js';
import * as queries from './live.queries.js';

/*
 * Who may hold a project's stream: whoever may read the project (project-access.ts). The check
 * runs when the stream opens (403/404 like GET project), again after every sharing change and on
 * every heartbeat, because a stream outlives the request that authenticated it: a signed-out
 * session, a suspended user or a removed share ends it with `revoked`. A portfolio stream (D76)
 * re-checks the reader on every heartbeat and a project on every change that may move access to it.
 */

interface StreamOptions {
  db: Db;
  user: AuthUser;
  projectId: string;
}

/** Asserts read access (throws 404/403 as GET project does) and returns the caller as a viewer. */
export async function openProjectStream({ db, user, projectId }: StreamOptions): Promise<Viewer> {
  await requireProjectAccess({ db, user, projectId, action: 'read' });
  return viewerOf({ db, user });
}

/** A refused stream is told when to try again; tabs close all the time, so soon. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

/** The 429 to answer when the caller or this instance holds as many streams as allowed (docs/operations.md, "Limits"). */
export function streamCapacityError({ hub, user }: { hub: LiveHub; user: AuthUser }): AppError | null {
  const refusal = hub.refusal(user.id);
  if (refusal === 'user') return new AppError('RATE_LIMITED', LIVE_MESSAGES.tooManyOfYours(hub.streamLimits.perUser));
  if (refusal === 'instance') return new AppError('RATE_LIMITED', LIVE_MESSAGES.tooManyOnServer);
  return null;
}

/**
 * The signed-in user as the database says now (roles may have changed since the stream opened), or
 * null when the session or token has ended or the user is no longer active.
 */
async function currentReader({ db, user }: { db: Db; user: AuthUser }): Promise<AuthUser | null> {
  const now = nowIso();
  const credential =
    user.via.kind === 'session'
      ? await queries.findLiveSession(db, user.via.id, now)
      : await queries.findLiveApiToken(db, user.via.id, now);
  const row = credential ? await queries.findUser(db, user.id) : undefined;
  if (!credential || row?.status !== 'active') return null;
  return {
    ...user,
    role: row.role as PlatformRole,
    sysRole: row.sysRole as SysRole,
    status: row.status as UserStatus,
    organizationId: row.organizationId,
    organizationRole: row.organizationRole as OrganizationRole | null,
  };
}

/** The project's revision when `user` may read it, else null (project-access.ts decides). */
async function readableRevision(db: Db, user: AuthUser, projectId: string): Promise<number | null> {
  try {
    const { row: project } = await requireProjectAccess({ db, user, projectId, action: 'read' });
    return project.revision;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** Re-reads the credential, the user and their access; the project's current revision when still allowed. */
export async function checkStreamAccess({ db, user, projectId }: StreamOptions): Promise<StreamAccess> {
  const current = await currentReader({ db, user });
  if (!current) return { isAllowed: false, message: LIVE_MESSAGES.signedOut };
  const revision = await readableRevision(db, current, projectId);
  return revision === null ? { isAllowed: false, message: LIVE_MESSAGES.accessLost } : { isAllowed: true, revision };
}

/** The caller as a viewer (their stored name and picture). */
export async function viewerOf({ db, user }: { db: Db; user: AuthUser }): Promise<Viewer> {
  const row = await queries.findUser(db, user.id);
  return { id: user.id, name: row?.name ?? user.name, picture: row?.picture ?? null };
}

/**
 * What a portfolio stream asks the database (docs/decisions.md D76): every check reads the user and
 * their roles afresh, so a signed-out reader learns nothing more (every project reads as unreadable).
 */
export function portfolioChecks({ db, user }: { db: Db; user: AuthUser }): PortfolioStreamChecks {
  return {
    async snapshot() {
      const current = await currentReader({ db, user });
      if (!current) return [];
      const rows = await listReadableProjectRows({ db, user: current });
      return rows.map((row) => ({ projectId: row.id, revision: Number(row.revision) }));
    },
    async project(projectId) {
      const current = await currentReader({ db, user });
      return current ? readableRevision(db, current, projectId) : null;
    },
    async reader() {
      return (await currentReader({ db, user })) ? null : LIVE_MESSAGES.signedOut;
    },
  };
}
