import { queryOptions } from '@tanstack/react-query';
import {
  fetchOrganizationInvitations,
  fetchOrganizationMembers,
  fetchOrganizations,
  fetchOwnInvitations,
  fetchOwnOrganization,
} from './organization-fetchers';

export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationKeys.all, 'list'] as const,
  own: () => [...organizationKeys.all, 'own'] as const,
  members: () => [...organizationKeys.all, 'own', 'members'] as const,
  ownInvitations: () => [...organizationKeys.all, 'invitations', 'mine'] as const,
  invitationsOf: (organizationId: string) => [...organizationKeys.all, 'invitations', organizationId] as const,
};

export const organizationsQueryOptions = () =>
  queryOptions({ queryKey: organizationKeys.list(), queryFn: ({ signal }) => fetchOrganizations(signal) });

export const ownOrganizationQueryOptions = () =>
  queryOptions({ queryKey: organizationKeys.own(), queryFn: ({ signal }) => fetchOwnOrganization(signal) });

export const organizationMembersQueryOptions = () =>
  queryOptions({ queryKey: organizationKeys.members(), queryFn: ({ signal }) => fetchOrganizationMembers(signal) });

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
