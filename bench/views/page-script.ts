import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import type { BenchPage } from './page/bench-page.js';

/*
 * The in-page half of the view benchmark (page/bench-page.ts), bundled into one classic script for
 * `BrowserContext.addInitScript`, and the typed way to call it from Node.
 */

/** page/bench-page.ts as one self-running script (no imports, no module syntax). */
export async function pageScript(): Promise<string> {
  const result = await build({
    entryPoints: [join(import.meta.dirname, 'page/bench-page.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'warning',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('bundling bench/views/page/bench-page.ts produced nothing');
  return output.text;
}

type Method = keyof BenchPage;

/** Calls `window.__bench[method](...args)` in the page and returns its (awaited) result. */
export async function callPage<M extends Method>(
  page: Page,
  method: M,
  ...args: Parameters<BenchPage[M]>
): Promise<Awaited<ReturnType<BenchPage[M]>>> {
  // A string expression, not a function: tsx's transform would add helpers the page lacks.
  const expression = `window.__bench.${method}(...${JSON.stringify(args)})`;
  return (await page.evaluate(expression)) as Awaited<ReturnType<BenchPage[M]>>;
}
