import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { App } from '../apps/server/src/app.js';
import type { Config } from '../apps/server/src/config.js';
import type { DatabaseHandle } from '../apps/server/src/db/index.js';
import { freePort } from './postgres.js';

/*
 * The one way tests and benchmarks start a Plotline server process (docs/decisions.md D33): the
 * end-to-end config (e2e/playwright.config.ts, through Playwright's webServer), the multi-instance
 * cluster (scripts/cluster.ts) and the view and live benchmarks (bench/). The server runs with
 * `NODE_ENV=test`, on 127.0.0.1, every sign-in setting blanked (no Google or OIDC client, so the
 * embedded development provider signs people in; no SMTP, no ADMIN_EMAILS) whatever the calling
 * shell holds, a SQLite file in its own temporary data folder unless told otherwise, and counts as
 * started once /readyz answers. `startAppInProcess` is the same server built inside the calling
 * process (the server benchmarks and `npm run api:types`), from the same settings.
 */

export const ROOT = resolve(import.meta.dirname, '..');
/** The built server (`npm run build`), what `npm start` runs. */
export const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');

/** `dist`: the built server; `source`: the TypeScript sources through tsx (no build needed). */
export type ServerEntry = 'dist' | 'source';

/** Node's arguments for the server process. */
export function serverArgs(entry: ServerEntry = 'dist'): string[] {
  return entry === 'source'
    ? ['--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')]
    : ['--enable-source-maps', SERVER_ENTRY];
}

/** The same as a shell command run from the repository root (Playwright's webServer takes one). */
export const SERVER_COMMAND = 'node --enable-source-maps apps/server/dist/main.js';

/** A free TCP port on 127.0.0.1, synchronously (for configuration files that must be complete when evaluated). */
export function freePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

export interface TestServerEnvOptions {
  port: number;
  /** Default: http://127.0.0.1:<port>. */
  publicUrl?: string | undefined;
  /** Default: a SQLite file in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Default: warn. */
  logLevel?: string | undefined;
}

/**
 * The variables that set up a test server: with the caller's environment spread first and these
 * after it, no sign-in provider, mail server or administrator list of the shell leaks in.
 */
export function testServerEnv(options: TestServerEnvOptions): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: options.publicUrl ?? `http://127.0.0.1:${options.port}`,
    DATABASE_URL: options.databaseUrl ?? `sqlite:${join(options.dataDir, 'plotline.db')}`,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: options.logLevel ?? 'warn',
    // No Google or OIDC client: the embedded development provider signs people in.
    GOOGLE_CLIENT_ID: '',
    GOOGLE_CLIENT_SECRET: '',
    OIDC_ISSUER: '',
    OIDC_CLIENT_ID: '',
    OIDC_CLIENT_SECRET: '',
    SMTP_URL: '',
    ADMIN_EMAILS: '',
  };
}

/** Polls `url` until it answers 2xx; fails early when the process died, naming what `describe` says. */
export async function waitForReady(
  url: string,
  options: { timeoutMs: number; isAlive: () => boolean; describe: () => string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (!options.isAlive() || Date.now() > deadline)
      throw new Error(`${url} did not become ready\n${options.describe()}`);
    await new Promise((done) => setTimeout(done, 150));
  }
}

/** The last lines of a log file ('' when it does not exist). */
export const tail = (file: string, lines = 30): string =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '';

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited. */
export async function stopProcess(child: ChildProcess, graceMs: number): Promise<void> {
  if (!isRunning(child)) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export interface StartServerOptions {
  /** Names the temporary folder and the error on a failed start ('server'). */
  name?: string | undefined;
  port: number;
  publicUrl?: string | undefined;
  /** Default: SQLite in the temporary data folder. */
  databaseUrl?: string | undefined;
  entry?: ServerEntry | undefined;
  logLevel?: string | undefined;
  /** Set after the test settings (e.g. TRUST_PROXY, limits, WEB_DIST_DIR). */
  env?: Record<string, string> | undefined;
  /** `file` (default): the server's output goes to server.log in its data folder; `inherit`: to this process's. */
  output?: 'file' | 'inherit' | undefined;
  /** Default: 60 s. */
  readyTimeoutMs?: number | undefined;
}

export interface TestServer {
  port: number;
  /** http://127.0.0.1:<port> (the process itself, whatever PUBLIC_URL says). */
  url: string;
  dataDir: string;
  /** server.log in the data folder (empty with `output: 'inherit'`). */
  logFile: string;
  process: ChildProcess;
  /** SIGTERM (main.ts finishes in-flight requests within 10 s), then removes the data folder. */
  stop(): Promise<void>;
}

/** Starts one server process in a new temporary data folder and resolves once its /readyz answers. */
export async function startServer(options: StartServerOptions): Promise<TestServer> {
  const name = options.name ?? 'server';
  const dataDir = mkdtempSync(join(tmpdir(), `plotline-${name}-`));
  const logFile = join(dataDir, 'server.log');
  const toFile = (options.output ?? 'file') === 'file';
  const child = spawn(process.execPath, serverArgs(options.entry), {
    cwd: ROOT,
    stdio: ['ignore', toFile ? 'pipe' : 'inherit', toFile ? 'pipe' : 'inherit'],
    env: {
      ...process.env,
      ...testServerEnv({
        port: options.port,
        publicUrl: options.publicUrl,
        databaseUrl: options.databaseUrl,
        dataDir,
        logLevel: options.logLevel,
      }),
      ...options.env,
    },
  });
  const log = toFile ? createWriteStream(logFile) : undefined;
  if (log) {
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    await stopProcess(child, 12_000);
    log?.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(`${url}/readyz`, {
      timeoutMs: options.readyTimeoutMs ?? 60_000,
      isAlive: () => isRunning(child),
      describe: () =>
        `${name} (exit code ${child.exitCode ?? 'none'}; log ${toFile ? logFile : 'above'}):\n${toFile ? tail(logFile) : ''}`,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { port: options.port, url, dataDir, logFile: toFile ? logFile : '', process: child, stop };
}

export interface AppInProcessOptions {
  /** Names the temporary data folder ('app'). */
  name?: string | undefined;
  /** Listen on a free port of 127.0.0.1; otherwise only `app.inject` answers (PUBLIC_URL http://127.0.0.1:3000). */
  listen?: boolean | undefined;
  /** Set after the test settings (e.g. NODE_ENV, WEB_DIST_DIR, limits). */
  env?: Record<string, string> | undefined;
  /** Wraps the opened database before the app gets it (e.g. a Kysely plugin counting queries). */
  wrapDatabase?: ((database: DatabaseHandle) => DatabaseHandle) | undefined;
}

export interface AppInProcess {
  app: App;
  config: Config;
  /** The database the app uses (wrapped when asked). */
  database: DatabaseHandle;
  dataDir: string;
  /** http://127.0.0.1:<port>: where it listens, or the PUBLIC_URL its answers name. */
  url: string;
  /** Closes the app and the database and removes the data folder. */
  close(): Promise<void>;
}

/**
 * The server built in this process (`buildApp`) with the test server's settings (`testServerEnv`:
 * sign-in settings blanked, a SQLite file in a new temporary data folder, no web files unless
 * `env` names WEB_DIST_DIR), silent. The server's modules are imported here, when called, so the
 * Playwright config that reads this file never loads them.
 */
export async function startAppInProcess(options: AppInProcessOptions = {}): Promise<AppInProcess> {
  const [{ buildApp }, { loadConfig }, { openDatabase }] = await Promise.all([
    import('../apps/server/src/app.js'),
    import('../apps/server/src/config.js'),
    import('../apps/server/src/db/index.js'),
  ]);
  const dataDir = mkdtempSync(join(tmpdir(), `plotline-${options.name ?? 'app'}-`));
  const port = options.listen ? await freePort() : 3000;
  const config = loadConfig({
    ...testServerEnv({ port, dataDir, logLevel: 'silent' }),
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    ...options.env,
  });
  const opened = openDatabase(config.database);
  const database = options.wrapDatabase?.(opened) ?? opened;
  const removeData = async () => {
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let app: App;
  try {
    app = await buildApp({ config, database, logger: false });
  } catch (error) {
    await removeData();
    throw error;
  }
  const close = async () => {
    await app.close();
    await removeData();
  };
  try {
    if (options.listen) await app.listen({ host: '127.0.0.1', port });
  } catch (error) {
    await close();
    throw error;
  }
  return { app, config, database, dataDir, url: `http://127.0.0.1:${port}`, close };
}
