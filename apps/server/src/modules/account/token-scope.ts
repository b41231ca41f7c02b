import type { FastifyInstance } from 'fastify';
import { API_TOKEN_READ_ONLY_MESSAGE } from '@plotline/shared';
import { forbidden } from '../../lib/errors.js';
import { canCredentialWrite } from './account.service.js';

/** What a `read` token may still send (docs/decisions.md D21). */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Holds API token scopes for every route at once: a `read` token gets 403 on anything but GET/HEAD,
 * before validation or any service runs. Registered on the root instance after the authentication
 * hook (auth/index.ts), which has resolved `request.user` by then.
 */
export function registerTokenScope(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const user = request.user;
    if (!user || user.via.kind !== 'api_token' || READ_METHODS.has(request.method)) return;
    if (!(await canCredentialWrite({ db: app.db, user }))) throw forbidden(API_TOKEN_READ_ONLY_MESSAGE);
  });
}
