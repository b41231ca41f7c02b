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
import * as queries from './live.queries.js';

/*
 * Who may hold a project's stream: whoever may read the project (project-access.ts). The check
 * runs when the stream opens (403/404 like GET project), again after every sharing change and on
 * every heartbeat, because a stream outlives the request that authenticated it: a signed-out
 * session, a suspended user or a removed share ends it with `revoked`.
 */

interface StreamOptions {
  db: Db;
  user: AuthUser;
  projectId: string;
}

/** Asserts read access (throws 404/403 as GET project does) and returns the caller as a viewer. */
export async function openProjectStream({ db, user, projectId }: StreamOptions): Promise<Viewer> {
  await requireProjectAccess({ db, user, projectId, action: 'read' });
  const row = await queries.findUser(db, user.id);
  return { id: user.id, name: row?.name ?? user.name, picture: row?.picture ?? null };
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

/** Re-reads the credential, the user and their access; the project's current revision when still allowed. */
export async function checkStreamAccess({ db, user, projectId }: StreamOptions): Promise<StreamAccess> {
  const now = nowIso();
  const credential =
    user.via.kind === 'session'
      ? await queries.findLiveSession(db, user.via.id, now)
      : await queries.findLiveApiToken(db, user.via.id, now);
  const row = credential ? await queries.findUser(db, user.id) : undefined;
  if (!credential || row?.status !== 'active') return { isAllowed: false, message: LIVE_MESSAGES.signedOut };
  // Roles may have changed since the stream opened: decide with what the database says now.
  const current: AuthUser = {
    ...user,
    role: row.role as PlatformRole,
    sysRole: row.sysRole as SysRole,
    status: row.status as UserStatus,
    organizationId: row.organizationId,
    organizationRole: row.organizationRole as OrganizationRole | null,
  };
  try {
    const { row: project } = await requireProjectAccess({ db, user: current, projectId, action: 'read' });
    return { isAllowed: true, revision: project.revision };
  } catch (error) {
    if (error instanceof AppError) return { isAllowed: false, message: LIVE_MESSAGES.accessLost };
    throw error;
  }
}
