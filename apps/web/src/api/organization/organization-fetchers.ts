import {
  type EDITABLE_USER_STATUSES,
  type InvitationResult,
  type Organization,
  type OrganizationCreateBody,
  type OrganizationInvitation,
  type OrganizationInviteBody,
  type OrganizationMember,
  type OrganizationRole,
  type OwnOrganizationUpdateBody,
} from '@plotline/shared';
import { api, apiRequestWithMessage } from '@/lib/api-client';
import { lazySchema } from '@/api/response-schemas';

const organizationListParser = lazySchema((schemas) => schemas.organizationSchema.array());
const organizationParser = lazySchema((schemas) => schemas.organizationSchema);
const organizationMemberListParser = lazySchema((schemas) => schemas.organizationMemberSchema.array());
const organizationMemberParser = lazySchema((schemas) => schemas.organizationMemberSchema);
const invitationResultParser = lazySchema((schemas) => schemas.invitationResultSchema);
const organizationInvitationListParser = lazySchema((schemas) => schemas.organizationInvitationSchema.array());
const organizationInvitationParser = lazySchema((schemas) => schemas.organizationInvitationSchema);

const OWN = '/api/v1/organization';

/**
 * Which organization the organization view manages: the caller's own (undefined, the spec's
 * `/api/v1/organization` calls) or one a SysAdmin picked by id (`/api/v1/organizations/{id}`, the
 * same calls by id; docs/decisions.md D27).
 */
export type OrganizationScope = string | undefined;

const scopePath = (scope: OrganizationScope): string => (scope ? `/api/v1/organizations/${scope}` : OWN);

/** Every organization (SysAdmin): the admin invite dialog's choice and the organization view's picker. */
export const fetchOrganizations = (signal?: AbortSignal): Promise<Organization[]> =>
  api.get('/api/v1/organizations', { schema: organizationListParser, signal });

export const createOrganization = (body: OrganizationCreateBody): Promise<Organization> =>
  api.post('/api/v1/organizations', body, { schema: organizationParser });

export const fetchScopedOrganization = (scope: OrganizationScope, signal?: AbortSignal): Promise<Organization> =>
  api.get(scopePath(scope), { schema: organizationParser, signal });

export const updateScopedOrganization = (scope: OrganizationScope, body: OwnOrganizationUpdateBody): Promise<Organization> =>
  api.put(scopePath(scope), body, { schema: organizationParser });

export const fetchOrganizationMembers = (scope: OrganizationScope, signal?: AbortSignal): Promise<OrganizationMember[]> =>
  api.get(`${scopePath(scope)}/users`, { schema: organizationMemberListParser, signal });

export const updateMemberRole = (scope: OrganizationScope, { id, role }: { id: string; role: OrganizationRole }): Promise<OrganizationMember> =>
  api.put(`${scopePath(scope)}/users/${id}/role`, { role }, { schema: organizationMemberParser });

export const updateMemberStatus = (scope: OrganizationScope, { id, status }: { id: string; status: MemberStatus }): Promise<OrganizationMember> =>
  api.put(`${scopePath(scope)}/users/${id}/status`, { status }, { schema: organizationMemberParser });

export async function removeMember(scope: OrganizationScope, id: string): Promise<void> {
  await api.delete(`${scopePath(scope)}/users/${id}`);
}

/** The invitation's message is what the screen shows (docs/decisions.md D13). */
export const inviteMember = (scope: OrganizationScope, body: OrganizationInviteBody): Promise<{ data: InvitationResult; message: string }> =>
  apiRequestWithMessage(`${scopePath(scope)}/users/invite`, { method: 'POST', body, schema: invitationResultParser });

/** The statuses the organization view's status menu offers. */
export type MemberStatus = (typeof EDITABLE_USER_STATUSES)[number];

const OWN_INVITATIONS = '/api/v1/account/organization-invitations';

/** Invitations to join an organization addressed to the caller (docs/decisions.md D20). */
export const fetchOwnInvitations = (signal?: AbortSignal): Promise<OrganizationInvitation[]> =>
  api.get(OWN_INVITATIONS, { schema: organizationInvitationListParser, signal });

export const acceptInvitation = (id: string): Promise<{ data: OrganizationInvitation; message: string }> =>
  apiRequestWithMessage(`${OWN_INVITATIONS}/${id}/accept`, { method: 'POST', schema: organizationInvitationParser });

export const declineInvitation = (id: string): Promise<{ data: OrganizationInvitation; message: string }> =>
  apiRequestWithMessage(`${OWN_INVITATIONS}/${id}/decline`, { method: 'POST', schema: organizationInvitationParser });

/** Open invitations of an organization (its owners and admins). */
export const fetchOrganizationInvitations = (organizationId: string, signal?: AbortSignal): Promise<OrganizationInvitation[]> =>
  api.get(`/api/v1/organizations/${organizationId}/invitations`, { schema: organizationInvitationListParser, signal });

export async function cancelInvitation({ organizationId, id }: { organizationId: string; id: string }): Promise<void> {
  await api.delete(`/api/v1/organizations/${organizationId}/invitations/${id}`);
}
