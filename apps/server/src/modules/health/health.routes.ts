import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/index.js';

/** `/healthz`: the process is up. `/readyz`: the database answers (load balancers route on it). */
export async function healthRoutes(app: FastifyInstance, options: { database: DatabaseHandle }): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ success: true, data: { status: 'ok' } }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await options.database.ping();
      return { success: true, data: { status: 'ready', database: options.database.kind } };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ success: false, message: 'Database unavailable', code: 'UNAVAILABLE' });
    }
  });
}
