import { clashesSchema, portfolioSchema, type Clash, type Portfolio } from '@plotline/shared';
import { api } from '@/lib/api-client';

/* GET /api/v1/portfolio and /portfolio/clashes (docs/api.md "Portfolio", docs/decisions.md D44/D45). */

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
