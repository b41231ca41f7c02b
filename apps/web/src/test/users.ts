import type { CurrentUser } from '@plotline/shared';

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '0190f5b2-0000-7000-8000-000000000001',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    name: 'Ada Lovelace',
    picture: null,
    role: 'viewer',
    sysRole: 'Trial',
    status: 'active',
    organizationId: null,
    organizationRole: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}
