import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type DatabaseHandle, type DbKind } from '../src/db/index.js';
import type { NewUser } from '../src/db/schema.js';
import { createSession, sessionCookieName } from '../src/auth/sessions.js';
import { newId } from '../src/lib/ids.js';
import type { Mailer, MailMessage } from '../src/lib/mail.js';
import type { LiveOptions } from '../src/modules/live/live-hub.js';
import type { AuthOptions } from '../src/auth/index.js';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { insertUser } from './fixtures.js';
import { checkResponsesAgainstDocument, type ResponseContract } from './openapi-contract.js';

/*
 * The API suite runs every `describeEachDatabase` block twice: on SQLite and on the real
 * PostgreSQL server global-setup.ts started. Each block gets a fresh, migrated database.
 */

export const DIALECTS: DbKind[] = ['sqlite', 'postgres'];

export interface TestContext {
  kind: DbKind;
  app: App;
  config: Config;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  /** Messages the app "sent" (tests that need a real SMTP server build their own mailer). */
  sentMail: MailMessage[];
  /** Inserts a user (active Normal viewer unless overridden). */
  createUser(overrides?: Partial<NewUser>): Promise<NewUser & { id: string }>;
  /** A session cookie header for the user, as if they had signed in. */
  cookieFor(userId: string): Promise<{ cookie: string }>;
  /** Headers for a state-changing call from the app's own origin. */
  sameOrigin: { origin: string };
  /** Answers that did not match the served OpenAPI document (openapi-contract.ts). */
  contract: ResponseContract;
}

export interface HarnessOptions {
  env?: Record<string, string>;
  /** Listen on a real port (needed by the OIDC flow, which fetches the embedded provider). */
  listen?: boolean;
  /** Use the app's own mailer built from the config (SMTP_URL or the outbox) instead of capturing into sentMail. */
  realMailer?: boolean;
  /** Live-update settings handed to buildApp (short heartbeats, small resume rings). */
  live?: LiveOptions;
  /** Sign-in settings handed to buildApp (an independent provider's TLS trust). */
  auth?: AuthOptions;
}

/**
 * `app.inject` sends `Host: localhost:80`, but the server answers API calls on PUBLIC_URL's host
 * only (lib/security.ts). Injected requests present PUBLIC_URL's host, as a browser would, unless
 * a test names another host to prove the rule.
 */
function injectAtPublicHost(app: App, config: Config): void {
  const host = new URL(config.publicUrl).host;
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  const atPublicHost = (options: InjectOptions | string) => {
    const request = typeof options === 'string' ? { url: options } : options;
    return inject({ ...request, headers: { host, ...request.headers } });
  };
  Object.assign(app, { inject: atPublicHost });
}

async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresUrl');
  const name = `plotline_test_${newId().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return {
    url: adminUrl.replace(/\/postgres$/, `/${name}`),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export async function startTestApp(kind: DbKind, options: HarnessOptions = {}): Promise<TestContext & { close(): Promise<void> }> {
  const tmp = mkdtempSync(join(tmpdir(), 'plotline-test-'));
  const pgDb = kind === 'postgres' ? await createPostgresDatabase() : null;
  const port = options.listen ? await (await import('../../../scripts/postgres.js')).freePort() : 3000;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: pgDb ? pgDb.url : `sqlite:${join(tmp, 'test.db')}`,
    DATA_DIR: tmp,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(tmp, 'no-web'),
    ...options.env,
  });
  const sentMail: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sentMail.push(message);
    },
  };
  const database = openDatabase(config.database);
  const app = await buildApp({
    config,
    database,
    ...(options.realMailer ? {} : { mailer }),
    ...(options.live ? { live: options.live } : {}),
    ...(options.auth ? { auth: options.auth } : {}),
    logger: false,
  });
  injectAtPublicHost(app, config);
  const contract = checkResponsesAgainstDocument(app);
  if (options.listen) await app.listen({ host: '127.0.0.1', port });
  else await app.ready();

  const ctx: TestContext = {
    kind,
    app,
    config,
    database,
    db: database.db,
    sentMail,
    sameOrigin: { origin: config.publicUrl },
    contract,
    async createUser(overrides = {}) {
      return insertUser(database.db, overrides);
    },
    async cookieFor(userId) {
      const session = await createSession(database.db, config, userId);
      return { cookie: `${sessionCookieName(config)}=${session.token}` };
    },
  };
  return {
    ...ctx,
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
      rmSync(tmp, { recursive: true, force: true });
      failOnMismatches(contract);
    },
  };
}

function failOnMismatches(contract: ResponseContract): void {
  const mismatches = contract.take();
  if (mismatches.length) throw new Error(`Answers the OpenAPI document does not describe:\n${mismatches.join('\n')}`);
}

/**
 * Runs the block once per database. Inside, call `ctx()` in tests to get the running app.
 */
export function describeEachDatabase(
  name: string,
  body: (ctx: () => TestContext) => void,
  options: HarnessOptions = {},
): void {
  for (const kind of DIALECTS) {
    describe(`${name} [${kind}]`, () => {
      let current: (TestContext & { close(): Promise<void> }) | undefined;
      beforeAll(async () => {
        current = await startTestApp(kind, options);
      });
      // An answer the document does not describe fails the test that received it (docs/decisions.md D34).
      afterEach(() => {
        if (current) failOnMismatches(current.contract);
      });
      afterAll(async () => {
        await current?.close();
      });
      body(() => {
        if (!current) throw new Error('test app not started');
        return current;
      });
    });
  }
}
