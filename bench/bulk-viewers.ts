/*
 * The 50 viewers of bench/bulk.ts, in a process of their own (docs/decisions.md D72): forked by the
 * bench so their reading of each change competes with the server for the machine's cores, as fifty
 * browser tabs would, not for the server's one thread. Each viewer is a live stream read like a tab
 * reads it (bench/sse-client.ts); each change is parsed, and a change a tab could not fold into its
 * cached project (a `project.updated`, or a large change sent without its events) is followed by the
 * tab's read of the project, so "had it" means "had the data".
 *
 * Protocol over IPC: the parent sends `{ type: 'open', base, projectId, headers, count }`; this
 * answers `{ type: 'ready' }` once every stream had its hello, then `{ type: 'arrival', viewer, at,
 * bytes }` per change per viewer (bytes: the length of its `data:` line), `at` in epoch milliseconds (performance.timeOrigin + performance.now(),
 * the parent's clock too). `{ type: 'close' }` ends it.
 */
import { openStream } from './sse-client.js';

interface OpenMessage {
  type: 'open';
  base: string;
  projectId: string;
  headers: Record<string, string>;
  count: number;
}

interface LiveChange {
  kind: string;
  events?: unknown;
  shifted?: unknown;
  event?: unknown;
  deletedEventIds?: unknown;
}

const epochNow = () => performance.timeOrigin + performance.now();
const send = (message: unknown) => process.send?.(message);

/** What the web app cannot fold in and reads again (apps/web/src/api/live/apply-project-change.ts). */
function needsRead(change: LiveChange): boolean {
  if (change.kind === 'project.updated' || change.kind === 'project.imported') return true;
  const carriesEvents = [change.events, change.shifted, change.event, change.deletedEventIds].some((field) => field !== undefined);
  return (change.kind.startsWith('bulk.') || change.kind === 'events.changed') && !carriesEvents;
}

async function open(message: OpenMessage, abort: AbortController): Promise<void> {
  const { base, projectId, headers, count } = message;
  for (let index = 0; index < count; index += 10) {
    const batch = Array.from({ length: Math.min(10, count - index) }, (_, offset) => {
      const viewer = index + offset;
      // One tab's changes are handled in order, as a tab's stream handler would.
      let queue = Promise.resolve();
      // Had it = parsed (and read again when a tab would), not only received.
      return openStream(`${base}/projects/${projectId}/stream`, headers, abort.signal, (_receivedAt, data) => {
        queue = queue.then(async () => {
          const change = JSON.parse(data) as LiveChange;
          if (needsRead(change)) {
            const response = await fetch(`${base}/projects/${projectId}`, { headers, signal: abort.signal });
            await response.json();
          }
          send({ type: 'arrival', viewer, at: epochNow(), bytes: data.length });
        });
      });
    });
    await Promise.all(batch);
  }
  send({ type: 'ready' });
}

const abort = new AbortController();
process.on('message', (message: OpenMessage | { type: 'close' }) => {
  if (message.type === 'open') {
    void open(message, abort).catch((error: unknown) => {
      send({ type: 'error', message: String(error) });
      process.exit(1);
    });
    return;
  }
  abort.abort();
  process.exit(0);
});
