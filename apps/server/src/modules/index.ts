import type { FastifyPluginAsync } from 'fastify';

/** Every `/api/v1` module, registered in order by app.ts. */
export const apiModules: FastifyPluginAsync[] = [];
