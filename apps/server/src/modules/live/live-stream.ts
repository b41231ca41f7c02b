import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_EVENTS, LIVE_MESSAGES, LIVE_RETRY_MS, type ProjectChange, type Viewer } from '@plotline/shared';

/*
 * One open Server-Sent Events stream. Everything it sends goes through one serial queue, so
 * messages leave in the order they were decided even when a step waits on the database (the
 * access re-check); `lastSent` is the revision the client is known to be at.
 */

export type StreamAccess = { isAllowed: true; revision: number } | { isAllowed: false; message: string };

export interface StreamStart {
  /** The revision the database holds now (read after the stream was registered, so nothing falls between). */
  revision: number;
  viewers: Viewer[];
  /** What the client already has (Last-Event-ID or ?since=); null = unreadable, undefined = not sent. */
  since: number | null | undefined;
  /** Changes after `since` this instance still holds (oldest first), or null when it cannot replay from there. */
  replay(since: number): ProjectChange[] | null;
}

/**
 * A client still this far behind when the next message is due is dropped; it reconnects and
 * resumes (or refetches). One message larger than this (a 5,000-event bulk change) is sent whole.
 */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Kinds after which the reader's access is checked again before anything else is delivered. */
const ACCESS_CHANGING: ReadonlySet<ProjectChange['kind']> = new Set(['sharing.changed']);

const message = (event: string, data: unknown, id?: number): string =>
  `event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;

/** Each change is written as text once, however many streams send it (the hub hands them all the same object). */
const changeMessages = new WeakMap<ProjectChange, string>();
function changeMessage(change: ProjectChange): string {
  let text = changeMessages.get(change);
  if (text === undefined) {
    text = message(LIVE_EVENTS.change, change, change.revision);
    changeMessages.set(change, text);
  }
  return text;
}

const viewersKey = (viewers: Viewer[]): string => JSON.stringify(viewers);

export class LiveStream {
  readonly projectId: string;
  readonly viewer: Viewer;
  readonly #response: ServerResponse;
  readonly #check: () => Promise<StreamAccess>;
  readonly #log: FastifyBaseLogger;
  readonly #onClose: (stream: LiveStream) => void;
  #openGate: () => void = () => undefined;
  /** Held shut until `start` has sent hello (and any replay): what arrives meanwhile waits behind it. */
  #queue: Promise<void> = new Promise<void>((resolve) => {
    this.#openGate = resolve;
  });
  #lastSent = -1;
  #sentViewers = '';
  #isClosed = false;
  #isHeartbeatQueued = false;
  #heartbeat: NodeJS.Timeout | undefined;

  constructor(options: {
    projectId: string;
    viewer: Viewer;
    response: ServerResponse;
    check: () => Promise<StreamAccess>;
    log: FastifyBaseLogger;
    onClose: (stream: LiveStream) => void;
  }) {
    this.projectId = options.projectId;
    this.viewer = options.viewer;
    this.#response = options.response;
    this.#check = options.check;
    this.#log = options.log;
    this.#onClose = options.onClose;
    this.#response.on('close', () => this.close());
  }

  get isClosed(): boolean {
    return this.#isClosed;
  }

  /** Sends the headers at once (so proxies and the browser see the stream open) and `retry:`. */
  open(headers: Record<string, string | number | string[] | undefined>, heartbeatMs: number): void {
    const response = this.#response;
    // The client may have gone while its access was being checked: its 'close' has already fired.
    if (response.destroyed) {
      this.close();
      return;
    }
    const passThrough = Object.fromEntries(
      Object.entries(headers).filter(
        ([name, value]) => value !== undefined && !['content-type', 'content-length', 'cache-control'].includes(name.toLowerCase()),
      ),
    ) as Record<string, string | number | string[]>;
    response.writeHead(200, {
      ...passThrough,
      'Content-Type': 'text/event-stream',
      // no-transform: proxies must neither compress nor rewrite; X-Accel-Buffering: nginx must not buffer.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      // The connection carries this stream only: when it ends, close it instead of keeping it idle,
      // so a shutdown never waits on a connection that went idle after it started closing.
      Connection: 'close',
    });
    response.socket?.setNoDelay(true);
    this.#write(`retry: ${LIVE_RETRY_MS}\n\n`);
    this.#heartbeat = setInterval(() => this.#queueHeartbeat(), heartbeatMs);
    this.#heartbeat.unref();
  }

  /** hello, then the replay (or a refetch) from where the client was; then whatever arrived meanwhile. */
  start(start: StreamStart): void {
    if (!this.#isClosed) this.#hello(start);
    this.#openGate();
  }

  #hello(start: StreamStart): void {
    this.#sentViewers = viewersKey(start.viewers);
    const { revision, since } = start;
    const isUpToDate = since === undefined || since === revision;
    // The id lets a reconnecting EventSource resume from here; only when nothing else is due first.
    this.#write(message(LIVE_EVENTS.hello, { revision, viewers: start.viewers }, isUpToDate ? revision : undefined));
    this.#lastSent = revision;
    if (isUpToDate) return;
    const replay = since !== null && since < revision ? start.replay(since) : null;
    if (since === null || !replay) {
      this.#refetch(revision);
      return;
    }
    this.#lastSent = since;
    for (const change of replay) this.#deliver(change);
    // Changes up to `revision` this instance has not heard yet arrive live, after `lastSent`.
  }

  pushChange(change: ProjectChange): void {
    this.#enqueue(async () => {
      if (change.revision <= this.#lastSent) return;
      if (change.kind === 'project.deleted') {
        this.#deliver(change);
        this.#revoke(LIVE_MESSAGES.projectDeleted);
        return;
      }
      if (ACCESS_CHANGING.has(change.kind)) {
        const access = await this.#check();
        if (!access.isAllowed) {
          this.#revoke(access.message);
          return;
        }
      }
      this.#deliver(change);
    });
  }

  pushPresence(viewers: Viewer[]): void {
    this.#enqueue(async () => {
      const key = viewersKey(viewers);
      if (key === this.#sentViewers) return;
      this.#sentViewers = key;
      this.#write(message(LIVE_EVENTS.presence, { viewers }));
    });
  }

  /** The bus lost messages: the client refetches from the database's current revision. */
  resync(): void {
    this.#enqueue(async () => {
      const access = await this.#check();
      if (!access.isAllowed) this.#revoke(access.message);
      else this.#refetch(access.revision);
    });
  }

  /** Sends `revoked` and ends the stream at once (the reader may no longer see anything queued). */
  revoke(text: string): void {
    this.#revoke(text);
  }

  /** Ends the response (client gone, access lost, or the server shutting down). */
  close(): void {
    if (this.#isClosed) return;
    this.#isClosed = true;
    clearInterval(this.#heartbeat);
    this.#openGate();
    if (!this.#response.writableEnded) this.#response.end();
    this.#onClose(this);
  }

  #deliver(change: ProjectChange): void {
    if (change.revision <= this.#lastSent) return;
    if (change.revision > this.#lastSent + 1) {
      // A revision never reached this instance (the bus gave up waiting for it): refetch instead.
      this.#refetch(change.revision);
      return;
    }
    this.#write(changeMessage(change));
    this.#lastSent = change.revision;
  }

  #refetch(revision: number): void {
    this.#write(message(LIVE_EVENTS.refetch, { revision }, revision));
    this.#lastSent = revision;
  }

  #revoke(text: string): void {
    this.#write(message(LIVE_EVENTS.revoked, { message: text }));
    this.close();
  }

  #queueHeartbeat(): void {
    if (this.#isHeartbeatQueued) return;
    this.#isHeartbeatQueued = true;
    this.#enqueue(async () => {
      this.#isHeartbeatQueued = false;
      const access = await this.#check();
      if (!access.isAllowed) this.#revoke(access.message);
      else this.#write(': heartbeat\n\n');
    });
  }

  #write(text: string): void {
    if (this.#isClosed || this.#response.writableEnded || this.#response.destroyed) return;
    // What the client has not taken yet of the earlier messages, not this one.
    const behind = this.#response.writableLength;
    this.#response.write(text);
    if (behind > MAX_BUFFERED_BYTES) {
      this.#log.warn({ projectId: this.projectId }, 'live stream: client too slow; closing it');
      this.close();
    }
  }

  #enqueue(task: () => Promise<void>): void {
    if (this.#isClosed) return;
    this.#queue = this.#queue
      .then(() => (this.#isClosed ? undefined : task()))
      .catch((error: unknown) => {
        // A failed re-check (database briefly away) must not leak the stream: end it; the client reconnects.
        this.#log.warn({ err: error, projectId: this.projectId }, 'live stream failed; closing it');
        this.close();
      });
  }
}
