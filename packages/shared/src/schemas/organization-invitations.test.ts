import { describe, expect, it } from 'vitest';
import { USER_STATUSES } from '../roles.js';
import { canOrganizationManagerSetStatus } from './organization-invitations.js';
import { ORGANIZATION_BOUNDARY_MESSAGES } from '../organization-messages.js';

describe('canOrganizationManagerSetStatus', () => {
  it('allows only moves between active and suspended (docs/decisions.md D20)', () => {
    const allowed = USER_STATUSES.flatMap((from) =>
      USER_STATUSES.filter((to) => canOrganizationManagerSetStatus(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual(['active->active', 'active->suspended', 'suspended->active', 'suspended->suspended']);
  });
});

describe('invitationNotice', () => {
  it('names the inviter, the organization and the role with its article', () => {
    expect(ORGANIZATION_BOUNDARY_MESSAGES.invitationNotice('Olga', 'Orbit', 'member')).toBe('Olga invited you to join Orbit as a member.');
    expect(ORGANIZATION_BOUNDARY_MESSAGES.invitationNotice('Olga', 'Orbit', 'admin')).toBe('Olga invited you to join Orbit as an admin.');
    expect(ORGANIZATION_BOUNDARY_MESSAGES.invitationNotice('Olga', 'Orbit', 'owner')).toBe('Olga invited you to join Orbit as an owner.');
  });
});
