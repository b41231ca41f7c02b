import type { AdminUser, AdminUserList } from '@plotline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useAdminUsersQuery(params: AdminUserListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUsersQueryOptions(params), enabled: options.enabled ?? true });
}

type UserPatch = { id: string } & Partial<AdminUser>;

/**
 * An inline change (role, system role): the row shows the new value at once and rolls back when
 * the server refuses (docs/architecture.md: optimistic updates with rollback).
 */
function useOptimisticUserMutation<TVariables extends { id: string }>(
  mutationFn: (variables: TVariables) => Promise<AdminUser>,
  toPatch: (variables: TVariables) => UserPatch,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.users() });
      const snapshot = queryClient.getQueriesData<AdminUserList>({ queryKey: adminKeys.users() });
      const patch = toPatch(variables);
      queryClient.setQueriesData<AdminUserList>({ queryKey: adminKeys.users() }, (list) =>
        list ? { ...list, users: list.users.map((user) => (user.id === patch.id ? { ...user, ...patch } : user)) } : list,
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

export const useUpdateUserRole = () => useOptimisticUserMutation(updateUserRole, ({ id, role }) => ({ id, role }));
export const useUpdateUserSysRole = () => useOptimisticUserMutation(updateUserSysRole, ({ id, sysRole }) => ({ id, sysRole }));

/** A change whose result the list simply reloads. */
function useUserListMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

export const useApproveUser = () => useUserListMutation(approveUser);
export const useUpdateUserStatus = () => useUserListMutation(updateUserStatus);
export const useUpdateUser = () => useUserListMutation(updateUser);
export const useDeleteUser = () => useUserListMutation(deleteUser);

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: async () => {
      // A new organization joins the list (spec: reload it when organization_created); an existing
      // one's active user count may change too, so the list is refreshed either way.
      await queryClient.invalidateQueries({ queryKey: organizationKeys.list() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.users() });
    },
  });
}
