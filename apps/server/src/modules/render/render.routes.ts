import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectParamsSchema, RENDER_FORMATS, renderQuerySchema } from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import * as service from './render.service.js';

const DESCRIPTION =
  'The whole chosen range of the timeline or calendar view with every timeline, the project name, the range, a legend of objectives and the export date, ' +
  'drawn in bundled fonts. Without from/to, two weeks either side of the events; without zoom, the level at which the range fits about 1,600 px. ' +
  'A PDF keeps the zoom\'s scale on landscape pages: a wide range in page-wide slices, the heading, axis and names on every page; the calendar a month a page. ' +
  'Caps: 3,660 days (24 months for the calendar), a PNG 12,000 px wide and 40 megapixels, a PDF 100 pages wide (400 naming the parameter to change).';

const MEDIA = { png: 'image/png', pdf: 'application/pdf' } as const;

/** `GET /api/v1/projects/{id}/render.png` and `.pdf` (docs/api.md, "PNG and PDF"; docs/decisions.md D43). */
export async function renderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);
  for (const format of RENDER_FORMATS) {
    app.get(
      `/projects/:id/render.${format}`,
      {
        schema: {
          operationId: format === 'png' ? 'renderProjectPng' : 'renderProjectPdf',
          tags: ['import and export'],
          summary: `The project's timeline or calendar as a ${format.toUpperCase()} file`,
          description: DESCRIPTION,
          params: projectParamsSchema,
          querystring: renderQuerySchema,
          response: {
            200: {
              description: `The ${format.toUpperCase()} file (Content-Disposition: attachment, with a file name)`,
              content: { [MEDIA[format]]: { schema: z.string().meta({ format: 'binary' }) } },
            },
          },
        },
      },
      async (request, reply) => {
        const file = await service.renderProject({
          db: app.db,
          user: requireUser(request),
          projectId: request.params.id,
          query: request.query,
          format,
        });
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .header('cache-control', 'private, no-store')
          // The document calls the body a binary string; Fastify sends the Buffer as it is, unserialized.
          .send(file.body as unknown as string);
      },
    );
  }
}
