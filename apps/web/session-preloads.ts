import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { SIGNED_IN_SCREEN, SIGNED_OUT_SCREEN, VIEW_SCREENS } from './screen-chunks';

/*
 * Which script chunks each kind of first load needs beyond the entry's own (docs/decisions.md
 * D81), written by the build to dist/preloads.json: the login screen's for a browser without a
 * session, the shell's for one with a session, and each view's by its address. The server puts
 * them in index.html as `modulepreload` links (apps/server/src/lib/index-page.ts), so they load
 * beside the entry script instead of one request level after it.
 */

export const PRELOADS_FILE = 'preloads.json';

export interface SessionPreloads {
  signedOut: string[];
  signedIn: string[];
  views: Record<string, string[]>;
}

export function sessionPreloads(): Plugin {
  let root = '';
  return {
    name: 'plotline-session-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileName: string, into = new Set<string>()): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byName.get(fileName)?.imports ?? []) withImports(imported, into);
        return into;
      };
      // The entry's own imports are in index.html already (Vite's modulepreload links).
      const entry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...withImports(chunk.fileName)]));
      const preloadsOf = (source: string): string[] => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === join(root, source));
        if (!chunk) this.error(`session-preloads: no chunk for ${source}`);
        return [...withImports(chunk.fileName)].filter((fileName) => !entry.has(fileName)).map((fileName) => `/${fileName}`);
      };
      const preloads: SessionPreloads = {
        signedOut: preloadsOf(SIGNED_OUT_SCREEN),
        signedIn: preloadsOf(SIGNED_IN_SCREEN),
        views: Object.fromEntries(Object.entries(VIEW_SCREENS).map(([path, source]) => [path, preloadsOf(source)])),
      };
      this.emitFile({ type: 'asset', fileName: PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
