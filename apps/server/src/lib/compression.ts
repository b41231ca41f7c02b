import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/*
 * Compression of API answers (docs/decisions.md D35). Static files are compressed once by the
 * build and sent as they are (web-app.ts); JSON answers over COMPRESS_MIN_BYTES are compressed
 * here, with brotli at a low quality for speed, or gzip for browsers without brotli. The project
 * detail keeps its compressed bytes per revision (project-detail-cache.ts) and arrives here
 * already encoded. Streams (the SSE feed, static files) pass untouched. COMPRESSION=false turns
 * all of it off for deployments whose proxy compresses.
 */

export type ContentEncoding = 'br' | 'gzip';

/** Answers up to this many bytes go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
/** Brotli quality 4 compresses JSON about as well as gzip -9 at gzip -6's speed. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `body` compressed with `encoding` (on the thread pool, so the event loop keeps serving). */
export function compressBody(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: GZIP_LEVEL });
}

/**
 * The encoding to answer with for an Accept-Encoding header (RFC 9110 section 12.5.3): brotli
 * before gzip at equal weight, `*` stands for both, `q=0` refuses; null means identity.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const)
    .map((encoding) => ({ encoding, q: weightOf(encoding) }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)[0];
  return best?.encoding ?? null;
}

/** Adds Accept-Encoding to Vary without repeating it. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) return;
  void reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
}

/** Sends `body`, already encoded with `encoding` (or as it is when null); the hook below adds Vary. */
export function sendEncoded(reply: FastifyReply, body: Buffer, encoding: ContentEncoding | null): FastifyReply {
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** Compresses every JSON answer over COMPRESS_MIN_BYTES that is not encoded yet. */
export function registerCompression(app: FastifyInstance, enabled: boolean): void {
  if (!enabled) return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    varyOnAcceptEncoding(reply);
    if (reply.hasHeader('content-encoding') || Buffer.byteLength(payload) <= COMPRESS_MIN_BYTES) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compressBody(Buffer.isBuffer(payload) ? payload : Buffer.from(payload), encoding);
    reply.removeHeader('content-length');
    void reply.header('content-encoding', encoding);
    return compressed;
  });
}
