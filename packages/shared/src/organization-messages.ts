/* What the organization boundary answers (no zod here: the web's first paint imports it, docs/decisions.md D82). */
import type { OrganizationRole } from './roles.js';

/** The texts the server sends and the web shows. */
export const ORGANIZATION_BOUNDARY_MESSAGES = {
  sysAdminsUntouchable: 'Only a SysAdmin can add or manage a SysAdmin',
  statusOnlySuspendOrReinstate:
    'Organization admins can only suspend or reinstate members; pending and invited accounts wait for a SysAdmin',
  suspendedBySysAdmin: 'This user was suspended by a SysAdmin; only a SysAdmin can reinstate them',
  lastOwner: 'An organization must keep at least one owner; make another member owner first',
  inviteeNotActive: 'Only active users can be invited to join an organization',
  alreadyInvited: 'This user already has an open invitation to this organization',
  invitationNotFound: 'Invitation not found',
  acceptWhileMember: 'You already belong to an organization; leave it before joining another',
  organizationSuspended: 'This organization is suspended',
  invitationSent: (name: string, organization: string) =>
    `${name} has been invited to join ${organization}; they become a member once they accept`,
  invitationAccepted: (organization: string) => `You joined ${organization}`,
  invitationDeclined: (organization: string) => `You declined the invitation to ${organization}`,
  invitationCancelled: 'Invitation cancelled',
  /** The notice the invited person sees in the app. */
  invitationNotice: (inviter: string, organization: string, role: OrganizationRole) =>
    `${inviter} invited you to join ${organization} as ${role === 'member' ? 'a member' : `an ${role}`}.`,
} as const;
