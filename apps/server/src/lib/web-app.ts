import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { indexPageSender } from './index-page.js';

/*
 * Serves the built web app, with index.html for every client-side route. The build writes a
 * brotli (.br) and a gzip (.gz) copy of every asset (apps/web/vite.config.ts), and @fastify/static
 * sends the best one the browser accepts with `Vary: Accept-Encoding`, so no request spends CPU on
 * compression (docs/decisions.md D35). Hashed assets are cached for a year; index.html is
 * revalidated every time, so a new build is picked up at once; it carries the first screen's
 * chunks as modulepreload links (index-page.ts, docs/decisions.md D81).
 */

export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** Where the built web app is (WEB_DIST_DIR, else apps/web/dist). */
export const webDistDir = (config: Config): string => resolve(config.webDistDir ?? join(import.meta.dirname, '../../web/dist'));

export function registerWebApp(app: FastifyInstance, config: Config): void {
  const dist = webDistDir(config);
  if (!existsSync(join(dist, 'index.html'))) {
    app.log.info({ dist }, 'web app not built; serving the API only');
    return;
  }
  const assets = join(dist, 'assets') + sep;
  void app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: config.compression,
    // The plugin's own `public, max-age=0` would apply to every file; the build's hashed names allow more.
    cacheControl: false,
    setHeaders: (reply, path) => void reply.header('cache-control', path.startsWith(assets) ? HASHED_ASSET_CACHE : REVALIDATE_CACHE),
  });
  const sendIndexPage = indexPageSender(dist, config);
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path.startsWith('/auth/')) {
      return reply.status(404).send({ success: false, message: `Route ${request.method} ${path} not found`, code: 'NOT_FOUND' });
    }
    const file = path.slice(1);
    if (file && !file.includes('..') && existsSync(join(dist, file))) return reply.sendFile(file);
    return sendIndexPage ? sendIndexPage(request, reply.header('cache-control', REVALIDATE_CACHE)) : reply.sendFile('index.html');
  });
}
