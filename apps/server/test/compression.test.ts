import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../src/lib/compression.js';
import { startTestApp, type TestContext } from './harness.js';
import { seedProject } from './planning-fixtures.js';
import { openSse } from './sse-reader.js';

/*
 * Compression (docs/decisions.md D35): the build's .br/.gz copies of static files are sent as the
 * browser accepts them, JSON answers over 1 KB are compressed, the SSE stream never is, and
 * COMPRESSION=false turns it all off. The tests serve a dist folder they write themselves.
 */

const SCRIPT = `export const plan = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `event ${index}`))};\n`;
const INDEX = `<!doctype html><html><head><title>Plotline</title></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;

/** A dist folder as the web build writes it: every text file beside its .br and .gz copies. */
function writeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'plotline-dist-'));
  mkdirSync(join(dist, 'assets'));
  const files = { 'index.html': INDEX, 'assets/index-AbC123.js': SCRIPT };
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(join(dist, file), content);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(content));
  }
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

type Started = TestContext & { close(): Promise<void> };

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compression on (the default)', () => {
  let dist: string;
  let app: Started;
  beforeAll(async () => {
    dist = writeDist();
    app = await startTestApp('sqlite', { env: { WEB_DIST_DIR: dist }, listen: true });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('sends a hashed asset to Accept-Encoding %s as %s, cached for a year', async (accept, encoding) => {
    const response = await get('/assets/index-AbC123.js', { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(response.rawPayload, encoding)).toBe(SCRIPT);
  });

  it('sends index.html compressed and revalidated, for / and for client-side routes', async () => {
    for (const url of ['/', '/timeline?project=x']) {
      const response = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(decode(response.rawPayload, 'br')).toBe(INDEX);
    }
  });

  it('sends a small file without a compressed copy as it is', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<svg');
  });

  it('compresses a JSON answer over 1 KB with the accepted encoding, and not one under it', async () => {
    const owner = await app.createUser();
    const { projectId } = await seedProject(app, owner.id, { timelines: 3, eventsPerTimeline: 10 });
    const cookie = await app.cookieFor(owner.id);
    const plain = await get(`/api/v1/projects/${projectId}`, cookie);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip']] as const) {
      // The first answer compresses, the second comes from the detail cache: the same bytes.
      const first = await get(`/api/v1/projects/${projectId}`, { ...cookie, 'accept-encoding': accept });
      const second = await get(`/api/v1/projects/${projectId}`, { ...cookie, 'accept-encoding': accept });
      for (const response of [first, second]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
        expect(JSON.parse(decode(response.rawPayload, encoding))).toEqual(plain.json());
      }
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
    // A windowed read is compressed too (not from the cache).
    const windowed = await get(`/api/v1/projects/${projectId}?from=2025-08-10`, { ...cookie, 'accept-encoding': 'br' });
    expect(windowed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(windowed.rawPayload, 'br')).data.timelines).toHaveLength(3);

    // Any JSON route over 1 KB: the project list of many projects.
    for (let index = 0; index < 8; index += 1) await seedProject(app, owner.id, { timelines: 0 });
    const list = await get('/api/v1/projects', { ...cookie, 'accept-encoding': 'gzip' });
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(list.rawPayload, 'gzip')).data).toHaveLength(9);

    const small = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThanOrEqual(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
  });

  it('never compresses the live-update stream', async () => {
    const owner = await app.createUser();
    const { projectId } = await seedProject(app, owner.id);
    const opened = await openSse(`${app.config.publicUrl}/api/v1/projects/${projectId}/stream`, {
      ...(await app.cookieFor(owner.id)),
      'accept-encoding': 'br, gzip',
    });
    expect(opened.stream?.status).toBe(200);
    expect(opened.stream?.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(opened.stream?.headers['content-encoding']).toBeUndefined();
    await opened.stream?.next();
    opened.stream?.close();
  });
});

describe('COMPRESSION=false', () => {
  let dist: string;
  let app: Started;
  beforeAll(async () => {
    dist = writeDist();
    app = await startTestApp('sqlite', { env: { WEB_DIST_DIR: dist, COMPRESSION: 'false' } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends static files and JSON as they are', async () => {
    const asset = await app.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(SCRIPT);
    const page = await app.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toBe(INDEX);

    const owner = await app.createUser();
    const { projectId } = await seedProject(app, owner.id, { timelines: 3, eventsPerTimeline: 10 });
    const detail = await app.app.inject({
      url: `/api/v1/projects/${projectId}`,
      headers: { ...(await app.cookieFor(owner.id)), 'accept-encoding': 'br, gzip' },
    });
    expect(detail.rawPayload.length).toBeGreaterThan(1024);
    expect(detail.headers['content-encoding']).toBeUndefined();
    expect(detail.json().data.timelines).toHaveLength(3);
  });
});
