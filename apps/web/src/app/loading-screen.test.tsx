import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './loading-screen';

/*
 * index.html paints the loading screen as static HTML before any script has run, and React's first
 * render replaces it with this component (docs/decisions.md D81): the two must be the same markup,
 * or the page would change under the reader when the app takes over.
 */
const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
const staticShell = /<div id="root">([\s\S]*?)<\/div>\s*<!-- end #root -->/.exec(indexHtml)?.[1];

describe('the static loading screen in index.html', () => {
  it('is the markup React renders first', () => {
    expect(staticShell).toBeDefined();
    expect(staticShell!.replace(/>\s+</g, '><').trim()).toBe(renderToStaticMarkup(<LoadingScreen />));
  });
});
