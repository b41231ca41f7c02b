import { queryOptions } from '@tanstack/react-query';
import {
  fetchOrganizationInvitations,
  fetchOrganizationMembers,
  fetchOrganizations,
  fetchOwnInvitations,
  fetchScopedOrganization,
  type OrganizationScope,
} from './organization-fetchers';

export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationKeys.all, 'list'] as const,
  /** The organization view's organization: the caller's own ('own') or one picked by id. */
  scoped: (scope: OrganizationScope) => [...organizationKeys.all, scope ?? 'own'] as const,
  members: (scope: OrganizationScope) => [...organizationKeys.scoped(scope), 'members'] as const,
  ownInvitations: () => [...organizationKeys.all, 'invitations', 'mine'] as const,
  invitationsOf: (organizationId: string) => [...organizationKeys.all, 'invitations', organizationId] as const,
};

export const organizationsQueryOptions = () =>
  queryOptions({ queryKey: organizationKeys.list(), queryFn: ({ signal }) => fetchOrganizations(signal) });

export const scopedOrganizationQueryOptions = (scope: OrganizationScope) =>
  queryOptions({ queryKey: organizationKeys.scoped(scope), queryFn: ({ signal }) => fetchScopedOrganization(scope, signal) });

export const organizationMembersQueryOptions = (scope: OrganizationScope) =>
  queryOptions({ queryKey: organizationKeys.members(scope), queryFn: ({ signal }) => fetchOrganizationMembers(scope, signal) });

/** Re-read on focus and every few minutes: an invitation may arrive while the app is open. */
export const ownInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.ownInvitations(),
    queryFn: ({ signal }) => fetchOwnInvitations(signal),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export const organizationInvitationsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationKeys.invitationsOf(organizationId),
    queryFn: ({ signal }) => fetchOrganizationInvitations(organizationId, signal),
  });
