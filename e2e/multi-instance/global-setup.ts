import { execFileSync } from 'node:child_process';
import { startInstance, startNginx, type Instance, type Nginx } from '../../scripts/cluster.js';
import { startPostgres, type TempPostgres } from '../../scripts/postgres.js';
import { ROOT } from '../../scripts/server-kit.js';

/*
 * PostgreSQL, migrations (once, before any instance starts), two built server instances and nginx.
 * The instances' process ids go to the spec through the environment (it kills instance 1).
 * The returned function is Playwright's global teardown.
 */

export default async function globalSetup(): Promise<() => Promise<void>> {
  const nginxPort = Number(process.env.PLOTLINE_MI_NGINX_PORT);
  const ports = [Number(process.env.PLOTLINE_MI_PORT_1), Number(process.env.PLOTLINE_MI_PORT_2)];
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  // For trying work in progress without `npm run build`: PLOTLINE_MI_ENTRY=source runs the server's
  // TypeScript sources, PLOTLINE_MI_WEB_DIST points at a web build elsewhere. The suite uses neither.
  const entry = process.env.PLOTLINE_MI_ENTRY === 'source' ? 'source' : 'dist';
  const webDist = process.env.PLOTLINE_MI_WEB_DIST;

  let postgres: TempPostgres | undefined;
  const instances: Instance[] = [];
  let nginx: Nginx | undefined;
  const teardown = async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    postgres?.stop();
  };
  try {
    postgres = await startPostgres();
    execFileSync(process.execPath, ['apps/server/dist/migrate.js'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: postgres.url, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    const databaseUrl = postgres.url;
    instances.push(
      ...(await Promise.all(
        ports.map((port, index) =>
          startInstance({ index: index + 1, port, databaseUrl, publicUrl, entry, env: webDist ? { WEB_DIST_DIR: webDist } : {} }),
        ),
      )),
    );
    nginx = await startNginx({ port: nginxPort, instancePorts: ports });
  } catch (error) {
    await teardown();
    throw error;
  }
  instances.forEach((instance) => {
    process.env[`PLOTLINE_MI_PID_${instance.index}`] = String(instance.process.pid);
  });
  return teardown;
}
