import { request, type IncomingMessage } from 'node:http';

/*
 * A small Server-Sent Events client for the live-update tests (Node 20 has no EventSource): an
 * HTTP request whose body is read as it streams, parsed into messages as the browser would.
 * It uses node:http on a connection of its own rather than fetch, because fetch's pool opens a
 * spare connection whenever a stream is aborted, and that idle connection would hold up the
 * server's close at the end of every suite.
 */

export interface SseMessage {
  event: string;
  // Tests assert the shapes themselves.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  id: string | undefined;
}

/** Long enough for a slow CI machine; only a safety net that turns a hang into a readable failure. */
const WAIT_MS = 10_000;

export class SseStream {
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  /** Every message received, in order. */
  readonly messages: SseMessage[] = [];
  /** Comment lines (`: heartbeat`). */
  readonly comments: string[] = [];
  /** `retry:` values received. */
  readonly retries: number[] = [];
  /** Resolves when the server ends the stream (or it is aborted). */
  readonly ended: Promise<void>;
  #consumed = 0;
  #isEnded = false;
  #wake: (() => void) | undefined;
  readonly #response: IncomingMessage;

  constructor(response: IncomingMessage) {
    this.status = response.statusCode ?? 0;
    this.headers = response.headers;
    this.#response = response;
    this.ended = this.#read(response);
  }

  async #read(response: IncomingMessage): Promise<void> {
    response.setEncoding('utf8');
    let buffer = '';
    try {
      for await (const chunk of response) {
        buffer += chunk as string;
        let boundary = buffer.indexOf('\n\n');
        while (boundary !== -1) {
          this.#parse(buffer.slice(0, boundary));
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test, or the connection dropped: either way the stream has ended.
    } finally {
      this.#isEnded = true;
      this.#wake?.();
    }
  }

  #parse(block: string): void {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        this.comments.push(line.slice(1).trim());
        this.#wake?.();
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
      else if (field === 'retry') this.retries.push(Number(value));
    }
    if (data.length > 0) {
      this.messages.push({ event, data: JSON.parse(data.join('\n')), id });
      this.#wake?.();
    }
  }

  /**
   * The next message not yet taken (skipping none): resolves as soon as it arrives; fails with
   * what did arrive when the stream ends first or nothing comes.
   */
  async next(): Promise<SseMessage> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const message = this.messages[this.#consumed];
      if (message) {
        this.#consumed += 1;
        return message;
      }
      if (this.#isEnded) throw new Error(`stream ended; received ${JSON.stringify(this.messages.map((m) => m.event))}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no message within ${WAIT_MS} ms; received ${JSON.stringify(this.messages.map((m) => m.event))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#wake = undefined;
    }
  }

  /** The next message of this event type, skipping others (presence, for example). */
  async nextOf(event: string): Promise<SseMessage> {
    for (;;) {
      const message = await this.next();
      if (message.event === event) return message;
    }
  }

  /** Waits until `check` holds (checked whenever anything arrives); fails when the stream ends first. */
  async until(check: () => boolean, what: string): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    while (!check()) {
      if (this.#isEnded) throw new Error(`stream ended before ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${WAIT_MS} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#wake = undefined;
    }
  }

  /** Waits until the server ends the stream (fails if it does not). */
  async waitForEnd(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the stream did not end')), WAIT_MS);
    });
    try {
      await Promise.race([this.ended, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  get isEnded(): boolean {
    return this.#isEnded;
  }

  close(): void {
    this.#response.destroy();
  }
}

/** Opens a stream; a non-2xx answer is returned as JSON in `error` instead. */
export async function openSse(
  url: string,
  headers: Record<string, string>,
): Promise<{ stream: SseStream; error?: undefined } | { stream?: undefined; error: { status: number; body: unknown } }> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    // agent: false = a connection of its own, closed with the stream.
    const outgoing = request(url, { agent: false, headers: { accept: 'text/event-stream', ...headers } }, resolve);
    outgoing.on('error', reject);
    outgoing.end();
  });
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    let text = '';
    response.setEncoding('utf8');
    for await (const chunk of response) text += chunk as string;
    return { error: { status, body: JSON.parse(text) } };
  }
  return { stream: new SseStream(response) };
}
