// `npm start`: install on first run, build the web app and the server, then run Plotline
// on SQLite with the embedded development sign-in (unless configured otherwise).
import { execSync, spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
execSync('node scripts/ensure-install.mjs', { cwd: root, stdio: 'inherit' });
execSync('npm run build', { cwd: root, stdio: 'inherit' });
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
