import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clashesSchema, envelope, portfolioQuerySchema, portfolioSchema } from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import { ProjectCountsCache } from '../projects/project-counts-cache.js';
import { PortfolioWindowCache } from './portfolio-window-cache.js';
import * as service from './portfolio.service.js';

/** `/api/v1/portfolio` (docs/api.md, docs/decisions.md D44). */
export async function portfolioRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);
  const tags = ['portfolio'];
  const counts = new ProjectCountsCache();
  const cache = new PortfolioWindowCache();

  app.get(
    '/portfolio',
    {
      schema: {
        operationId: 'getPortfolio',
        tags,
        summary:
          'Every project the caller can read (or those of projectIds), by name, with its timelines and only the events overlapping [from, to], and the dependencies between them',
        querystring: portfolioQuerySchema,
        response: { 200: envelope(portfolioSchema) },
      },
    },
    async (request, reply) => {
      const body = await service.getPortfolioJson({ db: app.db, user: requireUser(request), counts, cache, query: request.query });
      // Already serialized (portfolio-window-cache.ts, from the schemas declared above); Fastify sends a Buffer unchanged.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/portfolio/clashes',
    {
      schema: {
        operationId: 'getPortfolioClashes',
        tags,
        summary:
          "Clashes in [from, to], in groups: each freeze with the deployments on it (another project's freeze when the caller cannot read it), each cluster of deployments of different projects sharing days, each run of days a timeline holds over 5 overlapping lanes. At most 200 clashes of at most 50 events each (total, truncated, eventCount say what was left out). projectIds: only the clashes that involve those projects",
        querystring: portfolioQuerySchema,
        response: { 200: envelope(clashesSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getClashes({ db: app.db, user: requireUser(request), counts, query: request.query }),
    }),
  );
}
