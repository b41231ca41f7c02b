import {
  adminUserListSchema,
  adminUserSchema,
  invitationResultSchema,
  type AdminInviteBody,
  type AdminUpdateUserBody,
  type AdminUser,
  type AdminUserList,
  type InvitationResult,
  type PlatformRole,
  type SysRole,
} from '@plotline/shared';
import { api } from '@/lib/api-client';

const BASE = '/api/v1/admin/users';

export interface AdminUserListParams {
  q?: string;
  page: number;
  pageSize: number;
}

export function fetchAdminUsers(params: AdminUserListParams, signal?: AbortSignal): Promise<AdminUserList> {
  return api.get(BASE, { query: { q: params.q || undefined, page: params.page, pageSize: params.pageSize }, schema: adminUserListSchema, signal });
}

export const updateUserRole = ({ id, role }: { id: string; role: PlatformRole }): Promise<AdminUser> =>
  api.put(`${BASE}/${id}/role`, { role }, { schema: adminUserSchema });

export const updateUserSysRole = ({ id, sysRole }: { id: string; sysRole: SysRole }): Promise<AdminUser> =>
  api.put(`${BASE}/${id}/sys-role`, { sys_role: sysRole }, { schema: adminUserSchema });

export const approveUser = (id: string): Promise<AdminUser> => api.put(`${BASE}/${id}/approve`, undefined, { schema: adminUserSchema });

export const updateUserStatus = ({ id, status }: { id: string; status: 'active' | 'suspended' }): Promise<AdminUser> =>
  api.put(`${BASE}/${id}/status`, { status }, { schema: adminUserSchema });

export const updateUser = ({ id, body }: { id: string; body: AdminUpdateUserBody }): Promise<AdminUser> =>
  api.put(`${BASE}/${id}`, body, { schema: adminUserSchema });

export async function deleteUser(id: string): Promise<void> {
  await api.delete(`${BASE}/${id}`);
}

export const inviteUser = (body: AdminInviteBody): Promise<InvitationResult> =>
  api.post(`${BASE}/invite`, body, { schema: invitationResultSchema });
