import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  csvImportBodySchema,
  csvImportResultSchema,
  envelope,
  exportFileSchema,
  importRequestSchema,
  importResultSchema,
  projectParamsSchema,
} from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import { userRateLimit } from '../../lib/rate-limits.js';
import { importCsv } from './csv-import.service.js';
import * as service from './transfer.service.js';

/** `/api/v1/export`, `/api/v1/import` and `/api/v1/projects/{id}/csv-import` (docs/api.md). */
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

  app.post(
    '/projects/:id/csv-import',
    {
      bodyLimit: limits.importBodyBytes,
      config: userRateLimit(limits.rate.import, 'imports'),
      schema: {
        operationId: 'importProjectCsv',
        errors: [403],
        tags,
        summary: "Append the table's CSV (one event a row) to the project in one transaction, creating timelines by name",
        description:
          'Columns: Timeline, Title, Start Date, End Date, Objective, Description, Milestone (RFC 4180, UTF-8, a BOM is fine). ' +
          'Any problem refuses the whole file with 400; `details` names each one by line and column. Needs admin rights on the project.',
        params: projectParamsSchema,
        body: csvImportBodySchema,
        response: { 200: envelope(csvImportResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await importCsv({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        projectId: request.params.id,
        csv: request.body.csv,
      }),
    }),
  );
}
