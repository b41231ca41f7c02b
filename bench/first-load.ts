import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/*
 * Script bytes needed before the first paint (issue 18, docs/decisions.md D35): for the login
 * route and for the first planning view (the timeline), the entry chunk and every chunk it imports
 * statically, plus the lazy chunks that screen needs and their static imports, read from the
 * build's manifest (apps/web/dist/.vite/manifest.json). Bytes are what goes on the wire: the
 * build's .br copy, or the file itself when a copy would not be smaller. Budget: 170 KB each.
 */

export const FIRST_LOAD_BUDGET_BYTES = 170 * 1024;
export const DEFAULT_DIST = resolve(import.meta.dirname, '../apps/web/dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Each screen: the lazily loaded sources it needs before it paints (those built into the entry are skipped). */
const SCREENS = {
  login: ['src/features/auth/components/login-screen.tsx'],
  'timeline view': ['src/app/shell/app-shell.tsx', 'src/features/timeline/timeline-page.tsx'],
} as const;

export interface ScreenLoad {
  screen: string;
  files: string[];
  /** The page and the style sheets it loads with the scripts. */
  documents: string[];
  /** Uncompressed bytes of the scripts. */
  rawBytes: number;
  /** Brotli bytes as the server sends them (the build's .br copies). */
  brotliBytes: number;
  gzipBytes: number;
}

/** The build's compressed copy, or the file itself when the build wrote none (it would not be smaller). */
export function wireBytes(dist: string, file: string, encoding: 'br' | 'gz'): number {
  const copy = join(dist, `${file}.${encoding}`);
  return statSync(existsSync(copy) ? copy : join(dist, file)).size;
}

export function measureFirstLoad(dist = DEFAULT_DIST): ScreenLoad[] {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest names no entry chunk');
  const closure = (keys: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  return Object.entries(SCREENS).map(([screen, sources]) => {
    const chunks = [...closure([entry, ...sources])].map((key) => manifest[key]!);
    const files = chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js'));
    const documents = ['index.html', ...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    const sum = (size: (file: string) => number) => files.reduce((total, file) => total + size(file), 0);
    return {
      screen,
      files,
      documents,
      rawBytes: sum((file) => statSync(join(dist, file)).size),
      brotliBytes: sum((file) => wireBytes(dist, file, 'br')),
      gzipBytes: sum((file) => wireBytes(dist, file, 'gz')),
    };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const loads = measureFirstLoad(process.argv[2] ? resolve(process.argv[2]) : DEFAULT_DIST);
  console.log('\nScript before the first paint (budget %s brotli)', kb(FIRST_LOAD_BUDGET_BYTES));
  console.table(
    loads.map((load) => ({
      screen: load.screen,
      chunks: load.files.length,
      raw: kb(load.rawBytes),
      gzip: kb(load.gzipBytes),
      brotli: kb(load.brotliBytes),
      budget: load.brotliBytes <= FIRST_LOAD_BUDGET_BYTES ? 'within' : 'OVER',
    })),
  );
  const over = loads.filter((load) => load.brotliBytes > FIRST_LOAD_BUDGET_BYTES);
  if (over.length > 0) {
    console.error(`Over the first-load budget: ${over.map((load) => load.screen).join(', ')}`);
    process.exitCode = 1;
  }
}
