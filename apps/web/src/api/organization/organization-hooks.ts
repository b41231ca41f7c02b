import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inviteMember,
  removeMember,
  updateMemberRole,
  updateMemberStatus,
  updateOwnOrganization,
} from './organization-fetchers';
import {
  organizationKeys,
  organizationMembersQueryOptions,
  organizationsQueryOptions,
  ownOrganizationQueryOptions,
} from './organization-queries';

export function useOrganizationsQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...organizationsQueryOptions(), enabled: options.enabled ?? true });
}

export function useOwnOrganizationQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...ownOrganizationQueryOptions(), enabled: options.enabled ?? true, retry: false });
}

export function useOrganizationMembersQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...organizationMembersQueryOptions(), enabled: options.enabled ?? true, retry: false });
}

export function useUpdateOwnOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnOrganization,
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationKeys.own(), organization);
      void queryClient.invalidateQueries({ queryKey: organizationKeys.list() });
    },
  });
}

/** Member changes reload the members and the organization (its seat counts change with them). */
function useMemberMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}

export const useUpdateMemberRole = () => useMemberMutation(updateMemberRole);
export const useUpdateMemberStatus = () => useMemberMutation(updateMemberStatus);
export const useRemoveMember = () => useMemberMutation(removeMember);
export const useInviteMember = () => useMemberMutation(inviteMember);
