import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  permissionEntrySchema,
  permissionParamsSchema,
  projectParamsSchema,
  projectPermissionsSchema,
  revokedShareSchema,
  shareableUserSchema,
  shareProjectBodySchema,
} from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import { userRateLimit } from '../../lib/rate-limits.js';
import * as service from './sharing.service.js';

/** Project sharing. */
export async function sharingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);
  const tags = ['sharing'];

  app.get(
    '/projects/:id/shareable-users',
    {
      schema: {
        operationId: 'listShareableUsers',
        errors: [403],
        tags,
        summary: "Users the owner may share with: active members of the owner's organization (any active user for a SysAdmin)",
        params: projectParamsSchema,
        response: { 200: envelope(z.array(shareableUserSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listShareableUsers({ db: app.db, user: requireUser(request), projectId: request.params.id }),
    }),
  );

  app.get(
    '/projects/:id/permissions',
    {
      schema: {
        operationId: 'listProjectPermissions',
        errors: [403],
        tags,
        summary: 'The owner and every share entry of a project (owner only)',
        params: projectParamsSchema,
        response: { 200: envelope(projectPermissionsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listPermissions({ db: app.db, user: requireUser(request), projectId: request.params.id }),
    }),
  );

  app.post(
    '/projects/:id/share',
    {
      config: userRateLimit(app.config.limits.rate.share, 'share requests'),
      schema: {
        operationId: 'shareProject',
        tags,
        summary: 'Share with a user at a level (default read); sharing again changes the level (owner only)',
        params: projectParamsSchema,
        body: shareProjectBodySchema,
        response: { 200: envelope(permissionEntrySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.shareProject({ db: app.db, bus: app.changeBus, user: requireUser(request), projectId: request.params.id, body: request.body }),
    }),
  );

  app.delete(
    '/projects/:id/permissions/:userId',
    {
      schema: {
        operationId: 'removeProjectPermission',
        tags,
        summary: "Remove a user's access (owner; a shared user may remove their own). Takes effect on the next request",
        params: permissionParamsSchema,
        response: { 200: envelope(revokedShareSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.revokeShare({
        db: app.db,
        bus: app.changeBus,
        user: requireUser(request),
        projectId: request.params.id,
        userId: request.params.userId,
      }),
    }),
  );
}
