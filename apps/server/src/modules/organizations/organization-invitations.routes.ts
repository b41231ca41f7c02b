import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  messageDataSchema,
  messageEnvelope,
  organizationIdParamsSchema,
  organizationInvitationOfOrganizationParamsSchema,
  organizationInvitationParamsSchema,
  organizationInvitationSchema,
} from '@plotline/shared';
import { requireUser } from '../../auth/context.js';
import * as invitations from './organization-invitations.service.js';

/**
 * Invitations of existing users into an organization: the organization's open ones
 * (`/api/v1/organizations/:id/invitations`) and the caller's own, to accept or decline
 * (`/api/v1/account/organization-invitations`).
 */
export function organizationInvitationRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['organizations'];

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
}
