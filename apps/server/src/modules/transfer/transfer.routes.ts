import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, exportFileSchema, importRequestSchema, importResultSchema } from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import { userRateLimit } from '../../lib/rate-limits.js';
import * as service from './transfer.service.js';

/** `/api/v1/export` and `/api/v1/import` (docs/api.md). */
export async function transferRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);
  const tags = ['import and export'];
  const { limits } = app.config;

  app.get(
    '/export',
    {
      schema: {
        operationId: 'exportProjects',
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
      // Imports carry whole accounts (an export of 200,000 events is about 85 MB): 413 past IMPORT_MAX_BODY_MB.
      bodyLimit: limits.importBodyBytes,
      config: userRateLimit(limits.rate.import, 'imports'),
      schema: {
        operationId: 'importProjects',
        tags,
        summary: 'Import projects in one transaction (append, or replace the projects the caller owns)',
        body: importRequestSchema,
        response: { 200: envelope(importResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.importData({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        body: request.body,
        limits: limits.import,
      }),
    }),
  );
}
