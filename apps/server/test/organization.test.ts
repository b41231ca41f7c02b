import { beforeAll, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@plotline/shared';
import { describeEachDatabase, type TestContext } from './harness.js';
import { caller, createOrganization, seedCast, sessionCount, type Cast, type Method, type Person } from './admin-fixtures.js';

const ZERO_ID = '00000000-0000-7000-8000-000000000000';

const userRow = (ctx: () => TestContext, id: string) =>
  ctx().db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describeEachDatabase('own organization: access', (ctx) => {
  const call = caller(ctx);
  let cast: Cast;
  beforeAll(async () => {
    cast = await seedCast(ctx());
  });

  const routes = (): [Method, string, object?][] => [
    ['GET', '/api/v1/organization'],
    ['PUT', '/api/v1/organization', { name: 'Renamed' }],
    ['GET', '/api/v1/organization/users'],
    ['PUT', `/api/v1/organization/users/${cast.member.id}/role`, { role: 'editor' }],
    ['PUT', `/api/v1/organization/users/${cast.member.id}/status`, { status: 'suspended' }],
    ['DELETE', `/api/v1/organization/users/${cast.member.id}`],
    ['POST', '/api/v1/organization/users/invite', { email: 'x@example.test', first_name: 'X', last_name: 'Y' }],
  ];

  it('refuses members with the spec message and anonymous callers with 401', async () => {
    for (const [method, url, payload] of routes()) {
      const member = await call(cast.member, method, url, payload);
      expect(member.statusCode, `${method} ${url}`).toBe(403);
      expect(member.json()).toMatchObject({ code: 'FORBIDDEN', message: ADMIN_MESSAGES.organizationAdminRequired });
      const anonymous = await call(null, method, url, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    const outsider = await ctx().createUser();
    expect((await call(outsider, 'GET', '/api/v1/organization')).statusCode).toBe(403);
    expect((await userRow(ctx, cast.member.id)).status).toBe('active');
  });

  it('tells a SysAdmin without an organization that they have none', async () => {
    const response = await call(cast.sysAdmin, 'GET', '/api/v1/organization');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('You do not belong to an organization');
  });

  it('shows the owner and the admin their organization with its counts', async () => {
    await ctx().createUser({ organizationId: cast.acme, organizationRole: 'member', status: 'suspended' });
    for (const who of [cast.owner, cast.admin]) {
      const response = await call(who, 'GET', '/api/v1/organization');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        id: cast.acme,
        name: expect.stringMatching(/^Acme /),
        description: '',
        domain: null,
        subscription: 'basic',
        status: 'active',
        maxUserCount: null,
        maxActiveSeats: null,
        activeUserCount: 3,
        totalUserCount: 4,
        usedSeatCount: 3,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    }
    const other = await call(cast.otherAdmin, 'GET', '/api/v1/organization');
    expect(other.json().data).toMatchObject({ id: cast.globex, activeUserCount: 1, totalUserCount: 1 });
  });

  it('lists only the caller’s own members, managers first', async () => {
    const response = await call(cast.admin, 'GET', '/api/v1/organization/users');
    expect(response.statusCode).toBe(200);
    const members = response.json().data as { id: string; organizationRole: string }[];
    expect(members.map((member) => member.organizationRole).slice(0, 3)).toEqual(['owner', 'admin', 'member']);
    expect(members.some((member) => member.id === cast.otherAdmin.id)).toBe(false);
    expect(members.some((member) => member.id === cast.sysAdmin.id)).toBe(false);
    expect(Object.keys(members[0] ?? {}).sort()).toEqual(
      ['createdAt', 'email', 'firstName', 'id', 'lastLoginAt', 'lastName', 'name', 'organizationRole', 'picture', 'role', 'status', 'sysRole', 'updatedAt'],
    );
  });

  it('edits the organization details; a name is required', async () => {
    const response = await call(cast.admin, 'PUT', '/api/v1/organization', {
      name: 'Acme Renamed',
      description: 'Rockets and anvils',
      domain: 'ACME.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Acme Renamed', description: 'Rockets and anvils', domain: 'acme.example' });
    const noName = await call(cast.admin, 'PUT', '/api/v1/organization', { description: 'x' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toMatch(/^name: /);
    const blank = await call(cast.admin, 'PUT', '/api/v1/organization', { name: '   ' });
    expect(blank.json().message).toBe('name: must not be blank');
    const plan = await call(cast.owner, 'PUT', '/api/v1/organization', { name: 'Acme', max_user_count: 999 });
    expect(plan.statusCode).toBe(400);
    const cleared = await call(cast.owner, 'PUT', '/api/v1/organization', { name: 'Acme Renamed', domain: '' });
    expect(cleared.json().data.domain).toBeNull();
  });
});

describeEachDatabase('own organization: member rules', (ctx) => {
  const call = caller(ctx);
  let cast: Cast;
  beforeAll(async () => {
    cast = await seedCast(ctx());
  });

  it('lets an admin change member roles but not grant or touch ownership; the owner can', async () => {
    const member = await ctx().createUser({ organizationId: cast.acme, organizationRole: 'member' });
    const editor = await call(cast.admin, 'PUT', `/api/v1/organization/users/${member.id}/role`, { role: 'editor' });
    expect(editor.statusCode).toBe(200);
    expect(editor.json().data).toMatchObject({ id: member.id, organizationRole: 'editor' });

    const grant = await call(cast.admin, 'PUT', `/api/v1/organization/users/${member.id}/role`, { role: 'owner' });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe('Only an organization owner can make someone an owner');
    const demoteOwner = await call(cast.admin, 'PUT', `/api/v1/organization/users/${cast.owner.id}/role`, { role: 'member' });
    expect(demoteOwner.statusCode).toBe(403);
    const suspendOwner = await call(cast.admin, 'PUT', `/api/v1/organization/users/${cast.owner.id}/status`, {
      status: 'suspended',
    });
    expect(suspendOwner.statusCode).toBe(403);
    expect((await userRow(ctx, cast.owner.id)).organizationRole).toBe('owner');

    const byOwner = await call(cast.owner, 'PUT', `/api/v1/organization/users/${member.id}/role`, { role: 'owner' });
    expect(byOwner.json().data.organizationRole).toBe('owner');
    const bad = await call(cast.owner, 'PUT', `/api/v1/organization/users/${member.id}/role`, { role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^role: /);
  });

  it('hides users of another organization (404) and unknown users', async () => {
    for (const [method, suffix, payload] of [
      ['PUT', '/role', { role: 'member' }],
      ['PUT', '/status', { status: 'suspended' }],
      ['DELETE', '', undefined],
    ] as const) {
      const other = await call(cast.admin, method, `/api/v1/organization/users/${cast.otherAdmin.id}${suffix}`, payload);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('User not found');
      expect((await call(cast.admin, method, `/api/v1/organization/users/${ZERO_ID}${suffix}`, payload)).statusCode).toBe(404);
    }
    expect(await userRow(ctx, cast.otherAdmin.id)).toMatchObject({ organizationId: cast.globex, status: 'active', organizationRole: 'admin' });
  });

  it('suspends a member, ending their session at once, and re-activates them', async () => {
    const member = await ctx().createUser({ organizationId: cast.acme, organizationRole: 'member' });
    const cookie = await ctx().cookieFor(member.id);
    expect((await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: cookie })).statusCode).toBe(200);
    const suspend = await call(cast.admin, 'PUT', `/api/v1/organization/users/${member.id}/status`, { status: 'suspended' });
    expect(suspend.statusCode).toBe(200);
    expect(suspend.json().data.status).toBe('suspended');
    expect(await sessionCount(ctx(), member.id)).toBe(0);
    expect((await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: cookie })).statusCode).toBe(401);
    const back = await call(cast.admin, 'PUT', `/api/v1/organization/users/${member.id}/status`, { status: 'active' });
    expect(back.json().data.status).toBe('active');
    // Pending and invited are the SysAdmin's approval, not the organization's (organization-attacks.test.ts).
    for (const status of ['pending', 'invited']) {
      const response = await call(cast.admin, 'PUT', `/api/v1/organization/users/${member.id}/status`, { status });
      expect(response.statusCode).toBe(403);
    }
    expect((await userRow(ctx, member.id)).status).toBe('active');
    const deactivated = await call(cast.admin, 'PUT', `/api/v1/organization/users/${member.id}/status`, { status: 'deactivated' });
    expect(deactivated.statusCode).toBe(400);
    const self = await call(cast.admin, 'PUT', `/api/v1/organization/users/${cast.admin.id}/status`, { status: 'suspended' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Cannot change your own status');
  });

  it('removes a member from the organization without deleting the account', async () => {
    const member = await ctx().createUser({ organizationId: cast.acme, organizationRole: 'editor' });
    const response = await call(cast.admin, 'DELETE', `/api/v1/organization/users/${member.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { message: expect.any(String) } });
    expect(await userRow(ctx, member.id)).toMatchObject({ organizationId: null, organizationRole: null, status: 'active' });

    const self = await call(cast.admin, 'DELETE', `/api/v1/organization/users/${cast.admin.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Cannot remove yourself');
    const owner = await call(cast.admin, 'DELETE', `/api/v1/organization/users/${cast.owner.id}`);
    expect(owner.statusCode).toBe(403);
  });

  it('invites into the caller’s organization and mails the invitation naming the organization', async () => {
    const response = await call(cast.admin, 'POST', '/api/v1/organization/users/invite', {
      email: 'Recruit@Example.test',
      first_name: 'Rita',
      last_name: 'Recruit',
      role: 'editor',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Invitation sent to recruit@example.test',
      data: {
        organizationCreated: false,
        user: { email: 'recruit@example.test', status: 'invited', role: 'editor', organizationId: cast.acme, organizationRole: 'member' },
      },
    });
    const mail = ctx().sentMail.at(-1);
    expect(mail).toMatchObject({ to: 'recruit@example.test', subject: "You're invited to Plotline" });
    expect(mail?.text).toContain('Adam Admin has invited you to join Acme');
    expect(mail?.text).toContain(`${ctx().config.publicUrl}/`);

    const owner = await call(cast.admin, 'POST', '/api/v1/organization/users/invite', {
      email: 'boss@example.test',
      first_name: 'B',
      last_name: 'Oss',
      org_role: 'owner',
    });
    expect(owner.statusCode).toBe(403);
    const taken = await call(cast.owner, 'POST', '/api/v1/organization/users/invite', {
      email: cast.otherAdmin.email,
      first_name: 'O',
      last_name: 'A',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ADMIN_MESSAGES.emailTaken);
    expect((await userRow(ctx, cast.otherAdmin.id)).organizationId).toBe(cast.globex);
    const missing = await call(cast.owner, 'POST', '/api/v1/organization/users/invite', { email: 'z@example.test', last_name: 'Z' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^first_name: /);
  });
});

describeEachDatabase('own organization: last admin and seat limits', (ctx) => {
  const call = caller(ctx);

  async function smallOrganization(limits: { maxUserCount?: number | null; maxActiveSeats?: number | null } = {}) {
    const id = await createOrganization(ctx(), `Org ${Math.random().toString(36).slice(2, 8)}`, limits);
    const owner: Person = await ctx().createUser({ organizationId: id, organizationRole: 'owner' });
    return { id, owner };
  }

  it('keeps the last active owner or admin: no demotion, suspension or removal', async () => {
    const sysAdmin = await ctx().createUser({ sysRole: 'SysAdmin' });
    const { id, owner } = await smallOrganization();
    const member = await ctx().createUser({ organizationId: id, organizationRole: 'member' });

    const demote = await call(owner, 'PUT', `/api/v1/organization/users/${owner.id}/role`, { role: 'member' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('Cannot demote the last admin');
    const remove = await call(sysAdmin, 'DELETE', `/api/v1/organizations/${id}/users/${owner.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe('Cannot remove the last admin');
    const suspend = await call(sysAdmin, 'PUT', `/api/v1/admin/users/${owner.id}/status`, { status: 'suspended' });
    expect(suspend.statusCode).toBe(409);
    expect(suspend.json().message).toBe('Cannot suspend or deactivate the last admin');
    const adminDelete = await call(sysAdmin, 'DELETE', `/api/v1/admin/users/${owner.id}`);
    expect(adminDelete.statusCode).toBe(409);
    expect(await userRow(ctx, owner.id)).toMatchObject({ organizationRole: 'owner', status: 'active', organizationId: id });

    // A suspended admin does not count as a remaining admin.
    const dormant = await ctx().createUser({ organizationId: id, organizationRole: 'admin', status: 'suspended' });
    expect((await call(owner, 'PUT', `/api/v1/organization/users/${owner.id}/role`, { role: 'member' })).statusCode).toBe(409);

    // A second active admin is not enough for the last owner to step down: someone must own it.
    expect((await call(owner, 'PUT', `/api/v1/organization/users/${dormant.id}/status`, { status: 'active' })).statusCode).toBe(200);
    const lastOwner = await call(owner, 'PUT', `/api/v1/organization/users/${owner.id}/role`, { role: 'member' });
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().message).toBe('An organization must keep at least one owner; make another member owner first');
    expect((await call(owner, 'PUT', `/api/v1/organization/users/${dormant.id}/role`, { role: 'owner' })).statusCode).toBe(200);
    const stepDown = await call(owner, 'PUT', `/api/v1/organization/users/${owner.id}/role`, { role: 'member' });
    expect(stepDown.statusCode).toBe(200);
    expect(stepDown.json().data.organizationRole).toBe('member');
    // The former owner is now a plain member and is refused.
    expect((await call(owner, 'GET', '/api/v1/organization')).statusCode).toBe(403);
    expect((await call(dormant, 'DELETE', `/api/v1/organization/users/${member.id}`)).statusCode).toBe(200);
  });

  it('lets the sole member of an organization leave it', async () => {
    const sysAdmin = await ctx().createUser({ sysRole: 'SysAdmin' });
    const { id, owner } = await smallOrganization();
    const response = await call(sysAdmin, 'DELETE', `/api/v1/organizations/${id}/users/${owner.id}`);
    expect(response.statusCode).toBe(200);
    expect((await userRow(ctx, owner.id)).organizationId).toBeNull();
  });

  it('enforces max_active_seats when re-activating and max_user_count when inviting', async () => {
    const { id, owner } = await smallOrganization({ maxActiveSeats: 2, maxUserCount: 3 });
    const suspended = await ctx().createUser({ organizationId: id, organizationRole: 'member', status: 'suspended' });
    const invite = await call(owner, 'POST', '/api/v1/organization/users/invite', {
      email: `seat-${id}@example.test`,
      first_name: 'S',
      last_name: 'Eat',
    });
    expect(invite.statusCode).toBe(200);
    // Owner + invitation hold both seats, and the organization says so (what the details card shows).
    expect((await call(owner, 'GET', '/api/v1/organization')).json().data).toMatchObject({
      maxActiveSeats: 2,
      activeUserCount: 1,
      usedSeatCount: 2,
      totalUserCount: 3,
    });
    const activate = await call(owner, 'PUT', `/api/v1/organization/users/${suspended.id}/status`, { status: 'active' });
    expect(activate.statusCode).toBe(409);
    expect(activate.json().message).toMatch(/has no free seats: all 2 active seat\(s\) are taken/);
    expect((await userRow(ctx, suspended.id)).status).toBe('suspended');
    const noRoom = await call(owner, 'POST', '/api/v1/organization/users/invite', {
      email: `more-${id}@example.test`,
      first_name: 'M',
      last_name: 'Ore',
    });
    expect(noRoom.statusCode).toBe(409);
    expect(noRoom.json().message).toMatch(/has reached its limit of 3 user\(s\)/);

    // Withdrawing the invitation (removing the invited account from the organization) frees a seat;
    // its status is the SysAdmin's to change.
    const invitedId = invite.json().data.user.id as string;
    expect((await call(owner, 'PUT', `/api/v1/organization/users/${invitedId}/status`, { status: 'suspended' })).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/api/v1/organization/users/${invitedId}`)).statusCode).toBe(200);
    expect((await call(owner, 'PUT', `/api/v1/organization/users/${suspended.id}/status`, { status: 'active' })).statusCode).toBe(200);
  });
});

describeEachDatabase('organizations API', (ctx) => {
  const call = caller(ctx);
  let cast: Cast;
  beforeAll(async () => {
    cast = await seedCast(ctx());
  });

  it('lists every organization with its active user count for a SysAdmin, only their own for an organization admin', async () => {
    const all = await call(cast.sysAdmin, 'GET', '/api/v1/organizations');
    expect(all.statusCode).toBe(200);
    const organizations = all.json().data as { id: string; activeUserCount: number }[];
    expect(organizations.map((organization) => organization.id).sort()).toEqual([cast.acme, cast.globex].sort());
    expect(organizations.find((organization) => organization.id === cast.acme)?.activeUserCount).toBe(3);
    const own = await call(cast.admin, 'GET', '/api/v1/organizations');
    expect(own.json().data.map((organization: { id: string }) => organization.id)).toEqual([cast.acme]);
    const member = await call(cast.member, 'GET', '/api/v1/organizations');
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(ADMIN_MESSAGES.organizationAdminRequired);
    expect((await call(null, 'GET', '/api/v1/organizations')).statusCode).toBe(401);
  });

  it('returns the caller’s current organization, or null', async () => {
    const member = await call(cast.member, 'GET', '/api/v1/organizations/current');
    expect(member.statusCode).toBe(200);
    expect(member.json().data).toMatchObject({ id: cast.acme });
    const none = await call(cast.sysAdmin, 'GET', '/api/v1/organizations/current');
    expect(none.json()).toEqual({ success: true, data: null });
    expect((await call(null, 'GET', '/api/v1/organizations/current')).statusCode).toBe(401);
  });

  it('lets only a SysAdmin create and delete organizations', async () => {
    const payload = { name: 'Umbrella', domain: 'umbrella.example', subscription: 'enterprise', max_user_count: 10, max_active_seats: 5 };
    for (const who of [cast.owner, cast.admin, cast.member, cast.otherAdmin]) {
      const refused = await call(who, 'POST', '/api/v1/organizations', payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ADMIN_MESSAGES.adminRequired);
    }
    const created = await call(cast.sysAdmin, 'POST', '/api/v1/organizations', payload);
    expect(created.statusCode).toBe(200);
    const organization = created.json().data;
    expect(organization).toMatchObject({
      name: 'Umbrella',
      domain: 'umbrella.example',
      subscription: 'enterprise',
      status: 'active',
      maxUserCount: 10,
      maxActiveSeats: 5,
      activeUserCount: 0,
      totalUserCount: 0,
    });
    const duplicate = await call(cast.sysAdmin, 'POST', '/api/v1/organizations', { name: 'UMBRELLA' });
    expect(duplicate.statusCode).toBe(409);
    const badPlan = await call(cast.sysAdmin, 'POST', '/api/v1/organizations', { name: 'X', subscription: 'gold' });
    expect(badPlan.json().message).toMatch(/^subscription: /);
    const badLimit = await call(cast.sysAdmin, 'POST', '/api/v1/organizations', { name: 'X', max_user_count: 0 });
    expect(badLimit.json().message).toBe('max_user_count: must be at least 1');

    const joiner = await ctx().createUser();
    expect((await call(cast.sysAdmin, 'POST', `/api/v1/organizations/${organization.id}/users`, { user_id: joiner.id, org_role: 'owner' })).statusCode).toBe(200);
    for (const who of [cast.owner, cast.admin, cast.member, cast.otherAdmin]) {
      expect((await call(who, 'DELETE', `/api/v1/organizations/${organization.id}`)).statusCode).toBe(403);
    }
    const deleted = await call(cast.sysAdmin, 'DELETE', `/api/v1/organizations/${organization.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await userRow(ctx, joiner.id)).toMatchObject({ organizationId: null, organizationRole: null, status: 'active' });
    expect((await call(cast.sysAdmin, 'GET', `/api/v1/organizations/${organization.id}`)).statusCode).toBe(404);
    expect((await call(cast.sysAdmin, 'DELETE', `/api/v1/organizations/${organization.id}`)).statusCode).toBe(404);
  });

  it('lets a SysAdmin or the organization’s own owner/admin read and edit it; plan fields stay with the SysAdmin', async () => {
    for (const who of [cast.sysAdmin, cast.owner, cast.admin]) {
      const response = await call(who, 'GET', `/api/v1/organizations/${cast.acme}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.id).toBe(cast.acme);
    }
    for (const who of [cast.member, cast.otherAdmin]) {
      const response = await call(who, 'GET', `/api/v1/organizations/${cast.acme}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(ADMIN_MESSAGES.organizationAdminRequired);
      expect((await call(who, 'PUT', `/api/v1/organizations/${cast.acme}`, { description: 'hacked' })).statusCode).toBe(403);
    }
    const edit = await call(cast.admin, 'PUT', `/api/v1/organizations/${cast.acme}`, { description: 'Anvils' });
    expect(edit.json().data.description).toBe('Anvils');
    const plan = await call(cast.admin, 'PUT', `/api/v1/organizations/${cast.acme}`, { max_active_seats: 1000 });
    expect(plan.statusCode).toBe(403);
    expect(plan.json().message).toBe('Only a SysAdmin can change the subscription, status or limits of an organization');
    const bySysAdmin = await call(cast.sysAdmin, 'PUT', `/api/v1/organizations/${cast.acme}`, {
      subscription: 'premium',
      status: 'suspended',
      max_active_seats: 50,
      max_user_count: null,
    });
    expect(bySysAdmin.json().data).toMatchObject({ subscription: 'premium', status: 'suspended', maxActiveSeats: 50, maxUserCount: null });
    // A suspended organization suspends its members (organization-attacks.test.ts); the next tests need it active.
    expect((await call(cast.sysAdmin, 'PUT', `/api/v1/organizations/${cast.acme}`, { status: 'active' })).statusCode).toBe(200);
    expect((await call(cast.sysAdmin, 'GET', `/api/v1/organizations/${ZERO_ID}`)).statusCode).toBe(404);
    expect((await call(cast.sysAdmin, 'GET', '/api/v1/organizations/not-a-uuid')).statusCode).toBe(400);
  });

  it('manages members by organization id: list, add (user_id), remove', async () => {
    const list = await call(cast.owner, 'GET', `/api/v1/organizations/${cast.acme}/users`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(3);
    expect((await call(cast.otherAdmin, 'GET', `/api/v1/organizations/${cast.acme}/users`)).statusCode).toBe(403);
    expect((await call(cast.member, 'GET', `/api/v1/organizations/${cast.acme}/users`)).statusCode).toBe(403);

    const loner = await ctx().createUser();
    // An organization admin only invites an existing account; a SysAdmin adds it.
    const invited = await call(cast.admin, 'POST', `/api/v1/organizations/${cast.acme}/users`, { user_id: loner.id });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data).toMatchObject({ userId: loner.id, organizationId: cast.acme, organizationRole: 'member' });
    expect((await userRow(ctx, loner.id)).organizationId).toBeNull();
    const added = await call(cast.sysAdmin, 'POST', `/api/v1/organizations/${cast.acme}/users`, { user_id: loner.id });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ id: loner.id, organizationRole: 'member' });
    const twice = await call(cast.admin, 'POST', `/api/v1/organizations/${cast.acme}/users`, { user_id: loner.id });
    expect(twice.statusCode).toBe(409);
    const poach = await call(cast.admin, 'POST', `/api/v1/organizations/${cast.acme}/users`, { user_id: cast.otherAdmin.id });
    expect(poach.statusCode).toBe(409);
    expect(poach.json().message).toBe('This user already belongs to an organization; remove them from it first');
    const foreign = await call(cast.otherAdmin, 'POST', `/api/v1/organizations/${cast.acme}/users`, { user_id: loner.id });
    expect(foreign.statusCode).toBe(403);
    const camel = await call(cast.admin, 'POST', `/api/v1/organizations/${cast.acme}/users`, { userId: loner.id });
    expect(camel.statusCode).toBe(400);

    const removeForeign = await call(cast.admin, 'DELETE', `/api/v1/organizations/${cast.globex}/users/${cast.otherAdmin.id}`);
    expect(removeForeign.statusCode).toBe(403);
    const removed = await call(cast.admin, 'DELETE', `/api/v1/organizations/${cast.acme}/users/${loner.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await userRow(ctx, loner.id)).organizationId).toBeNull();
    const notMember = await call(cast.admin, 'DELETE', `/api/v1/organizations/${cast.acme}/users/${loner.id}`);
    expect(notMember.statusCode).toBe(404);
  });

  it('lets a SysAdmin outside an organization change roles, statuses and invite by organization id; others only in their own', async () => {
    const loner = await ctx().createUser({ organizationId: cast.globex, organizationRole: 'member' });
    const role = await call(cast.sysAdmin, 'PUT', `/api/v1/organizations/${cast.globex}/users/${loner.id}/role`, { role: 'editor' });
    expect(role.statusCode).toBe(200);
    expect(role.json().data).toMatchObject({ id: loner.id, organizationRole: 'editor' });
    const status = await call(cast.sysAdmin, 'PUT', `/api/v1/organizations/${cast.globex}/users/${loner.id}/status`, { status: 'suspended' });
    expect(status.statusCode).toBe(200);
    expect((await userRow(ctx, loner.id)).status).toBe('suspended');
    const invite = await call(cast.sysAdmin, 'POST', `/api/v1/organizations/${cast.globex}/users/invite`, {
      email: 'newcomer@example.test',
      first_name: 'New',
      last_name: 'Comer',
    });
    expect(invite.statusCode).toBe(200);
    expect(invite.json().data.user).toMatchObject({ email: 'newcomer@example.test', organizationId: cast.globex, status: 'invited' });
    // An organization admin has no say over another organization's members, and a member of the
    // organization is not one of the organization's own elsewhere.
    const foreign = await call(cast.admin, 'PUT', `/api/v1/organizations/${cast.globex}/users/${loner.id}/role`, { role: 'admin' });
    expect(foreign.statusCode).toBe(403);
    const wrongOrganization = await call(cast.sysAdmin, 'PUT', `/api/v1/organizations/${cast.acme}/users/${loner.id}/role`, { role: 'admin' });
    expect(wrongOrganization.statusCode).toBe(404);
    const badRole = await call(cast.sysAdmin, 'PUT', `/api/v1/organizations/${cast.globex}/users/${loner.id}/role`, { role: 'emperor' });
    expect(badRole.statusCode).toBe(400);
    expect((await userRow(ctx, loner.id)).organizationRole).toBe('editor');
  });

  it('enforces seat limits when adding an existing active user', async () => {
    const tiny = await createOrganization(ctx(), 'Tiny', { maxActiveSeats: 1 });
    const first = await ctx().createUser();
    const second = await ctx().createUser();
    const dormant = await ctx().createUser({ status: 'suspended' });
    expect((await call(cast.sysAdmin, 'POST', `/api/v1/organizations/${tiny}/users`, { user_id: first.id, org_role: 'owner' })).statusCode).toBe(200);
    const full = await call(cast.sysAdmin, 'POST', `/api/v1/organizations/${tiny}/users`, { user_id: second.id });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/^Tiny has no free seats/);
    // A suspended user takes no seat.
    expect((await call(cast.sysAdmin, 'POST', `/api/v1/organizations/${tiny}/users`, { user_id: dormant.id })).statusCode).toBe(200);
    expect((await userRow(ctx, second.id)).organizationId).toBeNull();
  });
});
