import { z } from 'zod';
import { dependencySchema, projectSummarySchema, timelineWithEventsSchema } from '@plotline/shared';
import { api } from '@/lib/api-client';

/*
 * GET /api/v1/portfolio and /portfolio/clashes (docs/api.md "Portfolio", docs/decisions.md D44/D45).
 * PORTFOLIO_TYPES_PENDING: the shapes of the session contract, until packages/shared carries them.
 */
/** Most days one window may span, counting both ends. */
export const PORTFOLIO_MAX_SPAN_DAYS = 3660;

export const portfolioProjectSchema = projectSummarySchema.extend({
  timelines: z.array(timelineWithEventsSchema),
  dependencies: z.array(dependencySchema),
});
export type PortfolioProject = z.infer<typeof portfolioProjectSchema>;

export const portfolioSchema = z.object({ from: z.string(), to: z.string(), projects: z.array(portfolioProjectSchema) });
export type Portfolio = z.infer<typeof portfolioSchema>;

export const clashEventSchema = z.object({
  eventId: z.string().nullable(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  timelineId: z.string().nullable(),
  title: z.string(),
  date: z.string(),
  endDate: z.string().nullable(),
});
export type ClashEvent = z.infer<typeof clashEventSchema>;

export const clashSchema = z.object({
  kind: z.enum(['freeze', 'deployment', 'overload']),
  days: z.object({ from: z.string(), to: z.string() }),
  events: z.array(clashEventSchema),
});
export type Clash = z.infer<typeof clashSchema>;

const clashesSchema = z.object({ clashes: z.array(clashSchema) });

/** The days asked about and, optionally, the projects (none: every project the user can read). */
export interface PortfolioWindow {
  from: string;
  to: string;
  projectIds?: readonly string[];
}

const windowQuery = ({ from, to, projectIds }: PortfolioWindow) => ({
  from,
  to,
  projectIds: projectIds && projectIds.length > 0 ? projectIds.join(',') : undefined,
});

export const fetchPortfolio = (window: PortfolioWindow, signal?: AbortSignal): Promise<Portfolio> =>
  api.get('/api/v1/portfolio', { query: windowQuery(window), schema: portfolioSchema, signal });

export const fetchClashes = (window: PortfolioWindow, signal?: AbortSignal): Promise<Clash[]> =>
  api
    .get('/api/v1/portfolio/clashes', { query: windowQuery(window), schema: clashesSchema, signal })
    .then((answer) => answer.clashes);
