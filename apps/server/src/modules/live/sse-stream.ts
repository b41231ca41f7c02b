import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_EVENTS, LIVE_RETRY_MS, type Viewer } from '@plotline/shared';

/*
 * What every live stream shares (a project's, and the portfolio's: docs/decisions.md D76): the
 * Server-Sent Events response and its headers, one serial queue so messages leave in the order they
 * were decided even when a step waits on the database, the heartbeat that re-checks the reader,
 * the slow-client cut-off, and `revoked` then the end.
 */

/**
 * A client still this far behind when the next message is due is dropped; it reconnects and
 * resumes (or refetches). One message larger than this (a 5,000-event bulk change) is sent whole.
 */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export const sseMessage = (event: string, data: unknown, id?: number): string =>
  `event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;

export abstract class SseStream {
  readonly viewer: Viewer;
  readonly #response: ServerResponse;
  readonly #log: FastifyBaseLogger;
  readonly #onClose: (stream: SseStream) => void;
  #openGate: () => void = () => undefined;
  /** Held shut until `start` has sent hello: what arrives meanwhile waits behind it. */
  #queue: Promise<void> = new Promise<void>((resolve) => {
    this.#openGate = resolve;
  });
  #isClosed = false;
  #isHeartbeatQueued = false;
  #heartbeat: NodeJS.Timeout | undefined;

  protected constructor(options: {
    viewer: Viewer;
    response: ServerResponse;
    log: FastifyBaseLogger;
    onClose: (stream: SseStream) => void;
  }) {
    this.viewer = options.viewer;
    this.#response = options.response;
    this.#log = options.log;
    this.#onClose = options.onClose;
    this.#response.on('close', () => this.close());
  }

  /** What the log says about this stream. */
  protected abstract get logContext(): Record<string, string>;

  /** On each heartbeat, before the `: heartbeat` comment: a message why the reader may no longer hold the stream, or null. */
  protected abstract recheck(): Promise<string | null>;

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
    this.write(`retry: ${LIVE_RETRY_MS}\n\n`);
    this.#heartbeat = setInterval(() => this.#queueHeartbeat(), heartbeatMs);
    this.#heartbeat.unref();
  }

  /** Lets through what waited for the hello (sent by the caller first, unless closed). */
  protected openGate(): void {
    this.#openGate();
  }

  /** Sends `revoked` and ends the stream at once (the reader may no longer see anything queued). */
  revoke(text: string): void {
    this.write(sseMessage(LIVE_EVENTS.revoked, { message: text }));
    this.close();
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

  #queueHeartbeat(): void {
    if (this.#isHeartbeatQueued) return;
    this.#isHeartbeatQueued = true;
    this.enqueue(async () => {
      this.#isHeartbeatQueued = false;
      const refusal = await this.recheck();
      if (refusal !== null) this.revoke(refusal);
      else this.write(': heartbeat\n\n');
    });
  }

  protected write(text: string): void {
    if (this.#isClosed || this.#response.writableEnded || this.#response.destroyed) return;
    // What the client has not taken yet of the earlier messages, not this one.
    const behind = this.#response.writableLength;
    this.#response.write(text);
    if (behind > MAX_BUFFERED_BYTES) {
      this.#log.warn(this.logContext, 'live stream: client too slow; closing it');
      this.close();
    }
  }

  protected enqueue(task: () => Promise<void>): void {
    if (this.#isClosed) return;
    this.#queue = this.#queue
      .then(() => (this.#isClosed ? undefined : task()))
      .catch((error: unknown) => {
        // A failed re-check (database briefly away) must not leak the stream: end it; the client reconnects.
        this.#log.warn({ err: error, ...this.logContext }, 'live stream failed; closing it');
        this.close();
      });
  }
}
