import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  invitationResultSchema,
  messageDataSchema,
  messageEnvelope,
  organizationAddUserBodySchema,
  organizationIdParamsSchema,
  organizationInvitationSchema,
  organizationInviteBodySchema,
  organizationMemberRoleBodySchema,
  organizationMemberSchema,
  organizationMemberStatusBodySchema,
  organizationUserParamsSchema,
} from '@plotline/shared';
import { requireUser } from '../../auth/context.js';
import { userRateLimit } from '../../lib/rate-limits.js';
import type { MailContext } from '../users/users.service.js';
import * as service from './organizations.service.js';

/** What inviting needs to send its mail. */
export const mailContext = (app: FastifyInstance, request: FastifyRequest): MailContext => ({
  mailer: app.mailer,
  log: request.log,
  publicUrl: app.config.publicUrl,
});

/**
 * Members of any organization by id (`/api/v1/organizations/:id/users...`): a SysAdmin, or the
 * organization's own owner or admin. The member calls by id let a SysAdmin manage an organization
 * it does not belong to (docs/decisions.md D27); the services are the organization view's own.
 */
export function organizationMemberRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['organizations'];

  app.get(
    '/organizations/:id/users',
    {
      schema: {
        operationId: 'listOrganizationMembers',
        errors: [403],
        tags,
        summary: 'Members of an organization',
        params: organizationIdParamsSchema,
        response: { 200: envelope(z.array(organizationMemberSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listMembers({ db: app.db, actor: requireUser(request), organizationId: request.params.id }),
    }),
  );

  app.post(
    '/organizations/:id/users',
    {
      // It sends invitations (to existing accounts): the same per-user budget as the invite routes.
      config: userRateLimit(app.config.limits.rate.invite, 'invitations'),
      schema: {
        operationId: 'addOrganizationMember',
        errors: [409],
        tags,
        summary:
          'Add an existing user without an organization: a SysAdmin adds them (200, the member); an organization owner or admin invites them (201, the invitation they must accept)',
        params: organizationIdParamsSchema,
        body: organizationAddUserBodySchema,
        response: { 200: envelope(organizationMemberSchema), 201: messageEnvelope(organizationInvitationSchema) },
      },
    },
    async (request, reply) => {
      const result = await service.addMember({
        db: app.db,
        actor: requireUser(request),
        organizationId: request.params.id,
        userId: request.body.user_id,
        organizationRole: request.body.org_role,
      });
      if (result.kind === 'member') return { success: true as const, data: result.member };
      return reply.code(201).send({ success: true as const, message: result.message, data: result.invitation });
    },
  );

  app.delete(
    '/organizations/:id/users/:userId',
    {
      schema: {
        operationId: 'removeOrganizationMember',
        errors: [409],
        tags,
        summary: 'Remove a member from an organization (the account stays)',
        params: organizationUserParamsSchema,
        response: { 200: envelope(messageDataSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.removeMember({
        db: app.db,
        bus: app.changeBus,
        actor: requireUser(request),
        organizationId: request.params.id,
        userId: request.params.userId,
      }),
    }),
  );

  app.post(
    '/organizations/:id/users/invite',
    {
      config: userRateLimit(app.config.limits.rate.invite, 'invitations'),
      schema: {
        operationId: 'inviteOrganizationMember',
        errors: [409],
        tags,
        summary: 'Invite a user into an organization by e-mail (as POST /organization/users/invite)',
        params: organizationIdParamsSchema,
        body: organizationInviteBodySchema,
        response: { 200: messageEnvelope(invitationResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.inviteMember({
        db: app.db,
        actor: requireUser(request),
        organizationId: request.params.id,
        body: request.body,
        mail: mailContext(app, request),
      })),
    }),
  );

  app.put(
    '/organizations/:id/users/:userId/role',
    {
      schema: {
        operationId: 'setOrganizationMemberRole',
        errors: [409],
        tags,
        summary: 'Change a member’s organization role',
        params: organizationUserParamsSchema,
        body: organizationMemberRoleBodySchema,
        response: { 200: envelope(organizationMemberSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.changeMemberRole({
        db: app.db,
        actor: requireUser(request),
        organizationId: request.params.id,
        userId: request.params.userId,
        role: request.body.role,
      }),
    }),
  );

  app.put(
    '/organizations/:id/users/:userId/status',
    {
      schema: {
        operationId: 'setOrganizationMemberStatus',
        errors: [409],
        tags,
        summary: 'Change a member’s status (leaving active ends their sessions at once)',
        params: organizationUserParamsSchema,
        body: organizationMemberStatusBodySchema,
        response: { 200: envelope(organizationMemberSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.changeMemberStatus({
        db: app.db,
        actor: requireUser(request),
        organizationId: request.params.id,
        userId: request.params.userId,
        status: request.body.status,
      }),
    }),
  );
}
