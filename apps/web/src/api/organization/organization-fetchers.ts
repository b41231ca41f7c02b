import {
  type EDITABLE_USER_STATUSES,
  invitationResultSchema,
  organizationInvitationSchema,
  organizationMemberSchema,
  organizationSchema,
  type InvitationResult,
  type Organization,
  type OrganizationInvitation,
  type OrganizationInviteBody,
  type OrganizationMember,
  type OrganizationRole,
  type OwnOrganizationUpdateBody,
} from '@plotline/shared';
import { api, apiRequestWithMessage } from '@/lib/api-client';

const OWN = '/api/v1/organization';

/** Every organization (SysAdmin): the admin invite dialog's choice. */
export const fetchOrganizations = (signal?: AbortSignal): Promise<Organization[]> =>
  api.get('/api/v1/organizations', { schema: organizationSchema.array(), signal });

export const fetchOwnOrganization = (signal?: AbortSignal): Promise<Organization> =>
  api.get(OWN, { schema: organizationSchema, signal });

export const updateOwnOrganization = (body: OwnOrganizationUpdateBody): Promise<Organization> =>
  api.put(OWN, body, { schema: organizationSchema });

export const fetchOrganizationMembers = (signal?: AbortSignal): Promise<OrganizationMember[]> =>
  api.get(`${OWN}/users`, { schema: organizationMemberSchema.array(), signal });

export const updateMemberRole = ({ id, role }: { id: string; role: OrganizationRole }): Promise<OrganizationMember> =>
  api.put(`${OWN}/users/${id}/role`, { role }, { schema: organizationMemberSchema });

export const updateMemberStatus = ({ id, status }: { id: string; status: MemberStatus }): Promise<OrganizationMember> =>
  api.put(`${OWN}/users/${id}/status`, { status }, { schema: organizationMemberSchema });

export async function removeMember(id: string): Promise<void> {
  await api.delete(`${OWN}/users/${id}`);
}

/** The invitation's message is what the screen shows (docs/decisions.md D13). */
export const inviteMember = (body: OrganizationInviteBody): Promise<{ data: InvitationResult; message: string }> =>
  apiRequestWithMessage(`${OWN}/users/invite`, { method: 'POST', body, schema: invitationResultSchema });

/** The statuses the organization view's status menu offers. */
export type MemberStatus = (typeof EDITABLE_USER_STATUSES)[number];

const OWN_INVITATIONS = '/api/v1/account/organization-invitations';

/** Invitations to join an organization addressed to the caller (docs/decisions.md D20). */
export const fetchOwnInvitations = (signal?: AbortSignal): Promise<OrganizationInvitation[]> =>
  api.get(OWN_INVITATIONS, { schema: organizationInvitationSchema.array(), signal });

export const acceptInvitation = (id: string): Promise<{ data: OrganizationInvitation; message: string }> =>
  apiRequestWithMessage(`${OWN_INVITATIONS}/${id}/accept`, { method: 'POST', schema: organizationInvitationSchema });

export const declineInvitation = (id: string): Promise<{ data: OrganizationInvitation; message: string }> =>
  apiRequestWithMessage(`${OWN_INVITATIONS}/${id}/decline`, { method: 'POST', schema: organizationInvitationSchema });

/** Open invitations of an organization (its owners and admins). */
export const fetchOrganizationInvitations = (organizationId: string, signal?: AbortSignal): Promise<OrganizationInvitation[]> =>
  api.get(`/api/v1/organizations/${organizationId}/invitations`, { schema: organizationInvitationSchema.array(), signal });

export async function cancelInvitation({ organizationId, id }: { organizationId: string; id: string }): Promise<void> {
  await api.delete(`/api/v1/organizations/${organizationId}/invitations/${id}`);
}
