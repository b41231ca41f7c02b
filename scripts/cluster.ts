import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/*
 * Several Plotline server processes on one database, and nginx in front of them with the shipped
 * proxy rules (deploy/nginx/plotline-proxy.conf): the multi-instance end-to-end test and the live
 * benchmark use it. Each instance logs to a file in its own temporary folder; on a failed start
 * the tail of that log is part of the error.
 */

const root = resolve(import.meta.dirname, '..');
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** The shipped proxy rules, included verbatim by the generated test configuration. */
export const NGINX_PROXY_RULES = join(root, 'deploy/nginx/plotline-proxy.conf');
/** The cookie that pins a browser to one instance behind the test nginx (value: 1-based index). */
export const PIN_COOKIE = 'plotline_pin';
/** Response header of the test nginx naming the instance(s) that answered (`$upstream_addr`). */
export const UPSTREAM_HEADER = 'x-plotline-upstream';

export interface Instance {
  index: number;
  port: number;
  url: string;
  process: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

export interface StartInstanceOptions {
  index: number;
  port: number;
  databaseUrl: string;
  publicUrl: string;
  /** `dist`: the built server (apps/server/dist/main.js); `source`: the TypeScript sources through tsx. */
  entry?: 'dist' | 'source';
  env?: Record<string, string>;
}

async function waitFor(url: string, timeoutMs: number, isAlive: () => boolean, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (!isAlive() || Date.now() > deadline) throw new Error(`${url} did not become ready\n${describe()}`);
    await new Promise((done) => setTimeout(done, 150));
  }
}

const tail = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-30).join('\n') : '');

async function stopProcess(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Starts one server process on `port` and resolves once its /readyz answers. */
export async function startInstance(options: StartInstanceOptions): Promise<Instance> {
  const dir = mkdtempSync(join(tmpdir(), `plotline-instance-${options.index}-`));
  const logFile = join(dir, 'server.log');
  const log = createWriteStream(logFile);
  const args =
    options.entry === 'source'
      ? ['--import', 'tsx', join(root, 'apps/server/src/main.ts')]
      : ['--enable-source-maps', join(root, 'apps/server/dist/main.js')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: options.publicUrl,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dir,
      LOG_LEVEL: process.env.PLOTLINE_CLUSTER_LOG_LEVEL ?? 'warn',
      // Behind nginx: client addresses come from X-Forwarded-For (docs/operations.md).
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      OIDC_ISSUER: '',
      OIDC_CLIENT_ID: '',
      OIDC_CLIENT_SECRET: '',
      SMTP_URL: '',
      ADMIN_EMAILS: '',
      ...options.env,
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${options.port}`;
  await waitFor(
    `${url}/readyz`,
    60_000,
    () => child.exitCode === null && child.signalCode === null,
    () => `instance ${options.index} (log ${logFile}):\n${tail(logFile)}`,
  );
  return {
    index: options.index,
    port: options.port,
    url,
    process: child,
    logFile,
    async stop() {
      // main.ts finishes in-flight requests within 10 s on SIGTERM.
      await stopProcess(child, 12_000);
      log.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The test nginx configuration: the shipped proxy rules behind one `upstream` block per instance,
 * each with its own instance first and the others as `backup`, chosen by the pin cookie (no cookie:
 * instance 1). A browser thus stays on one instance (the embedded development identity provider
 * keeps its sign-in state in one process) and fails over to the others when it dies.
 */
export function nginxTestConfig(options: { dir: string; port: number; instancePorts: number[] }): string {
  const { dir, port, instancePorts } = options;
  const upstreams = instancePorts
    .map((own, index) => {
      const servers = [
        `    server 127.0.0.1:${own} max_fails=1 fail_timeout=10s;`,
        ...instancePorts.filter((other) => other !== own).map((other) => `    server 127.0.0.1:${other} backup;`),
      ];
      return `  upstream plotline_${index + 1} {\n${servers.join('\n')}\n    keepalive 8;\n  }`;
    })
    .join('\n');
  const pins = instancePorts.map((_, index) => `    ${index + 1} plotline_${index + 1};`).join('\n');
  const isRoot = process.getuid?.() === 0;
  return `# Generated by scripts/cluster.ts for a test run; the rules come from ${NGINX_PROXY_RULES}.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${isRoot ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${upstreams}
  map $cookie_${PIN_COOKIE} $plotline_upstream {
    default plotline_1;
${pins}
  }
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    # Lets the tests see which instance answered (after a failover: both, comma-separated).
    add_header X-Plotline-Upstream $upstream_addr always;
    include ${NGINX_PROXY_RULES};
  }
}
`;
}

export interface Nginx {
  port: number;
  url: string;
  dir: string;
  stop(): Promise<void>;
}

/** Starts nginx (Debian's /usr/sbin/nginx) with `nginxTestConfig` and waits until it proxies /readyz. */
export async function startNginx(options: { port: number; instancePorts: number[] }): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing (apt-get install nginx; scripts/test.sh does it)`);
  const dir = mkdtempSync(join(tmpdir(), 'plotline-nginx-'));
  chmodSync(dir, 0o755);
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, nginxTestConfig({ dir, ...options }));
  const errorLog = join(dir, 'error.log');
  const child = spawn(NGINX, ['-p', dir, '-c', configFile, '-e', errorLog], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${options.port}`;
  await waitFor(
    `${url}/readyz`,
    20_000,
    () => child.exitCode === null && child.signalCode === null,
    () => `nginx (config ${configFile}):\n${stderr}\n${tail(errorLog)}`,
  );
  return {
    port: options.port,
    url,
    dir,
    async stop() {
      // SIGQUIT would wait for open streams; SIGTERM is nginx's fast shutdown.
      await stopProcess(child, 5_000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
