import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_EVENTS, LIVE_MESSAGES, type ProjectChange, type Viewer } from '@plotline/shared';
import { SseStream, sseMessage } from './sse-stream.js';

/*
 * One open stream of a project's changes (the SSE machinery is sse-stream.ts). `lastSent` is the
 * revision the client is known to be at.
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

/** Kinds after which the reader's access is checked again before anything else is delivered. */
const ACCESS_CHANGING: ReadonlySet<ProjectChange['kind']> = new Set(['sharing.changed']);

/** Each change is written as text once, however many streams send it (the hub hands them all the same object). */
const changeMessages = new WeakMap<ProjectChange, string>();
function changeMessage(change: ProjectChange): string {
  let text = changeMessages.get(change);
  if (text === undefined) {
    text = sseMessage(LIVE_EVENTS.change, change, change.revision);
    changeMessages.set(change, text);
  }
  return text;
}

const viewersKey = (viewers: Viewer[]): string => JSON.stringify(viewers);

export class LiveStream extends SseStream {
  readonly projectId: string;
  readonly #check: () => Promise<StreamAccess>;
  #lastSent = -1;
  #sentViewers = '';

  constructor(options: {
    projectId: string;
    viewer: Viewer;
    response: ServerResponse;
    check: () => Promise<StreamAccess>;
    log: FastifyBaseLogger;
    onClose: (stream: LiveStream) => void;
  }) {
    super({ ...options, onClose: (stream) => options.onClose(stream as LiveStream) });
    this.projectId = options.projectId;
    this.#check = options.check;
  }

  protected get logContext() {
    return { projectId: this.projectId };
  }

  protected async recheck(): Promise<string | null> {
    const access = await this.#check();
    return access.isAllowed ? null : access.message;
  }

  /** hello, then the replay (or a refetch) from where the client was; then whatever arrived meanwhile. */
  start(start: StreamStart): void {
    if (!this.isClosed) this.#hello(start);
    this.openGate();
  }

  #hello(start: StreamStart): void {
    this.#sentViewers = viewersKey(start.viewers);
    const { revision, since } = start;
    const isUpToDate = since === undefined || since === revision;
    // The id lets a reconnecting EventSource resume from here; only when nothing else is due first.
    this.write(sseMessage(LIVE_EVENTS.hello, { revision, viewers: start.viewers }, isUpToDate ? revision : undefined));
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
    this.enqueue(async () => {
      if (change.revision <= this.#lastSent) return;
      if (change.kind === 'project.deleted') {
        this.#deliver(change);
        this.revoke(LIVE_MESSAGES.projectDeleted);
        return;
      }
      if (ACCESS_CHANGING.has(change.kind)) {
        const access = await this.#check();
        if (!access.isAllowed) {
          this.revoke(access.message);
          return;
        }
      }
      this.#deliver(change);
    });
  }

  pushPresence(viewers: Viewer[]): void {
    this.enqueue(async () => {
      const key = viewersKey(viewers);
      if (key === this.#sentViewers) return;
      this.#sentViewers = key;
      this.write(sseMessage(LIVE_EVENTS.presence, { viewers }));
    });
  }

  /** The bus lost messages: the client refetches from the database's current revision. */
  resync(): void {
    this.enqueue(async () => {
      const access = await this.#check();
      if (!access.isAllowed) this.revoke(access.message);
      else this.#refetch(access.revision);
    });
  }

  #deliver(change: ProjectChange): void {
    if (change.revision <= this.#lastSent) return;
    if (change.revision > this.#lastSent + 1) {
      // A revision never reached this instance (the bus gave up waiting for it): refetch instead.
      this.#refetch(change.revision);
      return;
    }
    this.write(changeMessage(change));
    this.#lastSent = change.revision;
  }

  #refetch(revision: number): void {
    this.write(sseMessage(LIVE_EVENTS.refetch, { revision }, revision));
    this.#lastSent = revision;
  }
}
