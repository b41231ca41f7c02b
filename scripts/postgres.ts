import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * Starts a throwaway PostgreSQL server from the machine's binaries in a temporary folder on a
 * free port (tests and benchmarks), and stops it afterwards. initdb refuses root, so the data and
 * socket folders belong to the postgres user and the binaries run through runuser.
 */

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface TempPostgres {
  /** Connection URL of the `postgres` database; create per-test databases from it. */
  url: string;
  port: number;
  stop(): void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startPostgres(): Promise<TempPostgres> {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    throw new Error(`PostgreSQL binaries not found in ${PG_BIN} (set PG_BIN)`);
  }
  const base = mkdtempSync(join(tmpdir(), 'plotline-pg-'));
  const dataDir = join(base, 'data');
  const socketDir = join(base, 'sock');
  const isRoot = process.getuid?.() === 0;
  const asPostgres = (command: string, args: string[]) =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args]] as const : [join(PG_BIN, command), args] as const;
  if (isRoot) {
    execFileSync('chmod', ['755', base]);
    execFileSync('install', ['-d', '-o', 'postgres', '-g', 'postgres', '-m', '700', dataDir]);
    execFileSync('install', ['-d', '-o', 'postgres', '-g', 'postgres', '-m', '700', socketDir]);
  } else {
    execFileSync('mkdir', ['-p', dataDir, socketDir]);
  }
  const [initCmd, initArgs] = asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  const [startCmd, startArgs] = asPostgres('pg_ctl', ['-D', dataDir, '-w', '-l', join(dataDir, 'server.log'), '-o', options, 'start']);
  execFileSync(startCmd, startArgs, { stdio: 'ignore' });
  let isStopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      if (isStopped) return;
      isStopped = true;
      const [stopCmd, stopArgs] = asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      spawnSync(stopCmd, stopArgs, { stdio: 'ignore' });
      rmSync(base, { recursive: true, force: true });
    },
  };
}
