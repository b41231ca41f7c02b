import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPTS_LOADER } from '@plotline/shared';
import { sessionCookieName } from '../src/auth/sessions.js';
import { startTestApp, type TestContext } from './harness.js';

/*
 * index.html carries the first screen's chunks as modulepreload links (docs/decisions.md D81):
 * the login screen's without a session cookie, the shell's and the address's view's with one, as
 * the build listed them in preloads.json. The test serves a dist folder it writes itself.
 */

const LOADING = '<main aria-busy="true"><div role="status">Loading</div></main>';
const INDEX = [
  '<!doctype html><html><head><title>Plotline</title>',
  // The early project read's script, as the build writes it ahead of the entry (docs/decisions.md D109).
  '<script type="module" async crossorigin src="/assets/early-X.js"></script>',
  '<script type="module" crossorigin src="/assets/index-Z.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-Y.js">',
  `</head><body><div id="root">${LOADING}</div>\n<!-- end #root --></body></html>`,
].join('\n');
const LOGIN = '<main><div><a href="/auth/google">Continue with Google</a></div></main>';
const PRELOADS = {
  signedOut: ['/assets/login-screen-A.js', '/assets/zod-B.js'],
  signedIn: ['/assets/app-shell-C.js', '/assets/menu-D.js'],
  views: { '/timeline': ['/assets/timeline-page-E.js', '/assets/menu-D.js'], '/table': ['/assets/table-page-F.js'] },
};

const deferredIn = (html: string) => /data-deferred-scripts="([^"]*)"/.exec(html)?.[1]?.split(' ');
const preloadsIn = (html: string): string[] =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g)].map((match) => match[1]!);

describe('index.html with the first screen’s modulepreload links', () => {
  let dist: string;
  let app: TestContext & { close(): Promise<void> };
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'plotline-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'preloads.json'), JSON.stringify(PRELOADS));
    writeFileSync(join(dist, 'login-screen.html'), LOGIN);
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
    // The static login page asks for no script as it is parsed: its loader adds them after the first paint (docs/decisions.md D89).
    expect(preloadsIn(html)).toEqual([]);
    expect(html).not.toContain('<script type="module"');
    expect(deferredIn(html)).toEqual(['/assets/index-Z.js', '/assets/early-X.js', '/assets/react-Y.js', ...PRELOADS.signedOut]);
    expect(html).toContain(`${LOGIN}</div>\n<!-- end #root --><script>${DEFERRED_SCRIPTS_LOADER}</script></body>`);
  });

  it('with one: the early project read is a script of its own ahead of the entry, run as soon as it arrives (docs/decisions.md D109)', async () => {
    const html = (await get('/timeline?project=p', withCookie())).body;
    expect(html).toContain('<script type="module" async crossorigin src="/assets/early-X.js" fetchpriority="low"></script>');
    expect(html.indexOf('early-X.js')).toBeLessThan(html.indexOf('index-Z.js'));
  });

  it('with one: the shell’s, and the view’s at that address, each once', async () => {
    expect(preloadsIn((await get('/timeline?project=p', withCookie())).body)).toEqual([
      '/assets/react-Y.js',
      '/assets/app-shell-C.js',
      '/assets/menu-D.js',
      '/assets/timeline-page-E.js',
    ]);
    expect(preloadsIn((await get('/table', withCookie())).body)).toEqual(['/assets/react-Y.js', ...PRELOADS.signedIn, '/assets/table-page-F.js']);
    expect(preloadsIn((await get('/projects', withCookie())).body)).toEqual(['/assets/react-Y.js', ...PRELOADS.signedIn]);
    expect(deferredIn((await get('/timeline')).body)).toEqual(['/assets/index-Z.js', '/assets/early-X.js', '/assets/react-Y.js', ...PRELOADS.signedOut]);
    // A sign-in landing without a cookie: the loading screen and the login screen's chunks as links.
    expect(preloadsIn((await get('/?error=user_status_pending')).body)).toEqual(['/assets/react-Y.js', ...PRELOADS.signedOut]);
  });

  it('with one, asks for every script at low priority, so the early reads go first (docs/decisions.md D95)', async () => {
    const html = (await get('/timeline?project=p', withCookie())).body;
    const links = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toContain(' fetchpriority="low"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Z.js" fetchpriority="low"></script>');
    expect(html).toContain('<script type="module" async crossorigin src="/assets/early-X.js" fetchpriority="low"></script>');
  });

  it('with one, <html> names the early reads of the screen at that address; without one, none (docs/decisions.md D83)', async () => {
    const earlyReadsIn = (html: string) => /<html data-early-reads="([^"]*)">/.exec(html)?.[1]?.split(' ');
    expect(earlyReadsIn((await get('/timeline?project=p', withCookie())).body)).toEqual([
      '/api/v1/projects',
      '/api/v1/preferences/ui',
      '/api/v1/preferences/timeline',
      '/api/v1/objectives',
    ]);
    expect(earlyReadsIn((await get('/table', withCookie())).body)).toEqual([
      '/api/v1/projects',
      '/api/v1/preferences/ui',
      '/api/v1/objectives',
    ]);
    for (const url of ['/timeline', '/', '/table']) {
      const html = (await get(url)).body;
      expect(html).toMatch(/^<!doctype html><html><head>/);
      expect(html).not.toContain('data-early-reads');
    }
    // A public link's visitor is asked nothing, cookie or not (docs/decisions.md D42).
    expect((await get('/p/secret123', withCookie())).body).not.toContain('data-early-reads');
  });

  it('without one, #root holds the login screen as static HTML; with one or on a sign-in landing, the loading screen (docs/decisions.md D89)', async () => {
    const rootOf = (html: string) => /<div id="root"( data-static-screen="login")?[^>]*>([\s\S]*)<\/div>\n<!-- end #root -->/.exec(html)?.slice(1);
    for (const url of ['/', '/timeline?project=p', '/projects', '/?project=p']) {
      expect(rootOf((await get(url)).body), url).toEqual([' data-static-screen="login"', LOGIN]);
    }
    const loading = [undefined, LOADING];
    expect(rootOf((await get('/timeline', withCookie())).body)).toEqual(loading);
    for (const url of ['/?show_registration_form=true&temp_token=t', '/?error=user_status_pending', '/?error=authentication_failed']) {
      expect(rootOf((await get(url)).body), url).toEqual(loading);
    }
  });
});
