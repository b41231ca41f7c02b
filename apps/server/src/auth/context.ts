import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrganizationRole, PlatformRole, SysRole, UserStatus } from '@plotline/shared';
import { unauthorized } from '../lib/errors.js';

/** Who is calling: resolved once per request from the session cookie or a Bearer API token. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: PlatformRole;
  sysRole: SysRole;
  status: UserStatus;
  organizationId: string | null;
  organizationRole: OrganizationRole | null;
  /**
   * The session (browser) or API token that authenticated this request, or the calendar feed or
   * public link a request without credentials acts through for its creator (docs/decisions.md D42).
   */
  via: { kind: 'session' | 'api_token' | 'published'; id: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** The caller, or 401. Services receive the returned user; they never read the request. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Every route of a module needs a signed-in caller: anonymous callers get 401 before any
 * validation (and before a body is read), so bad input never reveals more than that. Each `/api/v1`
 * module calls it first thing (docs/architecture.md, "Server").
 */
export function requireSignInFirst(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
}
