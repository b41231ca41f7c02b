import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  messageDataSchema,
  organizationCreateBodySchema,
  organizationIdParamsSchema,
  organizationSchema,
  organizationUpdateBodySchema,
} from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import * as service from './organizations.service.js';
import { organizationInvitationRoutes } from './organization-invitations.routes.js';
import { organizationMemberRoutes } from './organization-members.routes.js';
import { ownOrganizationRoutes } from './own-organization.routes.js';

/**
 * `/api/v1/organizations/...` (any organization: SysAdmin, or its own owner or admin) and
 * `/api/v1/organization/...` (the caller's own organization, the organization view), one file per
 * job: the organizations themselves here, their members, invitations and the caller's own.
 */
export async function organizationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);
  const tags = ['organizations'];

  app.get(
    '/organizations',
    {
      schema: {
        operationId: 'listOrganizations',
        errors: [403],
        tags,
        summary: 'All organizations with their user counts (SysAdmin); an organization admin sees their own',
        response: { 200: envelope(z.array(organizationSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listOrganizations({ db: app.db, actor: requireUser(request) }),
    }),
  );

  app.post(
    '/organizations',
    {
      schema: {
        operationId: 'createOrganization',
        errors: [409],
        tags,
        summary: 'Create an organization (SysAdmin)',
        body: organizationCreateBodySchema,
        response: { 200: envelope(organizationSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.createOrganization({ db: app.db, actor: requireUser(request), body: request.body }),
    }),
  );

  app.get(
    '/organizations/current',
    {
      schema: {
        operationId: 'getCurrentOrganization',
        tags,
        summary: "The caller's own organization, or null",
        response: { 200: envelope(organizationSchema.nullable()) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getCurrentOrganization({ db: app.db, actor: requireUser(request) }),
    }),
  );

  app.get(
    '/organizations/:id',
    {
      schema: { operationId: 'getOrganization', errors: [403], tags, summary: 'One organization', params: organizationIdParamsSchema, response: { 200: envelope(organizationSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await service.getOrganization({ db: app.db, actor: requireUser(request), organizationId: request.params.id }),
    }),
  );

  app.put(
    '/organizations/:id',
    {
      schema: {
        operationId: 'updateOrganization',
        errors: [409],
        tags,
        summary: 'Update an organization (subscription, status and limits: SysAdmin only)',
        params: organizationIdParamsSchema,
        body: organizationUpdateBodySchema,
        response: { 200: envelope(organizationSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateOrganization({
        db: app.db,
        actor: requireUser(request),
        organizationId: request.params.id,
        body: request.body,
      }),
    }),
  );

  app.delete(
    '/organizations/:id',
    {
      schema: {
        operationId: 'deleteOrganization',
        tags,
        summary: 'Delete an organization (SysAdmin); its members keep their accounts',
        params: organizationIdParamsSchema,
        response: { 200: envelope(messageDataSchema) },
      },
    },
    async (request) => {
      await service.deleteOrganization({ db: app.db, bus: app.changeBus, actor: requireUser(request), organizationId: request.params.id });
      return { success: true as const, data: { message: 'Organization deleted' } };
    },
  );

  organizationMemberRoutes(app);
  organizationInvitationRoutes(app);
  ownOrganizationRoutes(app);
}
