import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../src/auth/sessions.js';
import { startTestApp, type TestContext } from './harness.js';

/*
 * index.html carries the first screen's chunks as modulepreload links (docs/decisions.md D81):
 * the login screen's without a session cookie, the shell's and the address's view's with one, as
 * the build listed them in preloads.json. The test serves a dist folder it writes itself.
 */

const INDEX = '<!doctype html><html><head><title>Plotline</title></head><body><div id="root"></div></body></html>';
const PRELOADS = {
  signedOut: ['/assets/login-screen-A.js', '/assets/zod-B.js'],
  signedIn: ['/assets/app-shell-C.js', '/assets/menu-D.js'],
  views: { '/timeline': ['/assets/timeline-page-E.js', '/assets/menu-D.js'], '/table': ['/assets/table-page-F.js'] },
};

const preloadsIn = (html: string): string[] =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);

describe('index.html with the first screen’s modulepreload links', () => {
  let dist: string;
  let app: TestContext & { close(): Promise<void> };
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'plotline-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'preloads.json'), JSON.stringify(PRELOADS));
    app = await startTestApp('sqlite', { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });
  const withCookie = () => ({ cookie: `${sessionCookieName(app.config)}=whatever` });

  it('without a session cookie: the login screen’s chunks, compressed and revalidated', async () => {
    const response = await get('/', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary).toLowerCase()).toMatch(/accept-encoding.*cookie/);
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(preloadsIn(html)).toEqual(PRELOADS.signedOut);
    expect(html).toMatch(/<\/head><body><div id="root">/);
  });

  it('with one: the shell’s, and the view’s at that address, each once', async () => {
    expect(preloadsIn((await get('/timeline?project=p', withCookie())).body)).toEqual([
      '/assets/app-shell-C.js',
      '/assets/menu-D.js',
      '/assets/timeline-page-E.js',
    ]);
    expect(preloadsIn((await get('/table', withCookie())).body)).toEqual([...PRELOADS.signedIn, '/assets/table-page-F.js']);
    expect(preloadsIn((await get('/projects', withCookie())).body)).toEqual(PRELOADS.signedIn);
    expect(preloadsIn((await get('/timeline')).body)).toEqual(PRELOADS.signedOut);
  });

  it('with one, <html> names the early reads of the screen at that address; without one, none (docs/decisions.md D83)', async () => {
    const earlyReadsIn = (html: string) => /<html data-early-reads="([^"]*)">/.exec(html)?.[1]?.split(' ');
    expect(earlyReadsIn((await get('/timeline?project=p', withCookie())).body)).toEqual([
      '/api/v1/projects',
      '/api/v1/preferences/ui',
      '/api/v1/preferences/timeline',
    ]);
    expect(earlyReadsIn((await get('/table', withCookie())).body)).toEqual(['/api/v1/projects', '/api/v1/preferences/ui']);
    for (const url of ['/timeline', '/', '/table']) {
      const html = (await get(url)).body;
      expect(html).toMatch(/^<!doctype html><html><head>/);
      expect(html).not.toContain('data-early-reads');
    }
    // A public link's visitor is asked nothing, cookie or not (docs/decisions.md D42).
    expect((await get('/p/secret123', withCookie())).body).not.toContain('data-early-reads');
  });
});
