import type { AdminUser, AdminUserList } from '@plotline/shared';
import { useQuery } from '@tanstack/react-query';
import {
  approveUser,
  deleteUser,
  inviteUser,
  updateUser,
  updateUserRole,
  updateUserStatus,
  updateUserSysRole,
  type AdminUserListParams,
} from './admin-fetchers';
import { adminKeys, adminUsersQueryOptions } from './admin-queries';
import { organizationKeys } from '../organization/organization-queries';
import { useOptimisticMutation } from '../optimistic';
import { useListChange } from '../list-change';

export function useAdminUsersQuery(params: AdminUserListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUsersQueryOptions(params), enabled: options.enabled ?? true });
}

type UserPatch = { id: string } & Partial<AdminUser>;

/**
 * An inline change (role, system role): the row shows the new value at once and rolls back when
 * the server refuses, on the one optimistic path (api/optimistic.ts, docs/decisions.md D32).
 */
function useOptimisticUserMutation<TVariables extends { id: string }>(
  mutationFn: (variables: TVariables) => Promise<AdminUser>,
  toPatch: (variables: TVariables) => UserPatch,
) {
  return useOptimisticMutation<AdminUserList, TVariables, AdminUser>({
    mutationKey: adminKeys.users(),
    queries: { queryKey: adminKeys.users() },
    mutationFn,
    apply: (list, variables) => {
      const patch = toPatch(variables);
      return { ...list, users: list.users.map((user) => (user.id === patch.id ? { ...user, ...patch } : user)) };
    },
    onSettled: (queryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

export const useUpdateUserRole = () => useOptimisticUserMutation(updateUserRole, ({ id, role }) => ({ id, role }));
export const useUpdateUserSysRole = () => useOptimisticUserMutation(updateUserSysRole, ({ id, sysRole }) => ({ id, sysRole }));

/** A change whose result the list simply reloads. */
const useUserListMutation = <TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) =>
  useListChange([adminKeys.users()], mutationFn);

export const useApproveUser = () => useUserListMutation(approveUser);
export const useUpdateUserStatus = () => useUserListMutation(updateUserStatus);
export const useUpdateUser = () => useUserListMutation(updateUser);
export const useDeleteUser = () => useUserListMutation(deleteUser);

// A new organization joins the list (spec: reload it when organization_created); an existing one's
// active user count may change too, so the list is refreshed either way.
export const useInviteUser = () => useListChange([organizationKeys.list(), adminKeys.users()], inviteUser);
