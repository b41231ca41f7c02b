import {
  LIVE_EVENTS,
  type ProjectChange,
  type Viewer,
} from '@plotline/shared';
import type { LiveStatus } from '@/lib/live-status';
import { lazySchema } from '@/api/response-schemas';
import { openEventStream, parseLiveMessage, type EventStreamControls } from './event-stream';

const helloParser = lazySchema((schemas) => schemas.liveHelloSchema);
const changeParser = lazySchema((schemas) => schemas.projectChangeSchema);
const presenceParser = lazySchema((schemas) => schemas.livePresenceSchema);
const refetchParser = lazySchema((schemas) => schemas.liveRefetchSchema);
export const revokedParser = lazySchema((schemas) => schemas.liveRevokedSchema);

/*
 * The browser side of GET /api/v1/projects/:projectId/stream (Server-Sent Events; the connection
 * is event-stream.ts). After a dropped connection EventSource sends Last-Event-ID, so the server
 * replays what was missed (or says 'refetch'); our own reconnects resume with ?since=.
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

export { RECONNECT_DELAYS_MS } from './event-stream';

/** Opens the stream; the returned function closes it for good. */
export function openProjectStream(projectId: string, handlers: ProjectStreamHandlers): () => void {
  /** The revision of the last change or hello seen: where our own reconnect resumes. */
  let lastRevision: number | null = null;
  let resumeFrom: number | null = null;

  const url = () => {
    resumeFrom = lastRevision;
    return resumeFrom === null ? projectStreamPath(projectId) : `${projectStreamPath(projectId)}?since=${resumeFrom}`;
  };

  function listen(current: EventSource, { setStatus, stop }: EventStreamControls) {
    const parse = parseLiveMessage;
    /** EventSource resends the id of the last change it got (Last-Event-ID) when it reconnects. */
    let hasEventId = false;

    current.addEventListener(LIVE_EVENTS.hello, (message) => {
      const hello = parse(helloParser, message);
      if (!hello) return;
      // The server replays from ?since= or Last-Event-ID; without either it starts afresh.
      const willReplay = resumeFrom !== null || hasEventId;
      lastRevision ??= hello.revision;
      if (!willReplay) lastRevision = hello.revision;
      handlers.onHello({ revision: hello.revision, viewers: hello.viewers, willReplay });
    });
    current.addEventListener(LIVE_EVENTS.change, (message) => {
      const change = parse(changeParser, message);
      if (!change) return;
      hasEventId = true;
      lastRevision = change.revision;
      handlers.onChange(change);
    });
    current.addEventListener(LIVE_EVENTS.presence, (message) => {
      const presence = parse(presenceParser, message);
      if (presence) handlers.onPresence(presence.viewers);
    });
    current.addEventListener(LIVE_EVENTS.refetch, (message) => {
      const data = parse(refetchParser, message);
      if (data) lastRevision = data.revision;
      handlers.onRefetch();
    });
    current.addEventListener(LIVE_EVENTS.revoked, (message) => {
      const revoked = parse(revokedParser, message);
      setStatus('off');
      stop();
      handlers.onRevoked(revoked?.message ?? '');
    });
  }

  return openEventStream({ url, onStatus: handlers.onStatus, listen });
}
