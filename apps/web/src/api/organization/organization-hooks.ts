import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/api/auth';
import {
  acceptInvitation,
  cancelInvitation,
  declineInvitation,
  inviteMember,
  removeMember,
  updateMemberRole,
  updateMemberStatus,
  updateOwnOrganization,
} from './organization-fetchers';
import {
  organizationKeys,
  organizationMembersQueryOptions,
  organizationInvitationsQueryOptions,
  organizationsQueryOptions,
  ownInvitationsQueryOptions,
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
export const useCancelInvitation = () => useMemberMutation(cancelInvitation);

export function useOrganizationInvitationsQuery(organizationId: string) {
  return useQuery({ ...organizationInvitationsQueryOptions(organizationId), retry: false });
}

export function useOwnInvitationsQuery() {
  return useQuery(ownInvitationsQueryOptions());
}

/** Accepting changes who the user is (their organization and role): the current user is re-read too. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
        queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
      ]);
    },
  });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizationKeys.ownInvitations() }),
  });
}
