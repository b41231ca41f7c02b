import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/admin.routes.js';
import { organizationsRoutes } from './organizations/organizations.routes.js';
import { preferencesRoutes } from './preferences/preferences.routes.js';
import { transferRoutes } from './transfer/transfer.routes.js';

/** Every `/api/v1` module, registered in order by app.ts. */
export const apiModules: FastifyPluginAsync[] = [preferencesRoutes, transferRoutes, adminRoutes, organizationsRoutes];
