import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EARLY_READS_ATTRIBUTE, earlyReadsFor } from '@plotline/shared';
import { sessionCookieName } from '../auth/sessions.js';
import type { Config } from '../config.js';
import { preferredEncoding, varyOnAcceptEncoding, type ContentEncoding } from './compression.js';

/*
 * index.html with the script chunks its first screen needs as `modulepreload` links (docs/decisions.md
 * D81): the build lists them in dist/preloads.json (apps/web/session-preloads.ts) — the login
 * screen's without a session cookie, the shell's and the address's view's with one — so they load
 * beside the entry script instead of after it. A cookie that turns out to be stale costs the shell's
 * chunks, never correctness: the app still decides by the session check. With a session cookie the
 * page also names, on <html data-early-reads>, the reads that screen's first paint needs
 * (earlyReadsFor, docs/decisions.md D83), which index.html's inline script sends beside the
 * session check; a stale cookie costs those GETs their 401s. Each variant is built and compressed
 * once, on first use.
 */

interface SessionPreloads {
  signedOut: string[];
  signedIn: string[];
  views: Record<string, string[]>;
}

interface Variant {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type IndexPageSender = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** The sender of index.html's variants (the caller sets Cache-Control), or undefined when the build wrote no preloads.json (index.html is then sent as it is). */
export function indexPageSender(dist: string, config: Config): IndexPageSender | undefined {
  const preloadsPath = join(dist, 'preloads.json');
  if (!existsSync(preloadsPath)) return undefined;
  const preloads = JSON.parse(readFileSync(preloadsPath, 'utf8')) as SessionPreloads;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const cookieName = sessionCookieName(config);
  const variants = new Map<string, Variant>();

  const variantFor = (urls: string[], reads: string[]): Variant => {
    const key = `${urls.join(' ')}\n${reads.join(' ')}`;
    let variant = variants.get(key);
    if (!variant) {
      const links = urls.map((url) => `    <link rel="modulepreload" crossorigin href="${url}">\n`).join('');
      const withReads = reads.length ? html.replace(/<html\b/, `<html ${EARLY_READS_ATTRIBUTE}="${reads.join(' ')}"`) : html;
      const identity = Buffer.from(withReads.replace('</head>', `${links}  </head>`));
      variant = {
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(identity, { level: 9 }),
      };
      variants.set(key, variant);
    }
    return variant;
  };

  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const signedIn = Boolean(request.cookies[cookieName]);
    const urls = signedIn ? [...new Set([...preloads.signedIn, ...(preloads.views[path] ?? [])])] : preloads.signedOut;
    const variant = variantFor(urls, signedIn ? earlyReadsFor(path) : []);
    const encoding: ContentEncoding | null = config.compression ? preferredEncoding(request.headers['accept-encoding']) : null;
    if (config.compression) varyOnAcceptEncoding(reply);
    void reply.header('vary', [reply.getHeader('vary'), 'Cookie'].filter(Boolean).join(', '));
    void reply.header('content-type', 'text/html; charset=utf-8');
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.send(encoding ? variant[encoding] : variant.identity);
  };
}
