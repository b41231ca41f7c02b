import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { sessionPreloads } from './session-preloads';
import { screenChunkName } from './screen-chunks';
import { earlyScriptTag, INDEX_HEAD_SCRIPTS } from '../../packages/shared/src/early-session.js';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz, level 9) copy of every text asset after the
 * build, so the server sends them without compressing at request time (docs/decisions.md D35).
 * A copy that would not be smaller is not written (the file is sent as it is). Source maps are
 * left out: only developer tools fetch them.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'plotline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
          const writeIfSmaller = (extension: string) => async (bytes: Buffer) => {
            if (bytes.length < content.length) await writeFile(`${path}${extension}`, bytes);
          };
          await Promise.all([
            brotli(content, { params }).then(writeIfSmaller('.br')),
            gzipAsync(content, { level: 9 }).then(writeIfSmaller('.gz')),
          ]);
        }),
      );
    },
  };
}

/**
 * index.html's inline scripts first in <head> (classic, so they run before the body paints, and before the stylesheet, which would hold them back until it has loaded): the theme
 * (packages/shared/src/theme.ts), so the page has its theme before first paint (docs/decisions.md
 * D41), and the early session check (packages/shared/src/early-session.ts, D81). The server's CSP
 * allows these texts by their hashes (and the static login page's script loader, D89).
 */
function inlineHeadScripts(): Plugin {
  return {
    name: 'plotline-inline-head-scripts',
    transformIndexHtml: () => INDEX_HEAD_SCRIPTS.map((children) => ({ tag: 'script', children, injectTo: 'head-prepend' as const })),
  };
}

/**
 * The stylesheet before the module script and its modulepreload links (Vite puts it after them):
 * the first paint waits for the stylesheet only, so it is asked for first, right after the inline
 * head scripts, which must stay ahead of it (inlineHeadScripts). The page's static screen then
 * paints while the script is still on its way (docs/decisions.md D89).
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'plotline-stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/^\s*<link rel="stylesheet"[^>]*>\n/gm) ?? [];
        const rest = stylesheets.reduce((page, tag) => page.replace(tag, ''), html);
        const at = rest.search(/^\s*<script type="module"/m);
        return at < 0 ? html : rest.slice(0, at) + stylesheets.join('') + rest.slice(at);
      },
    },
  };
}

/**
 * The early project read's script (src/early.ts, docs/decisions.md D109) as an `async` module script
 * ahead of the entry, in place of the modulepreload link Vite writes for it (the entry imports from
 * its chunk): it runs as soon as it has arrived, not once the entry has loaded. The server keeps it
 * out of the static login page, which loads it with the entry after its first paint.
 */
const EARLY_CHUNK = 'early';
function earlyScript(): Plugin {
  return {
    name: 'plotline-early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((file) => file.type === 'chunk' && file.isEntry && file.name === EARLY_CHUNK);
        // Alone, it is a few KB; importing another chunk (React, the entry's) would make it wait for that.
        if (chunk?.type === 'chunk' && chunk.imports.length > 0) throw new Error(`plotline-early-script: the early chunk imports ${chunk.imports.join(', ')}`);
        const src = chunk && `/${chunk.fileName}`;
        const preload = `\n    <link rel="modulepreload" crossorigin href="${src}">`;
        const at = html.indexOf('<script type="module"');
        if (!src || !html.includes(preload) || at < 0) throw new Error('plotline-early-script: no early chunk, or no entry script and early modulepreload in index.html');
        const rest = html.replace(preload, '');
        return `${rest.slice(0, at)}${earlyScriptTag(src)}\n    ${rest.slice(at)}`;
      },
    },
  };
}

/**
 * The login screen's static markup (static-screens/login.html, which app/static-login-screen.test.tsx
 * holds to the app's render) into dist as login-screen.html: the server puts it in #root of
 * the page it sends without a session cookie, so that page paints the login screen before any
 * script has run (docs/decisions.md D89).
 */
function staticScreens(): Plugin {
  return {
    name: 'plotline-static-screens',
    apply: 'build',
    async generateBundle() {
      const source = await readFile(fileURLToPath(new URL('./static-screens/login.html', import.meta.url)), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'login-screen.html', source: source.trim() });
    },
  };
}

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [inlineHeadScripts(), react(), tailwindcss(), sessionPreloads(), earlyScript(), stylesheetFirst(), staticScreens(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React 19 has the hook the shim back-ports (src/lib/use-sync-external-store.ts).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000', '/dev-oidc': 'http://localhost:3000' },
  },
  // The manifest names each source's chunk; bench/first-load.ts measures the first load from it.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Everything the entry imports statically is one chunk (docs/decisions.md D89): every page loads
    // all of it first anyway, and as some twenty small shared chunks it cost a request each. The
    // lucide icons are one chunk too, instead of a file of 150-300 bytes per icon. The rest is
    // grouped by the first-load screens that need it (screen-chunks.ts, D98) and the groups folded
    // into few files (D108); a module's imports are grouped by the same rule, so the group does not
    // take them in with it.
    rolldownOptions: {
      // The early project read is an entry of its own (D109), a script of index.html beside the app's.
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), [EARLY_CHUNK]: fileURLToPath(new URL('./src/early.ts', import.meta.url)) },
      output: {
        codeSplitting: {
          groups: [
            // The early script and what it imports, ahead of the entry's group: a few KB, no React (D109).
            { name: EARLY_CHUNK, test: /src[\\/]early\.ts$/, priority: 1 },
            { name: 'initial', tags: ['$initial'] },
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: -1 },
            { name: screenChunkName(webRoot), debugName: 'screens', priority: -2, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    passWithNoTests: true,
    // A guard against a hung test, not a speed check: jsdom renders of the big views take several
    // seconds on a loaded two-core machine, past Vitest's default of 5 s.
    testTimeout: 20_000,
  },
});
