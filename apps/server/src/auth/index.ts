import type { FastifyInstance } from 'fastify';

/** Placeholder until the auth module lands: registers nothing yet. */
export async function registerAuth(_app: FastifyInstance): Promise<void> {}
