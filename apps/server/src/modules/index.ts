import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/account.routes.js';
import { adminRoutes } from './admin/admin.routes.js';
import { baselinesRoutes } from './baselines/baselines.routes.js';
import { organizationsRoutes } from './organizations/organizations.routes.js';
import { preferencesRoutes } from './preferences/preferences.routes.js';
import { transferRoutes } from './transfer/transfer.routes.js';
import { dependenciesRoutes } from './dependencies/dependencies.routes.js';
import { dragdropRoutes } from './dragdrop/dragdrop.routes.js';
import { eventsRoutes } from './events/events.routes.js';
import { historyRoutes } from './history/history.routes.js';
import { liveRoutes } from './live/live.routes.js';
import { objectivesRoutes } from './objectives/objectives.routes.js';
import { portfolioRoutes } from './portfolio/portfolio.routes.js';
import { projectsRoutes } from './projects/projects.routes.js';
import { renderRoutes } from './render/render.routes.js';
import { sharingRoutes } from './sharing/sharing.routes.js';
import { timelinesRoutes } from './timelines/timelines.routes.js';

/** Every `/api/v1` module, registered in order by app.ts. */
export const apiModules: FastifyPluginAsync[] = [
  projectsRoutes,
  timelinesRoutes,
  eventsRoutes,
  dependenciesRoutes,
  baselinesRoutes,
  dragdropRoutes,
  objectivesRoutes,
  sharingRoutes,
  preferencesRoutes,
  transferRoutes,
  adminRoutes,
  organizationsRoutes,
  accountRoutes,
  liveRoutes,
  renderRoutes,
  historyRoutes,
  portfolioRoutes,
];
