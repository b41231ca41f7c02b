import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { openDatabase, type DatabaseHandle } from '../src/db/index.js';
import type { LiveOptions } from '../src/modules/live/live-hub.js';
import { startTestApp, type TestContext } from './harness.js';
import type { SseStream } from './sse-reader.js';

/**
 * Two app instances on one PostgreSQL database for the suite (call inside a `describe`): A, the
 * test context, and B, a separate instance with its own pool, bus and hub, listening at `bBase()`.
 * Streams pushed onto `open` are closed after each test.
 */
export function twoInstances(live: LiveOptions) {
  let a: Awaited<ReturnType<typeof startTestApp>> | undefined;
  let b: App | undefined;
  let bDatabase: DatabaseHandle | undefined;
  let base = '';
  const open: SseStream[] = [];

  beforeAll(async () => {
    a = await startTestApp('postgres', { listen: true, live });
    bDatabase = openDatabase(a.config.database);
    b = await buildApp({ config: a.config, database: bDatabase, logger: false, migrate: false, live });
    await b.listen({ host: '127.0.0.1', port: 0 });
    const address = b.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const ctx = (): TestContext => {
    if (!a) throw new Error('not started');
    return a;
  };
  return { ctx, bBase: () => base, open };
}
