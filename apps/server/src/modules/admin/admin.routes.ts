import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminInviteBodySchema,
  adminRoleBodySchema,
  adminStatusBodySchema,
  adminSysRoleBodySchema,
  adminUpdateUserBodySchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserSchema,
  envelope,
  invitationResultSchema,
  messageDataSchema,
  messageEnvelope,
  userIdParamsSchema,
  deleteUserQuerySchema,
} from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import { userRateLimit } from '../../lib/rate-limits.js';
import type { MailContext } from '../users/users.service.js';
import * as service from './admin.service.js';

/** `/api/v1/admin/users`: SysAdmin only. */
export async function adminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);
  const tags = ['admin'];
  const mailFor = (request: FastifyRequest): MailContext => ({
    mailer: app.mailer,
    log: request.log,
    publicUrl: app.config.publicUrl,
  });

  app.get(
    '/admin/users',
    {
      schema: {
        operationId: 'listUsers',
        errors: [403],
        tags,
        summary: 'Every user, searchable (q on name and e-mail), filterable by status, paged: data is the list, meta the paging',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListResponseSchema },
      },
    },
    async (request) => {
      // The spec's `data` is the list of users itself; paging goes beside it.
      const { users, total, page, pageSize } = await service.listUsers({ db: app.db, actor: requireUser(request), query: request.query });
      return { success: true as const, data: users, meta: { total, page, pageSize } };
    },
  );

  app.post(
    '/admin/users/invite',
    {
      config: userRateLimit(app.config.limits.rate.invite, 'invitations'),
      schema: {
        operationId: 'inviteUser',
        errors: [404, 409],
        tags,
        summary: 'Invite a user, optionally into an existing organization or a new one they will own',
        body: adminInviteBodySchema,
        response: { 200: messageEnvelope(invitationResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.invite({ db: app.db, actor: requireUser(request), body: request.body, mail: mailFor(request) })),
    }),
  );

  app.get(
    '/admin/users/:id',
    { schema: { operationId: 'getUser', errors: [403], tags, summary: 'One user', params: userIdParamsSchema, response: { 200: envelope(adminUserSchema) } } },
    async (request) => ({
      success: true as const,
      data: await service.getUser({ db: app.db, actor: requireUser(request), userId: request.params.id }),
    }),
  );

  app.put(
    '/admin/users/:id',
    {
      schema: {
        operationId: 'updateUser',
        errors: [409],
        tags,
        summary: 'Edit a user (names, e-mail, role, system role, status as is_active)',
        params: userIdParamsSchema,
        body: adminUpdateUserBodySchema,
        response: { 200: envelope(adminUserSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateUser({
        db: app.db,
        actor: requireUser(request),
        userId: request.params.id,
        body: request.body,
      }),
    }),
  );

  app.put(
    '/admin/users/:id/role',
    {
      schema: {
        operationId: 'setUserRole',
        errors: [409],
        tags,
        summary: 'Change the platform role',
        params: userIdParamsSchema,
        body: adminRoleBodySchema,
        response: { 200: envelope(adminUserSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setRole({
        db: app.db,
        actor: requireUser(request),
        userId: request.params.id,
        role: request.body.role,
      }),
    }),
  );

  app.put(
    '/admin/users/:id/sys-role',
    {
      schema: {
        operationId: 'setUserSysRole',
        errors: [409],
        tags,
        summary: 'Change the system role (account plan)',
        params: userIdParamsSchema,
        body: adminSysRoleBodySchema,
        response: { 200: envelope(adminUserSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setSysRole({
        db: app.db,
        actor: requireUser(request),
        userId: request.params.id,
        sysRole: request.body.sys_role,
      }),
    }),
  );

  app.put(
    '/admin/users/:id/approve',
    {
      schema: {
        operationId: 'approveUser',
        errors: [409],
        tags,
        summary: 'Approve a pending user (pending -> active) and tell them by e-mail',
        params: userIdParamsSchema,
        response: { 200: messageEnvelope(adminUserSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.approve({
        db: app.db,
        actor: requireUser(request),
        userId: request.params.id,
        mail: mailFor(request),
      })),
    }),
  );

  app.put(
    '/admin/users/:id/status',
    {
      schema: {
        operationId: 'setUserStatus',
        errors: [409],
        tags,
        summary: 'Suspend (sessions end at once) or reinstate a user',
        params: userIdParamsSchema,
        body: adminStatusBodySchema,
        response: { 200: envelope(adminUserSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setStatus({
        db: app.db,
        actor: requireUser(request),
        userId: request.params.id,
        status: request.body.status,
      }),
    }),
  );

  app.delete(
    '/admin/users/:id',
    {
      schema: {
        operationId: 'deleteUser',
        errors: [409],
        tags,
        summary: 'Delete a user; one who owns projects needs ?transferProjectsTo=<an active user id> (else 409)',
        params: userIdParamsSchema,
        querystring: deleteUserQuerySchema,
        response: { 200: envelope(messageDataSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.deleteUser({
        db: app.db,
        bus: app.changeBus,
        actor: requireUser(request),
        userId: request.params.id,
        transferProjectsTo: request.query.transferProjectsTo,
      }),
    }),
  );
}
