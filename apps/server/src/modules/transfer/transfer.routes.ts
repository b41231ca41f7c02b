import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, exportFileSchema, importRequestSchema, importResultSchema } from '@plotline/shared';
import { requireUser } from '../../auth/context.js';
import * as service from './transfer.service.js';

/** Imports carry whole accounts (100,000 events is about 20 MB); past this they get 413. */
export const IMPORT_BODY_LIMIT = 50 * 1024 * 1024;

/** `/api/v1/export` and `/api/v1/import` (spec part 2, section 7). */
export async function transferRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Anonymous callers get 401 before any validation (and before an import body is read).
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  const tags = ['import and export'];

  app.get(
    '/export',
    {
      schema: {
        tags,
        summary: 'Every project the caller can read, with timelines and events (the export file)',
        response: { 200: exportFileSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.exportData({ db: app.db, user: requireUser(request) }),
    }),
  );

  app.post(
    '/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Import projects in one transaction (append, or replace the projects the caller owns)',
        body: importRequestSchema,
        response: { 200: envelope(importResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.importData({ db: app.db, bus: app.changeBus, user: requireUser(request), body: request.body }),
    }),
  );
}
