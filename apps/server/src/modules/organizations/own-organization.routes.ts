import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  invitationResultSchema,
  messageDataSchema,
  messageEnvelope,
  organizationInviteBodySchema,
  organizationMemberRoleBodySchema,
  organizationMemberSchema,
  organizationMemberStatusBodySchema,
  organizationSchema,
  ownOrganizationUpdateBodySchema,
  userIdParamsSchema,
} from '@plotline/shared';
import { requireUser } from '../../auth/context.js';
import { userRateLimit } from '../../lib/rate-limits.js';
import { mailContext } from './organization-members.routes.js';
import * as service from './organizations.service.js';

/** `/api/v1/organization/...`: the caller's own organization (the organization view). */
export function ownOrganizationRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ownTags = ['organization'];

  app.get(
    '/organization',
    { schema: { operationId: 'getOwnOrganization', errors: [403, 404], tags: ownTags, summary: "The caller's organization", response: { 200: envelope(organizationSchema) } } },
    async (request) => ({
      success: true as const,
      data: await service.getOwnOrganization({ db: app.db, actor: requireUser(request) }),
    }),
  );

  app.put(
    '/organization',
    {
      schema: {
        operationId: 'updateOwnOrganization',
        errors: [404, 409],
        tags: ownTags,
        summary: "Edit the caller's organization details",
        body: ownOrganizationUpdateBodySchema,
        response: { 200: envelope(organizationSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateOwnOrganization({ db: app.db, actor: requireUser(request), body: request.body }),
    }),
  );

  app.get(
    '/organization/users',
    {
      schema: {
        operationId: 'listOwnOrganizationMembers',
        errors: [403, 404],
        tags: ownTags,
        summary: "Members of the caller's organization",
        response: { 200: envelope(z.array(organizationMemberSchema)) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      return {
        success: true as const,
        data: await service.listMembers({ db: app.db, actor }),
      };
    },
  );

  app.post(
    '/organization/users/invite',
    {
      config: userRateLimit(app.config.limits.rate.invite, 'invitations'),
      schema: {
        operationId: 'inviteOwnOrganizationMember',
        errors: [404, 409],
        tags: ownTags,
        summary: "Invite a user into the caller's organization",
        body: organizationInviteBodySchema,
        response: { 200: messageEnvelope(invitationResultSchema) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      return {
        success: true as const,
        ...(await service.inviteMember({
          db: app.db,
          actor,
          body: request.body,
          mail: mailContext(app, request),
        })),
      };
    },
  );

  app.put(
    '/organization/users/:id/role',
    {
      schema: {
        operationId: 'setOwnOrganizationMemberRole',
        errors: [409],
        tags: ownTags,
        summary: 'Change a member’s organization role',
        params: userIdParamsSchema,
        body: organizationMemberRoleBodySchema,
        response: { 200: envelope(organizationMemberSchema) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      return {
        success: true as const,
        data: await service.changeMemberRole({
          db: app.db,
          actor,
          userId: request.params.id,
          role: request.body.role,
        }),
      };
    },
  );

  app.put(
    '/organization/users/:id/status',
    {
      schema: {
        operationId: 'setOwnOrganizationMemberStatus',
        errors: [409],
        tags: ownTags,
        summary: 'Change a member’s status (leaving active ends their sessions at once)',
        params: userIdParamsSchema,
        body: organizationMemberStatusBodySchema,
        response: { 200: envelope(organizationMemberSchema) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      return {
        success: true as const,
        data: await service.changeMemberStatus({
          db: app.db,
          actor,
          userId: request.params.id,
          status: request.body.status,
        }),
      };
    },
  );

  app.delete(
    '/organization/users/:id',
    {
      schema: {
        operationId: 'removeOwnOrganizationMember',
        errors: [409],
        tags: ownTags,
        summary: 'Remove a member from the organization (the account stays)',
        params: userIdParamsSchema,
        response: { 200: envelope(messageDataSchema) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      return {
        success: true as const,
        data: await service.removeMember({
          db: app.db,
          bus: app.changeBus,
          actor,
          userId: request.params.id,
        }),
      };
    },
  );
}
