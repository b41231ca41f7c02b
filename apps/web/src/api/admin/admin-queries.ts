import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchAdminUsers, type AdminUserListParams } from './admin-fetchers';

export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (params: AdminUserListParams) => [...adminKeys.users(), params] as const,
};

export const adminUsersQueryOptions = (params: AdminUserListParams) =>
  queryOptions({
    queryKey: adminKeys.userList(params),
    queryFn: ({ signal }) => fetchAdminUsers(params, signal),
    // Paging and searching keep the previous page on screen instead of flashing the spinner.
    placeholderData: keepPreviousData,
  });
