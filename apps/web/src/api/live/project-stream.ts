import {
  LIVE_EVENTS,
  liveHelloSchema,
  livePresenceSchema,
  liveRefetchSchema,
  liveRevokedSchema,
  projectChangeSchema,
  type ProjectChange,
  type Viewer,
} from '@plotline/shared';
import type { LiveStatus } from '@/lib/live-status';

/*
 * The browser side of GET /api/v1/projects/:projectId/stream (Server-Sent Events). EventSource
 * sends the session cookie, reconnects by itself after a dropped connection and then sends
 * Last-Event-ID, so the server replays what was missed (or says 'refetch'). It gives up for good
 * on an HTTP error (403/404, a proxy's 502): then this client tries a few more times on its own,
 * resuming with ?since=, if the stream had worked before.
 */

export type { LiveStatus };

export interface ProjectStreamHandlers {
  onStatus: (status: LiveStatus) => void;
  /**
   * First message of every connection: the project's revision and who is watching. Without
   * `willReplay` nothing missed before it will follow, so a cache older than `revision` is stale.
   */
  onHello: (hello: { revision: number; viewers: Viewer[]; willReplay: boolean }) => void;
  onChange: (change: ProjectChange) => void;
  onPresence: (viewers: Viewer[]) => void;
  /** The server cannot replay what was missed. */
  onRefetch: () => void;
  /** The user lost read access; the stream is over. */
  onRevoked: (message: string) => void;
}

export const projectStreamPath = (projectId: string) =>
  `/api/v1/projects/${encodeURIComponent(projectId)}/stream`;

/** Waits before each of our own reconnects after EventSource gave up. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 20_000] as const;

/** One `data:` line, checked against its schema; a malformed message is dropped, not fatal. */
function parse<T>(
  schema: { safeParse: (data: unknown) => { success: true; data: T } | { success: false } },
  message: MessageEvent,
): T | null {
  try {
    const result = schema.safeParse(JSON.parse(String(message.data)));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Opens the stream; the returned function closes it for good. */
export function openProjectStream(projectId: string, handlers: ProjectStreamHandlers): () => void {
  let source: EventSource | null = null;
  let hasOpened = false;
  let isClosed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failedAttempts = 0;
  /** The revision of the last change or hello seen: where our own reconnect resumes. */
  let lastRevision: number | null = null;

  const setStatus = (status: LiveStatus) => {
    if (!isClosed) handlers.onStatus(status);
  };

  function stop() {
    isClosed = true;
    clearTimeout(retryTimer);
    source?.close();
    source = null;
  }

  function connect() {
    const resumeFrom = lastRevision;
    const current = new EventSource(
      resumeFrom === null
        ? projectStreamPath(projectId)
        : `${projectStreamPath(projectId)}?since=${resumeFrom}`,
      { withCredentials: true },
    );
    source = current;
    /** EventSource resends the id of the last change it got (Last-Event-ID) when it reconnects. */
    let hasEventId = false;

    current.onopen = () => {
      hasOpened = true;
      failedAttempts = 0;
      setStatus('live');
    };
    current.onerror = () => {
      if (isClosed || source !== current) return;
      if (current.readyState !== EventSource.CLOSED) {
        setStatus(hasOpened ? 'reconnecting' : 'connecting');
        return;
      }
      // CLOSED: an HTTP error (403/404, a proxy's 502) or a response that is not a stream.
      source = null;
      const delay = RECONNECT_DELAYS_MS[failedAttempts];
      if (!hasOpened || delay === undefined) {
        setStatus('off');
        return;
      }
      failedAttempts += 1;
      setStatus('reconnecting');
      retryTimer = setTimeout(connect, delay);
    };

    current.addEventListener(LIVE_EVENTS.hello, (message) => {
      const hello = parse(liveHelloSchema, message);
      if (!hello) return;
      // The server replays from ?since= or Last-Event-ID; without either it starts afresh.
      const willReplay = resumeFrom !== null || hasEventId;
      lastRevision ??= hello.revision;
      if (!willReplay) lastRevision = hello.revision;
      handlers.onHello({ revision: hello.revision, viewers: hello.viewers, willReplay });
    });
    current.addEventListener(LIVE_EVENTS.change, (message) => {
      const change = parse(projectChangeSchema, message);
      if (!change) return;
      hasEventId = true;
      lastRevision = change.revision;
      handlers.onChange(change);
    });
    current.addEventListener(LIVE_EVENTS.presence, (message) => {
      const presence = parse(livePresenceSchema, message);
      if (presence) handlers.onPresence(presence.viewers);
    });
    current.addEventListener(LIVE_EVENTS.refetch, (message) => {
      const data = parse(liveRefetchSchema, message);
      if (data) lastRevision = data.revision;
      handlers.onRefetch();
    });
    current.addEventListener(LIVE_EVENTS.revoked, (message) => {
      const revoked = parse(liveRevokedSchema, message);
      setStatus('off');
      stop();
      handlers.onRevoked(revoked?.message ?? '');
    });
  }

  // No EventSource (an old browser, a test DOM): the views still work, just not live.
  if (typeof EventSource === 'undefined') {
    setStatus('off');
    return stop;
  }
  setStatus('connecting');
  connect();
  return stop;
}
