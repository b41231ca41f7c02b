import Fastify, { type FastifyInstance } from 'fastify';
import { compressBody } from '../apps/server/src/lib/compression.js';

/*
 * The serialization floor of the project GET (issue 18, docs/decisions.md D59): a bare Fastify in
 * the benchmark's own process answering with the same payload the app sends, without sessions,
 * access checks, SQL or the detail cache. Measured under the same autocannon load as the real
 * route, it is the most any route could do on this machine with that answer:
 *
 *   /stringify   JSON.stringify of the parsed payload on every request, then written (what a route
 *                without a serialized cache would at least cost);
 *   /identity    the same JSON bytes, serialized once, written on every request;
 *   /br          the same bytes compressed once (brotli, the app's quality) and written with
 *                Content-Encoding: br — the floor of a cached compressed answer.
 */

/** `ping` answers at once: the bench waits on it until a run's backlog is worked off. */
export type FloorRoute = 'stringify' | 'identity' | 'br' | 'ping';

export interface SerializationFloor {
  url: (route: FloorRoute) => string;
  /** Brotli bytes of the payload, as the floor (and the app's cache) sends them. */
  brotliBytes: number;
  close: () => Promise<void>;
}

/** Starts the floor server on `port` for `identity`, the app's own answer (UTF-8 JSON). */
export async function startSerializationFloor(identity: Buffer, port: number): Promise<SerializationFloor> {
  const payload: unknown = JSON.parse(identity.toString('utf8'));
  const brotli = await compressBody(identity, 'br');
  const app: FastifyInstance = Fastify({ logger: false });
  app.get('/ping', () => 'ok');
  app.get('/stringify', (_request, reply) => reply.type('application/json; charset=utf-8').send(JSON.stringify(payload)));
  app.get('/identity', (_request, reply) => reply.type('application/json; charset=utf-8').send(identity));
  app.get('/br', (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('content-encoding', 'br').send(brotli),
  );
  await app.listen({ host: '127.0.0.1', port });
  return {
    url: (route) => `http://127.0.0.1:${port}/${route}`,
    brotliBytes: brotli.length,
    close: () => app.close(),
  };
}
