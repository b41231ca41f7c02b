import type { LazyResponseParser } from '@/lib/api-client';
import type { LiveStatus } from '@/lib/live-status';

/*
 * What the browser side of every live stream shares (a project's, the portfolio's: docs/decisions.md
 * D76): EventSource sends the session cookie and reconnects by itself after a dropped connection; it
 * gives up for good on an HTTP error (403/404, a proxy's 502), and then this client tries a few more
 * times on its own if the stream had worked before.
 */

/** Waits before each of our own reconnects after EventSource gave up. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 20_000] as const;

/**
 * One `data:` line, checked against its schema; a malformed message is dropped, not fatal. Before
 * the schemas are loaded (api/response-schemas.ts) a message is trusted as the server wrote it,
 * like an answer (docs/decisions.md D82).
 */
export function parseLiveMessage<T>(schema: LazyResponseParser<T>, message: MessageEvent): T | null {
  try {
    const data: unknown = JSON.parse(String(message.data));
    return schema.current ? schema.current.parse(data) : (data as T);
  } catch {
    return null;
  }
}

export interface EventStreamControls {
  setStatus: (status: LiveStatus) => void;
  /** Closes the stream for good. */
  stop: () => void;
}

/**
 * Opens a stream at `url()` (asked again at each of our own reconnects) and lets `listen` add its
 * message listeners to each new EventSource; the returned function closes it for good.
 */
export function openEventStream(options: {
  url: () => string;
  onStatus: (status: LiveStatus) => void;
  listen: (source: EventSource, controls: EventStreamControls) => void;
}): () => void {
  let source: EventSource | null = null;
  let hasOpened = false;
  let isClosed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failedAttempts = 0;

  const setStatus = (status: LiveStatus) => {
    if (!isClosed) options.onStatus(status);
  };

  function stop() {
    isClosed = true;
    clearTimeout(retryTimer);
    source?.close();
    source = null;
  }

  function connect() {
    const current = new EventSource(options.url(), { withCredentials: true });
    source = current;
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
    options.listen(current, { setStatus, stop });
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
