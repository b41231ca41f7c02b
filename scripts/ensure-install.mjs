// Installs dependencies when a fresh clone has none yet, so the README's commands work as they are.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
if (!existsSync(join(root, 'node_modules/.package-lock.json'))) {
  console.log('Installing dependencies (first run; better-sqlite3 compiles, about 90 s)...');
  try {
    execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  } catch {
    // npm ci refuses a lock that lacks optional packages of other platforms (npm/cli#4828);
    // npm install resolves the same pinned versions from the lock and carries on.
    console.log('npm ci failed; retrying with npm install');
    execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  }
}
