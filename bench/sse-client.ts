import { LIVE_EVENTS } from '../packages/shared/src/index.js';

/*
 * One live stream (GET …/projects/{id}/stream) read the way a browser tab does, for the benchmarks
 * that count deliveries (bench/live.ts, bench/bulk-viewers.ts). The arrival time is the
 * `performance.now()` of the chunk that completed the message, before it is parsed.
 */

/**
 * Opens the stream and resolves once its `hello` arrived; `onChange` runs per `change` message with
 * its arrival time and its `data:` text (not parsed).
 */
export async function openStream(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  onChange: (receivedAt: number, data: string) => void,
): Promise<void> {
  const response = await fetch(url, { headers: { ...headers, accept: 'text/event-stream' }, signal });
  if (!response.ok || !response.body) throw new Error(`stream ${url} → ${response.status} ${await response.text()}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let resolveHello: () => void = () => {};
  const hello = new Promise<void>((resolvePromise) => (resolveHello = resolvePromise));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const receivedAt = performance.now();
        buffer += value.replace(/\r\n/g, '\n');
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: ?(.*)$/m.exec(block)?.[1];
          if (name === LIVE_EVENTS.hello) resolveHello();
          if (name === LIVE_EVENTS.change) onChange(receivedAt, /^data: ?(.*)$/m.exec(block)?.[1] ?? '');
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  await hello;
}
