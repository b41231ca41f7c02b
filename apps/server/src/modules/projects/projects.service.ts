import {
  DEFAULT_COLOR,
  DEFAULT_PROJECT_DESCRIPTION,
  DEFAULT_PROJECT_NAME,
  effectiveAccess,
  PLANNING_MESSAGES,
  type ProjectSummary,
  type ProjectWindow,
  type TimelineWithEvents,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import { nowIso, type Db } from '../../db/index.js';
import { COMPRESS_MIN_BYTES, compressBody, type ContentEncoding } from '../../lib/compression.js';
import { conflict, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { listProjectDependencies, removeDependenciesOfProject } from '../dependencies/dependencies.service.js';
import { toEventResponse } from '../events/event-response.js';
import { withProjectChanges, withProjectCreated, type ChangePublisher, type ChangeRecorder } from '../live/changes.js';
import { toTimelineResponse } from '../timelines/timeline-response.js';
import { accessFromRow, requireProjectAccess } from './project-access.js';
import type { ProjectCountsCache } from './project-counts-cache.js';
import {
  detailEnvelope,
  detailEtag,
  serializeContents,
  type DetailSnapshot,
  type ProjectDetailCache,
} from './project-detail-cache.js';
import * as queries from './projects.queries.js';

/*
 * Projects. A project is visible
 * to its owner and to users with a share entry; see project-access.ts for the rules.
 */

interface UserOptions {
  db: Db;
  user: AuthUser;
}

/** Writes also publish what they changed (modules/live/changes.ts). */
interface WriteOptions extends UserOptions {
  bus: ChangePublisher;
}

type Counts = { timelineCount: number | null; eventCount: number | null };

function toSummary(user: AuthUser, row: queries.ProjectAccessRow & Counts): ProjectSummary {
  const access = accessFromRow(user, row);
  if (!access) throw notFound(PLANNING_MESSAGES.projectNotFound);
  // The level the user can actually use, so no screen promises what the server refuses (docs/decisions.md D18).
  const effective = effectiveAccess(access);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    isOwner: access.level === 'owner',
    isShared: access.isShared,
    userAccessLevel: access.level,
    effectiveLevel: effective.level,
    limitedBy: effective.limitedBy,
    timelineCount: Number(row.timelineCount),
    eventCount: Number(row.eventCount),
    autoSchedule: row.autoSchedule === 1,
    isFreeze: row.isFreeze === 1,
    version: row.version,
    revision: row.revision,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Owned and shared projects, oldest first, with counts (project-counts-cache.ts). */
/** The rows of every project the user can read: the one rule of the project list, the portfolio and its stream. */
export const listReadableProjectRows = async ({ db, user }: UserOptions) =>
  (await queries.listProjectsForUser(db, user.id)).filter((row) => accessFromRow(user, row) !== null);

export async function listProjects({ db, user, counts }: UserOptions & { counts: ProjectCountsCache }): Promise<ProjectSummary[]> {
  const rows = await listReadableProjectRows({ db, user });
  const contents = await counts.countsFor(rows, (ids) => queries.countContents(db, ids));
  return rows.map((row) => toSummary(user, { ...row, ...(contents.get(row.id) ?? { timelineCount: 0, eventCount: 0 }) }));
}

/** A project's timelines (by displayOrder) with their events (by date, then displayOrder), or the window's events only. */
async function loadTimelines(db: Db, projectId: string, window: ProjectWindow | null = null): Promise<TimelineWithEvents[]> {
  const [timelineRows, eventRows] = await Promise.all([
    queries.listTimelinesOfProject(db, projectId),
    queries.listEventsOfProject(db, projectId, window),
  ]);
  const timelines: TimelineWithEvents[] = timelineRows.map((timeline) => ({ ...toTimelineResponse(timeline), events: [] }));
  const byId = new Map(timelines.map((timeline) => [timeline.id, timeline]));
  for (const event of eventRows) byId.get(event.timelineId)?.events.push(toEventResponse(event));
  return timelines;
}

const SNAPSHOT_ATTEMPTS = 3;

/**
 * Timelines and events as of one revision, without holding a transaction open: every write moves
 * the revision in the transaction that makes it, so an unchanged revision after the reads means
 * nothing was committed in between. A project written to faster than it can be read is served
 * from the last read, marked inconsistent so it is not cached.
 */
async function loadSnapshot(db: Db, projectId: string, revision: number, window: ProjectWindow | null = null): Promise<DetailSnapshot> {
  let before = revision;
  for (let attempt = 1; ; attempt += 1) {
    const [timelines, dependencies] = await Promise.all([loadTimelines(db, projectId, window), listProjectDependencies(db, projectId)]);
    const after = await queries.findProjectRevision(db, projectId);
    if (after === undefined) throw notFound(PLANNING_MESSAGES.projectNotFound);
    if (after === before || attempt === SNAPSHOT_ATTEMPTS) {
      return { revision: after, timelines, dependencies, consistent: after === before };
    }
    before = after;
  }
}

export interface ProjectDetailResponse {
  /**
   * The serialized `{ success, data }` envelope, UTF-8 JSON, compressed with `encoding` when it is
   * given and the body is over COMPRESS_MIN_BYTES: built only when it is sent (not for a 304).
   */
  body(encoding: ContentEncoding | null): Promise<{ bytes: Buffer; encoding: ContentEncoding | null }>;
  etag: string;
}

const plainOrEncoded = async (
  plain: Buffer,
  encoding: ContentEncoding | null,
  encoded: () => Promise<Buffer>,
): Promise<{ bytes: Buffer; encoding: ContentEncoding | null }> =>
  encoding && plain.length > COMPRESS_MIN_BYTES ? { bytes: await encoded(), encoding } : { bytes: plain, encoding: null };

/**
 * The project with timelines and events, serialized: access is checked on every request, the
 * timelines come from `cache` while the project's revision has not moved (project-detail-cache.ts).
 * A `window` reads only the events overlapping it, past the cache (docs/decisions.md D35).
 */
export async function getProjectDetail({
  db,
  user,
  projectId,
  cache,
  window = null,
}: UserOptions & { projectId: string; cache: ProjectDetailCache; window?: ProjectWindow | null }): Promise<ProjectDetailResponse> {
  const { row } = await requireProjectAccess({ db, user, projectId, action: 'read' });
  if (window) return getWindowedDetail(db, user, row, window);
  const detail = await cache.get(projectId, row.revision, () => loadSnapshot(db, projectId, row.revision));
  const summary = toSummary(user, { ...row, revision: detail.revision, timelineCount: detail.timelineCount, eventCount: detail.eventCount });
  const etag = detailEtag(summary);
  return {
    body: (encoding) => plainOrEncoded(detail.body(summary), encoding, () => detail.encodedBody(summary, etag, encoding!)),
    etag,
  };
}

/**
 * The events overlapping `window`, read for this request only; the summary's counts stay the whole
 * project's and `eventDates` spans all its events, so a client knows how much lies outside the
 * window and where (docs/decisions.md D60). The ETag names the window.
 */
async function getWindowedDetail(db: Db, user: AuthUser, row: queries.ProjectAccessRow, window: ProjectWindow): Promise<ProjectDetailResponse> {
  const [snapshot, counts, eventDates] = await Promise.all([
    loadSnapshot(db, row.id, row.revision, window),
    queries.countContents(db, [row.id]),
    queries.eventDatesOfProject(db, row.id),
  ]);
  const summary = toSummary(user, { ...row, revision: snapshot.revision, ...(counts.get(row.id) ?? { timelineCount: 0, eventCount: 0 }) });
  const plain = detailEnvelope(summary, serializeContents(snapshot.timelines, snapshot.dependencies, eventDates));
  return {
    body: (encoding) => plainOrEncoded(plain, encoding, () => compressBody(plain, encoding!)),
    etag: detailEtag(summary).replace(/"$/, `-${window.from ?? ''}~${window.to ?? ''}"`),
  };
}

/**
 * Hands every project `fromUserId` owns to `toUserId` inside the caller's change-recording
 * transaction (used when an account is deleted): the new owner's own share entries on them go, the
 * others stay. Ownership is access, so each project records a `sharing.changed` change (streams
 * re-check who may read). Returns how many moved.
 */
export async function transferOwnedProjects(options: {
  trx: Db;
  live: ChangeRecorder;
  fromUserId: string;
  toUserId: string;
}): Promise<number> {
  const projectIds = await queries.listOwnedProjectIds(options.trx, options.fromUserId);
  if (projectIds.length === 0) return 0;
  for (const projectId of projectIds) await options.live.track(projectId, { project: true, shares: true });
  await queries.changeProjectOwner(options.trx, projectIds, options.toUserId, nowIso());
  for (const projectId of projectIds) await options.live.record({ projectId, kind: 'sharing.changed' });
  return projectIds.length;
}

type NewProject = { body: { name: string; description: string; color: string } };

async function insertOwnedProject({ db, user, body, id }: UserOptions & NewProject & { id: string }): Promise<ProjectSummary> {
  const now = nowIso();
  await queries.insertProject(db, { id, ...body, ownerId: user.id, createdAt: now, updatedAt: now });
  const row = await queries.findProjectSummaryForUser(db, user.id, id);
  if (!row) throw notFound(PLANNING_MESSAGES.projectNotFound);
  return toSummary(user, row);
}

/** A project owned by the caller; published as `project.created` (portfolio streams, docs/decisions.md D76). */
export async function createProject({ db, user, bus, body }: WriteOptions & NewProject): Promise<ProjectSummary> {
  const id = newId();
  return withProjectCreated({ db, bus, actorId: user.id, projectId: id }, (trx) => insertOwnedProject({ db: trx, user, body, id }));
}

export async function updateProject({
  db,
  user,
  bus,
  projectId,
  body,
}: WriteOptions & {
  projectId: string;
  body: {
    name?: string | undefined;
    description?: string | undefined;
    color?: string | undefined;
    autoSchedule?: boolean | undefined;
    isFreeze?: boolean | undefined;
    version: number;
  };
}): Promise<ProjectSummary> {
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    await requireProjectAccess({ db: trx, user, projectId, action: 'admin' });
    const { version, autoSchedule, isFreeze, ...fields } = body;
    const flag = (value: boolean) => (value ? 1 : 0);
    const changes = {
      ...fields,
      ...(autoSchedule === undefined ? {} : { autoSchedule: flag(autoSchedule) }),
      ...(isFreeze === undefined ? {} : { isFreeze: flag(isFreeze) }),
      updatedAt: nowIso(),
    };
    await live.track(projectId, { project: true });
    const updated = await queries.updateProjectVersioned(trx, projectId, version, changes);
    if (updated === 0) throw conflict(PLANNING_MESSAGES.staleVersion('project'));
    await live.record({ projectId, kind: 'project.updated' });
    const row = await queries.findProjectSummaryForUser(trx, user.id, projectId);
    if (!row) throw notFound(PLANNING_MESSAGES.projectNotFound);
    return toSummary(user, row);
  });
}

/** Owner, or the organization owner on a shared project; children go in the same transaction. */
export async function deleteProject({ db, user, bus, projectId }: WriteOptions & { projectId: string }) {
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    await requireProjectAccess({ db: trx, user, projectId, action: 'deleteProject' });
    // Recorded before the row goes: the last revision tells readers the project is gone.
    await live.record({ projectId, kind: 'project.deleted' });
    await removeDependenciesOfProject(trx, projectId);
    const deleted = await queries.deleteProjectCascade(trx, projectId);
    return { id: projectId, deletedTimelineCount: deleted.timelines, deletedEventCount: deleted.events };
  });
}

/**
 * The project the name-based timeline helper writes into: the user's oldest owned project, or a
 * new 'Default Project' when they own none.
 */
export async function ensureDefaultProject({ db, user }: UserOptions): Promise<string> {
  const existing = await queries.findFirstOwnedProjectId(db, user.id);
  if (existing) return existing;
  // Inside the caller's transaction: its own first change (the timeline) tells portfolio streams (D76).
  const created = await insertOwnedProject({
    db,
    user,
    id: newId(),
    body: { name: DEFAULT_PROJECT_NAME, description: DEFAULT_PROJECT_DESCRIPTION, color: DEFAULT_COLOR },
  });
  return created.id;
}
