import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_HEARTBEAT_MS, type ProjectChange, type Viewer } from '@plotline/shared';
import { newId } from '../../lib/ids.js';
import type { BusMessage, ChangeBus } from './change-bus.js';
import { LiveStream, type StreamAccess } from './live-stream.js';
import { PortfolioStream, type PortfolioStreamChecks } from './portfolio-stream.js';
import { PresenceBook } from './presence-book.js';

/*
 * This instance's side of live updates: it hears every committed change on the bus, keeps the
 * latest ones of each project in a bounded ring (so a reconnecting client resumes without a
 * refetch, even when it lands on another instance than before), and fans changes and presence
 * out to the streams open here: a project's own, and the portfolio streams, which every change passes
 * by (docs/decisions.md D76). Rings, presence expiry and streams are per instance; the revision
 * itself lives in the database (docs/operations.md).
 */

export interface LiveOptions {
  /** Interval of each stream's `: heartbeat` and access re-check (default 15 s). */
  heartbeatMs?: number;
  /** How often this instance re-announces its viewers (default: the heartbeat); others forget them after 3 missed. */
  presenceRefreshMs?: number;
  /** Changes kept per project for resuming streams (default 256). */
  ringSize?: number;
  /** Changes kept over all projects; the projects changed least recently are dropped first (default 20,000). */
  maxBufferedChanges?: number;
  /** How long an out-of-order change waits for the missing one before streams are told to refetch (default 2 s). */
  gapWaitMs?: number;
  /** Most streams open at once here, per user and in all (config: LIVE_STREAMS_PER_USER/_PER_INSTANCE). */
  streamLimits?: StreamLimits;
}

export interface StreamLimits {
  perUser: number;
  perInstance: number;
}

/** Which cap a new stream would break, or null when it may open. */
export type StreamRefusal = 'user' | 'instance' | null;

const DEFAULTS = {
  ringSize: 256,
  maxBufferedChanges: 20_000,
  gapWaitMs: 2000,
  streamLimits: { perUser: 10, perInstance: 500 },
};

/** The changes of one project this instance heard, contiguous by revision. */
class ProjectFeed {
  last: number | undefined;
  ring: ProjectChange[] = [];
  readonly pending = new Map<number, ProjectChange>();
  gapTimer: NodeJS.Timeout | undefined;
}

export class LiveHub {
  readonly instanceId = newId();
  readonly heartbeatMs: number;
  readonly #bus: ChangeBus;
  readonly #log: FastifyBaseLogger;
  readonly #ringSize: number;
  readonly #maxBuffered: number;
  readonly #gapWaitMs: number;
  readonly #presenceRefreshMs: number;
  /** In least-recently-changed order (re-inserted on every change). */
  readonly #feeds = new Map<string, ProjectFeed>();
  #buffered = 0;
  readonly #streams = new Map<string, Set<LiveStream>>();
  readonly #portfolioStreams = new Set<PortfolioStream>();
  /** Open streams per user id; with #streamCount what the caps are checked against. */
  readonly #streamsByUser = new Map<string, number>();
  #streamCount = 0;
  readonly #streamLimits: StreamLimits;
  readonly #presence = new PresenceBook();
  #presenceTimer: NodeJS.Timeout | undefined;
  #unsubscribe: (() => void) | undefined;
  #isClosed = false;

  constructor(bus: ChangeBus, log: FastifyBaseLogger, options: LiveOptions = {}) {
    this.#bus = bus;
    this.#log = log;
    this.heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
    this.#presenceRefreshMs = options.presenceRefreshMs ?? this.heartbeatMs;
    this.#ringSize = options.ringSize ?? DEFAULTS.ringSize;
    this.#maxBuffered = options.maxBufferedChanges ?? DEFAULTS.maxBufferedChanges;
    this.#gapWaitMs = options.gapWaitMs ?? DEFAULTS.gapWaitMs;
    this.#streamLimits = options.streamLimits ?? DEFAULTS.streamLimits;
  }

  async start(): Promise<void> {
    this.#unsubscribe = this.#bus.subscribe((message) => this.#onMessage(message));
    await this.#bus.start();
    this.#presenceTimer = setInterval(() => this.#refreshPresence(), this.#presenceRefreshMs);
    this.#presenceTimer.unref();
    // Others announce their viewers now instead of at their next refresh.
    await this.#bus.broadcast({ type: 'presence-sync', instanceId: this.instanceId });
  }

  /** Number of streams open on this instance (health, tests). */
  get streamCount(): number {
    return this.#streamCount;
  }

  /**
   * Whether one more stream of this user may open here (docs/operations.md, "Limits"). Called
   * right before `open`, with no await in between, so two requests cannot both take the last place.
   */
  refusal(userId: string): StreamRefusal {
    if ((this.#streamsByUser.get(userId) ?? 0) >= this.#streamLimits.perUser) return 'user';
    if (this.#streamCount >= this.#streamLimits.perInstance) return 'instance';
    return null;
  }

  get streamLimits(): StreamLimits {
    return this.#streamLimits;
  }

  /**
   * Opens a stream on a response the route has taken over. The stream is registered before the
   * database revision is read (`check`), so a change committed in between is either in that
   * revision or delivered live, never lost.
   */
  open(options: {
    projectId: string;
    viewer: Viewer;
    since: number | null | undefined;
    response: ServerResponse;
    headers: Record<string, string | number | string[] | undefined>;
    check: () => Promise<StreamAccess>;
  }): LiveStream {
    const { projectId, viewer } = options;
    const stream = new LiveStream({
      projectId,
      viewer,
      response: options.response,
      check: options.check,
      log: this.#log,
      onClose: (closed) => this.#remove(closed),
    });
    let streams = this.#streams.get(projectId);
    if (!streams) this.#streams.set(projectId, (streams = new Set()));
    streams.add(stream);
    this.#countStream(viewer.id, 1);
    stream.open(options.headers, this.heartbeatMs);
    // Shutting down, or the client already left: no presence to announce.
    if (this.#isClosed || stream.isClosed) {
      stream.close();
      return stream;
    }
    const isNewViewer = this.#presence.addLocal(projectId, viewer);
    void options.check().then(
      (access) => {
        if (!access.isAllowed) {
          stream.revoke(access.message);
          return;
        }
        stream.start({
          revision: access.revision,
          viewers: this.#presence.viewers(projectId),
          since: options.since,
          replay: (since) => this.#replay(projectId, since),
        });
        if (isNewViewer) this.#presenceChanged(projectId, true);
      },
      (error: unknown) => {
        this.#log.warn({ err: error, projectId }, 'live stream: cannot read the project; closing');
        stream.close();
      },
    );
    return stream;
  }

  /**
   * Opens a user's portfolio stream (docs/decisions.md D76), under the same caps as the project
   * streams; registered before the readable projects are read, so a change in between is either in
   * that answer or delivered live.
   */
  openPortfolio(options: {
    viewer: Viewer;
    response: ServerResponse;
    headers: Record<string, string | number | string[] | undefined>;
    checks: PortfolioStreamChecks;
  }): PortfolioStream {
    const stream = new PortfolioStream({
      viewer: options.viewer,
      response: options.response,
      checks: options.checks,
      log: this.#log,
      onClose: (closed) => {
        if (this.#portfolioStreams.delete(closed)) this.#countStream(closed.viewer.id, -1);
      },
    });
    this.#portfolioStreams.add(stream);
    this.#countStream(options.viewer.id, 1);
    stream.open(options.headers, this.heartbeatMs);
    if (this.#isClosed || stream.isClosed) {
      stream.close();
      return stream;
    }
    void options.checks.snapshot().then(
      (projects) => stream.start(projects),
      (error: unknown) => {
        this.#log.warn({ err: error, userId: options.viewer.id }, 'live stream: cannot list the portfolio; closing');
        stream.close();
      },
    );
    return stream;
  }

  #countStream(userId: string, delta: 1 | -1): void {
    this.#streamCount += delta;
    const ofUser = (this.#streamsByUser.get(userId) ?? 0) + delta;
    if (ofUser > 0) this.#streamsByUser.set(userId, ofUser);
    else this.#streamsByUser.delete(userId);
  }

  /** Ends every stream (graceful shutdown must not wait for them) and says goodbye to the other instances. */
  async close(): Promise<void> {
    if (this.#isClosed) return;
    this.#isClosed = true;
    clearInterval(this.#presenceTimer);
    const projects = this.#presence.localProjects();
    for (const streams of [...this.#streams.values()]) for (const stream of [...streams]) stream.close();
    for (const stream of [...this.#portfolioStreams]) stream.close();
    for (const feed of this.#feeds.values()) clearTimeout(feed.gapTimer);
    await Promise.all(
      projects.map((projectId) =>
        this.#bus.broadcast({ type: 'presence', instanceId: this.instanceId, projectId, viewers: [], ttlMs: 0 }),
      ),
    );
    this.#unsubscribe?.();
  }

  #remove(stream: LiveStream): void {
    const streams = this.#streams.get(stream.projectId);
    if (!streams?.delete(stream)) return;
    this.#countStream(stream.viewer.id, -1);
    if (streams.size === 0) this.#streams.delete(stream.projectId);
    if (this.#isClosed) return;
    if (this.#presence.removeLocal(stream.projectId, stream.viewer.id)) this.#presenceChanged(stream.projectId, true);
  }

  #onMessage(message: BusMessage): void {
    switch (message.type) {
      case 'change':
        this.#acceptChange(message.change);
        return;
      case 'presence':
        if (message.instanceId === this.instanceId) return;
        if (this.#presence.setRemote(message.projectId, message.instanceId, message.viewers, Date.now() + message.ttlMs)) {
          this.#presenceChanged(message.projectId, false);
        }
        return;
      case 'presence-sync':
        if (message.instanceId !== this.instanceId) this.#announceAll();
        return;
      case 'resync':
        this.#resync();
        return;
    }
  }

  // ------------------------------------------------------------------------------ changes

  #acceptChange(change: ProjectChange): void {
    const feed = this.#feed(change.projectId);
    if (feed.last === undefined || change.revision === feed.last + 1) {
      this.#append(feed, change);
      this.#drain(feed);
      return;
    }
    if (change.revision <= feed.last) return; // heard already
    // Out of order: hold it briefly for the missing revision.
    feed.pending.set(change.revision, change);
    feed.gapTimer ??= setTimeout(() => this.#giveUpGap(change.projectId, feed), this.#gapWaitMs);
    feed.gapTimer.unref?.();
  }

  #drain(feed: ProjectFeed): void {
    for (let next = feed.pending.get((feed.last ?? 0) + 1); next; next = feed.pending.get((feed.last ?? 0) + 1)) {
      feed.pending.delete(next.revision);
      this.#append(feed, next);
    }
    if (feed.pending.size === 0) {
      clearTimeout(feed.gapTimer);
      feed.gapTimer = undefined;
    }
  }

  #giveUpGap(projectId: string, feed: ProjectFeed): void {
    feed.gapTimer = undefined;
    const waiting = [...feed.pending.values()].sort((a, b) => a.revision - b.revision);
    feed.pending.clear();
    this.#log.warn({ projectId, from: feed.last, next: waiting[0]?.revision }, 'live: a revision never arrived; streams refetch');
    for (const change of waiting) {
      if (feed.last !== undefined && change.revision <= feed.last) continue;
      if (feed.last !== undefined && change.revision !== feed.last + 1) {
        // The ring must stay contiguous: what came before the gap cannot be replayed past it.
        this.#buffered -= feed.ring.length;
        feed.ring = [];
      }
      this.#append(feed, change);
    }
  }

  #append(feed: ProjectFeed, change: ProjectChange): void {
    feed.last = change.revision;
    feed.ring.push(change);
    this.#buffered += 1;
    if (feed.ring.length > this.#ringSize) {
      feed.ring.shift();
      this.#buffered -= 1;
    }
    for (const stream of this.#streams.get(change.projectId) ?? []) stream.pushChange(change);
    for (const stream of this.#portfolioStreams) stream.pushChange(change);
    this.#trim();
  }

  #feed(projectId: string): ProjectFeed {
    let feed = this.#feeds.get(projectId);
    if (feed) this.#feeds.delete(projectId);
    else feed = new ProjectFeed();
    this.#feeds.set(projectId, feed);
    return feed;
  }

  /** Drops the rings of the projects changed least recently while over budget. */
  #trim(): void {
    for (const [projectId, feed] of this.#feeds) {
      if (this.#buffered <= this.#maxBuffered) return;
      if (feed.pending.size > 0) continue;
      this.#buffered -= feed.ring.length;
      this.#feeds.delete(projectId);
    }
  }

  #replay(projectId: string, since: number): ProjectChange[] | null {
    const feed = this.#feeds.get(projectId);
    const first = feed?.ring[0];
    if (!feed || !first || first.revision > since + 1) return null;
    return feed.ring.filter((change) => change.revision > since);
  }

  #resync(): void {
    this.#log.info('live: bus reconnected; open streams refetch');
    for (const feed of this.#feeds.values()) clearTimeout(feed.gapTimer);
    this.#feeds.clear();
    this.#buffered = 0;
    for (const streams of this.#streams.values()) for (const stream of streams) stream.resync();
    for (const stream of this.#portfolioStreams) stream.resync();
    void this.#bus.broadcast({ type: 'presence-sync', instanceId: this.instanceId });
    this.#announceAll();
  }

  // ------------------------------------------------------------------------------ presence

  #presenceChanged(projectId: string, isLocal: boolean): void {
    if (isLocal) void this.#announce(projectId);
    const viewers = this.#presence.viewers(projectId);
    for (const stream of this.#streams.get(projectId) ?? []) stream.pushPresence(viewers);
  }

  #announce(projectId: string): Promise<void> {
    return this.#bus.broadcast({
      type: 'presence',
      instanceId: this.instanceId,
      projectId,
      viewers: this.#presence.localViewers(projectId),
      ttlMs: this.#presenceRefreshMs * 3,
    });
  }

  #announceAll(): void {
    for (const projectId of this.#presence.localProjects()) void this.#announce(projectId);
  }

  #refreshPresence(): void {
    this.#announceAll();
    for (const projectId of this.#presence.sweep(Date.now())) this.#presenceChanged(projectId, false);
  }
}

export function createLiveHub(bus: ChangeBus, log: FastifyBaseLogger, options: LiveOptions = {}): LiveHub {
  return new LiveHub(bus, log, options);
}
