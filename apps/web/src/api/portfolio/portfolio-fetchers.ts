import { expandPortfolio, type Clashes, type Portfolio } from '@plotline/shared';
import { api } from '@/lib/api-client';
import { lazySchema } from '@/api/response-schemas';

const portfolioParser = lazySchema((schemas) => schemas.portfolioSchema);
const clashesParser = lazySchema((schemas) => schemas.clashesSchema);

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

/** Each event whole again: the answer leaves out what its place says (docs/decisions.md D74). */
export const fetchPortfolio = async (window: PortfolioWindow, signal?: AbortSignal): Promise<Portfolio> =>
  expandPortfolio(await api.get('/api/v1/portfolio', { query: windowQuery(window), schema: portfolioParser, signal }));

/** The clashes, in groups: at most the server's limit, with their total (docs/decisions.md D55). */
export const fetchClashes = (window: PortfolioWindow, signal?: AbortSignal): Promise<Clashes> =>
  api.get('/api/v1/portfolio/clashes', { query: windowQuery(window), schema: clashesParser, signal });
