import {
  adminUserListMetaSchema,
  type AdminInviteBody,
  type AdminUpdateUserBody,
  type AdminUser,
  type AdminUserList,
  type InvitationResult,
  type PlatformRole,
  type SysRole,
  type UserStatus,
} from '@plotline/shared';
import { api, ApiError, apiRequestWithMessage, CLIENT_ERROR_CODES } from '@/lib/api-client';
import { lazySchema } from '@/api/response-schemas';

const adminUserListParser = lazySchema((schemas) => schemas.adminUserSchema.array());
const adminUserParser = lazySchema((schemas) => schemas.adminUserSchema);
const invitationResultParser = lazySchema((schemas) => schemas.invitationResultSchema);

const BASE = '/api/v1/admin/users';

export interface AdminUserListParams {
  q?: string;
  page: number;
  pageSize: number;
  status?: UserStatus;
}

/** `data` is the list of users; the paging comes beside it as `meta`. */
export async function fetchAdminUsers(params: AdminUserListParams, signal?: AbortSignal): Promise<AdminUserList> {
  let meta: unknown;
  const users = await api.get(BASE, {
    query: { q: params.q || undefined, page: params.page, pageSize: params.pageSize, status: params.status },
    schema: adminUserListParser,
    signal,
    onEnvelope: (envelope) => {
      meta = envelope.meta;
    },
  });
  const paging = adminUserListMetaSchema.safeParse(meta);
  if (!paging.success) throw new ApiError({ status: 200, code: CLIENT_ERROR_CODES.invalidResponse, message: 'Unexpected response from the server' });
  return { users, ...paging.data };
}

export const updateUserRole = ({ id, role }: { id: string; role: PlatformRole }): Promise<AdminUser> =>
  api.put(`${BASE}/${id}/role`, { role }, { schema: adminUserParser });

export const updateUserSysRole = ({ id, sysRole }: { id: string; sysRole: SysRole }): Promise<AdminUser> =>
  api.put(`${BASE}/${id}/sys-role`, { sys_role: sysRole }, { schema: adminUserParser });

/** Approve answers a message the screen shows (it says whether the e-mail went out). */
export const approveUser = (id: string): Promise<{ data: AdminUser; message: string }> =>
  apiRequestWithMessage(`${BASE}/${id}/approve`, { method: 'PUT', schema: adminUserParser });

export const updateUserStatus = ({ id, status }: { id: string; status: 'active' | 'suspended' }): Promise<AdminUser> =>
  api.put(`${BASE}/${id}/status`, { status }, { schema: adminUserParser });

export const updateUser = ({ id, body }: { id: string; body: AdminUpdateUserBody }): Promise<AdminUser> =>
  api.put(`${BASE}/${id}`, body, { schema: adminUserParser });

/** `transferProjectsTo`: who takes over the projects the user owns (the server answers OWNS_PROJECTS without it). */
export async function deleteUser({ id, transferProjectsTo }: { id: string; transferProjectsTo?: string }): Promise<void> {
  await api.delete(`${BASE}/${id}`, { query: { transferProjectsTo } });
}

/** The invitation's message is what the screen shows (docs/decisions.md D13). */
export const inviteUser = (body: AdminInviteBody): Promise<{ data: InvitationResult; message: string }> =>
  apiRequestWithMessage(`${BASE}/invite`, { method: 'POST', body, schema: invitationResultParser });
