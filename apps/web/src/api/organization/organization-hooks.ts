import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIsFirstPaintDone } from '@/lib/after-first-paint';
import { authKeys } from '@/api/auth';
import { readListsAgain, useListChange } from '../list-change';
import {
  acceptInvitation,
  cancelInvitation,
  createOrganization,
  declineInvitation,
  inviteMember,
  removeMember,
  updateMemberRole,
  updateMemberStatus,
  updateScopedOrganization,
  type OrganizationScope,
} from './organization-fetchers';
import {
  organizationKeys,
  organizationMembersQueryOptions,
  organizationInvitationsQueryOptions,
  organizationsQueryOptions,
  ownInvitationsQueryOptions,
  scopedOrganizationQueryOptions,
} from './organization-queries';

export function useOrganizationsQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...organizationsQueryOptions(), enabled: options.enabled ?? true });
}

export function useScopedOrganizationQuery(scope: OrganizationScope, options: { enabled?: boolean } = {}) {
  return useQuery({ ...scopedOrganizationQueryOptions(scope), enabled: options.enabled ?? true, retry: false });
}

export function useOrganizationMembersQuery(scope: OrganizationScope) {
  return useQuery({ ...organizationMembersQueryOptions(scope), retry: false });
}

export function useUpdateScopedOrganization(scope: OrganizationScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof updateScopedOrganization>[1]) => updateScopedOrganization(scope, body),
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationKeys.scoped(scope), organization);
      void readListsAgain(queryClient, [organizationKeys.list()]);
    },
  });
}

/** A SysAdmin creates an organization from the organization view's picker. */
export const useCreateOrganization = () => useListChange([organizationKeys.list()], createOrganization);

/** Member changes reload the members and the organization (its seat counts change with them). */
const useMemberMutation = <TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) =>
  useListChange([organizationKeys.all], mutationFn, { after: 'settled' });

type Scoped<TVariables, TResult> = (scope: OrganizationScope, variables: TVariables) => Promise<TResult>;
const useScopedMemberMutation = <TVariables, TResult>(scope: OrganizationScope, call: Scoped<TVariables, TResult>) =>
  useMemberMutation((variables: TVariables) => call(scope, variables));

export const useUpdateMemberRole = (scope: OrganizationScope) => useScopedMemberMutation(scope, updateMemberRole);
export const useUpdateMemberStatus = (scope: OrganizationScope) => useScopedMemberMutation(scope, updateMemberStatus);
export const useRemoveMember = (scope: OrganizationScope) => useScopedMemberMutation(scope, removeMember);
export const useInviteMember = (scope: OrganizationScope) => useScopedMemberMutation(scope, inviteMember);
export const useCancelInvitation = () => useMemberMutation(cancelInvitation);

export function useOrganizationInvitationsQuery(organizationId: string) {
  return useQuery({ ...organizationInvitationsQueryOptions(organizationId), retry: false });
}

/** The invitations the signed-in user holds: a notice above any screen, asked for after its first paint (docs/decisions.md D92). */
export function useOwnInvitationsQuery() {
  return useQuery({ ...ownInvitationsQueryOptions(), enabled: useIsFirstPaintDone() });
}

/** Accepting changes who the user is (their organization and role): the current user is re-read too. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSettled: async () => {
      await Promise.all([readListsAgain(queryClient, [organizationKeys.all]), queryClient.invalidateQueries({ queryKey: authKeys.currentUser() })]);
    },
  });
}

export const useDeclineInvitation = () => useListChange([organizationKeys.ownInvitations()], declineInvitation, { after: 'settled' });
