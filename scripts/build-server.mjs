// Bundles the server (and @plotline/shared, which ships TypeScript source) into apps/server/dist.
// Third-party packages stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../apps/server');
const pkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@plotline/'));

await build({
  entryPoints: { main: join(serverDir, 'src/main.ts'), migrate: join(serverDir, 'src/migrate-cli.ts') },
  outdir: join(serverDir, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`), 'zod', 'zod/*'],
  logLevel: 'warning',
});
