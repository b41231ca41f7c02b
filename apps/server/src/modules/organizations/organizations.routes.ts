import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  invitationResultSchema,
  messageDataSchema,
  messageEnvelope,
  organizationAddUserBodySchema,
  organizationCreateBodySchema,
  organizationIdParamsSchema,
  organizationInvitationOfOrganizationParamsSchema,
  organizationInvitationParamsSchema,
  organizationInvitationSchema,
  organizationInviteBodySchema,
  organizationMemberRoleBodySchema,
  organizationMemberSchema,
  organizationMemberStatusBodySchema,
  organizationSchema,
  organizationUpdateBodySchema,
  organizationUserParamsSchema,
  ownOrganizationUpdateBodySchema,
  userIdParamsSchema,
} from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import { userRateLimit } from '../../lib/rate-limits.js';
import type { MailContext } from '../users/users.service.js';
import * as invitations from './organization-invitations.service.js';
import * as service from './organizations.service.js';

/**
 * `/api/v1/organizations/...` (any organization: SysAdmin, or its own owner or admin) and
 * `/api/v1/organization/...` (the caller's own organization, the organization view).
 */
export async function organizationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);
  const tags = ['organizations'];
  const ownTags = ['organization'];
  const mailFor = (request: FastifyRequest): MailContext => ({
    mailer: app.mailer,
    log: request.log,
    publicUrl: app.config.publicUrl,
  });

  // ------------------------------------------------------------------ any organization

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

  app.get(
    '/organizations/:id/invitations',
    {
      schema: {
        operationId: 'listOrganizationInvitations',
        errors: [403],
        tags,
        summary: 'Open invitations of existing users to the organization',
        params: organizationIdParamsSchema,
        response: { 200: envelope(z.array(organizationInvitationSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await invitations.listOrganizationInvitations({
        db: app.db,
        actor: requireUser(request),
        organizationId: request.params.id,
      }),
    }),
  );

  app.delete(
    '/organizations/:id/invitations/:invitationId',
    {
      schema: {
        operationId: 'cancelOrganizationInvitation',
        tags,
        summary: 'Cancel an open invitation',
        params: organizationInvitationOfOrganizationParamsSchema,
        response: { 200: envelope(messageDataSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await invitations.cancelInvitation({
        db: app.db,
        actor: requireUser(request),
        organizationId: request.params.id,
        invitationId: request.params.invitationId,
      }),
    }),
  );

  // ------------------------------------------------------- the caller's own invitations

  app.get(
    '/account/organization-invitations',
    {
      schema: {
        operationId: 'listOwnOrganizationInvitations',
        tags: ['account'],
        summary: 'Invitations to join an organization that the caller may accept or decline',
        response: { 200: envelope(z.array(organizationInvitationSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await invitations.listOwnInvitations({ db: app.db, actor: requireUser(request) }),
    }),
  );

  app.post(
    '/account/organization-invitations/:id/accept',
    {
      schema: {
        operationId: 'acceptOrganizationInvitation',
        errors: [409],
        tags: ['account'],
        summary: 'Accept an invitation: join the organization (only without an organization)',
        params: organizationInvitationParamsSchema,
        response: { 200: messageEnvelope(organizationInvitationSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await invitations.acceptInvitation({ db: app.db, actor: requireUser(request), invitationId: request.params.id })),
    }),
  );

  app.post(
    '/account/organization-invitations/:id/decline',
    {
      schema: {
        operationId: 'declineOrganizationInvitation',
        tags: ['account'],
        summary: 'Decline an invitation',
        params: organizationInvitationParamsSchema,
        response: { 200: messageEnvelope(organizationInvitationSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await invitations.declineInvitation({ db: app.db, actor: requireUser(request), invitationId: request.params.id })),
    }),
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

  // The organization view's member calls by id: a SysAdmin manages an organization it does not
  // belong to with them (docs/decisions.md D27); the services are the organization view's own.

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
        mail: mailFor(request),
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

  // ------------------------------------------------------------ the caller's organization

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
          mail: mailFor(request),
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
