import { afterEach, beforeAll, expect, it } from 'vitest';
import { ORGANIZATION_BOUNDARY_MESSAGES as MESSAGES } from '@plotline/shared';
import { describeEachDatabase, type TestContext } from './harness.js';
import { caller, createOrganization, seedCast, type Cast, type Person } from './admin-fixtures.js';
import { seedProject } from './planning-fixtures.js';
import { openSse, type SseStream } from './sse-reader.js';
import { Browser, signIn } from './test-browser.js';

/*
 * Issue 14, "Organization capture" and "Shares outlive membership", tried as an attacker would send
 * them: an organization owner or admin pulling an outsider (a SysAdmin included) into their
 * organization, then approving, suspending, reinstating or deleting what the captured account owns;
 * the last owner disappearing; a suspended organization that keeps working; shares that survive
 * leaving. Every sequence ends in 403/404/409 and the rows of users, membership, invitations, shares
 * and projects are exactly as before.
 */

type Db = TestContext['db'];

/** Everything an attack could change, in a stable order. */
async function snapshot(db: Db) {
  return {
    users: await db
      .selectFrom('users')
      .select(['id', 'status', 'sysRole', 'organizationId', 'organizationRole', 'suspendedBySysAdmin'])
      .orderBy('id')
      .execute(),
    invitations: await db.selectFrom('organizationInvitations').select(['organizationId', 'userId', 'organizationRole']).orderBy('id').execute(),
    shares: await db.selectFrom('projectPermissions').select(['projectId', 'userId', 'permissionLevel']).orderBy('projectId').orderBy('userId').execute(),
    projects: await db.selectFrom('projects').select(['id', 'ownerId', 'name', 'version']).orderBy('id').execute(),
  };
}

describeEachDatabase('organization capture', (ctx) => {
  const call = caller(ctx);
  let cast: Cast;
  beforeAll(async () => {
    cast = await seedCast(ctx());
  });

  /** Runs the attack and asserts each step's status, then that nothing changed. */
  async function expectRefused(steps: [number, () => ReturnType<typeof call>][]): Promise<void> {
    const before = await snapshot(ctx().db);
    for (const [index, [status, step]] of steps.entries()) {
      const response = await step();
      expect(response.statusCode, `step ${index + 1}: ${response.body}`).toBe(status);
    }
    expect(await snapshot(ctx().db)).toEqual(before);
  }

  it('an organization admin or owner cannot add a SysAdmin, nor invite one', async () => {
    const loneSysAdmin = await ctx().createUser({ sysRole: 'SysAdmin' });
    for (const manager of [cast.admin, cast.owner]) {
      await expectRefused([
        [403, () => call(manager, 'POST', `/api/v1/organizations/${cast.acme}/users`, { user_id: loneSysAdmin.id })],
        [403, () => call(manager, 'POST', `/api/v1/organizations/${cast.acme}/users`, { user_id: cast.sysAdmin.id, org_role: 'member' })],
      ]);
    }
    const response = await call(cast.owner, 'POST', `/api/v1/organizations/${cast.acme}/users`, { user_id: loneSysAdmin.id });
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.sysAdminsUntouchable });
  });

  it('adding an outsider only invites them: nothing can be done to them until they accept', async () => {
    const outsider = await ctx().createUser();
    const invited = await call(cast.admin, 'POST', `/api/v1/organizations/${cast.acme}/users`, { user_id: outsider.id });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      success: true,
      message: expect.stringMatching(/ has been invited to join Acme .+; they become a member once they accept$/),
      data: { userId: outsider.id, organizationId: cast.acme, organizationRole: 'member', invitedByName: 'Adam Admin' },
    });
    await expectRefused([
      [404, () => call(cast.admin, 'PUT', `/api/v1/organization/users/${outsider.id}/status`, { status: 'suspended' })],
      [404, () => call(cast.admin, 'PUT', `/api/v1/organization/users/${outsider.id}/role`, { role: 'admin' })],
      [404, () => call(cast.admin, 'DELETE', `/api/v1/organization/users/${outsider.id}`)],
      // Twice is refused, and an invitation is accepted by its invitee only.
      [409, () => call(cast.admin, 'POST', `/api/v1/organizations/${cast.acme}/users`, { user_id: outsider.id })],
      [404, () => call(cast.member, 'POST', `/api/v1/account/organization-invitations/${invited.json().data.id}/accept`)],
      [404, () => call(cast.admin, 'POST', `/api/v1/account/organization-invitations/${invited.json().data.id}/accept`)],
    ]);
    expect((await ctx().db.selectFrom('users').select('organizationId').where('id', '=', outsider.id).executeTakeFirstOrThrow()).organizationId).toBeNull();
  });

  it('a waiting-list (pending) or invited account is neither invited nor approved by an organization manager', async () => {
    const waiting = await ctx().createUser({ status: 'pending' });
    const pendingMember = await ctx().createUser({ status: 'pending', organizationId: cast.acme, organizationRole: 'member' });
    const invitedMember = await ctx().createUser({ status: 'invited', organizationId: cast.acme, organizationRole: 'member' });
    await expectRefused([
      [409, () => call(cast.owner, 'POST', `/api/v1/organizations/${cast.acme}/users`, { user_id: waiting.id })],
      [403, () => call(cast.owner, 'PUT', `/api/v1/organization/users/${pendingMember.id}/status`, { status: 'active' })],
      [403, () => call(cast.owner, 'PUT', `/api/v1/organization/users/${invitedMember.id}/status`, { status: 'active' })],
      [403, () => call(cast.owner, 'PUT', `/api/v1/organization/users/${pendingMember.id}/status`, { status: 'suspended' })],
      [403, () => call(cast.admin, 'PUT', `/api/v1/organization/users/${cast.member.id}/status`, { status: 'pending' })],
      [403, () => call(cast.admin, 'PUT', `/api/v1/organization/users/${cast.member.id}/status`, { status: 'invited' })],
    ]);
    const response = await call(cast.owner, 'PUT', `/api/v1/organization/users/${pendingMember.id}/status`, { status: 'active' });
    expect(response.json().message).toBe(MESSAGES.statusOnlySuspendOrReinstate);
  });

  it('a member a SysAdmin suspended stays suspended; one the organization suspended can be reinstated', async () => {
    const member = await ctx().createUser({ organizationId: cast.acme, organizationRole: 'member' });
    expect((await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${member.id}/status`, { status: 'suspended' })).statusCode).toBe(200);
    await expectRefused([
      [403, () => call(cast.owner, 'PUT', `/api/v1/organization/users/${member.id}/status`, { status: 'active' })],
      [403, () => call(cast.admin, 'PUT', `/api/v1/organization/users/${member.id}/status`, { status: 'active' })],
    ]);
    // Re-suspending it through the organization does not launder the SysAdmin's suspension.
    expect((await call(cast.owner, 'PUT', `/api/v1/organization/users/${member.id}/status`, { status: 'suspended' })).statusCode).toBe(200);
    const again = await call(cast.owner, 'PUT', `/api/v1/organization/users/${member.id}/status`, { status: 'active' });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(MESSAGES.suspendedBySysAdmin);

    const other = await ctx().createUser({ organizationId: cast.acme, organizationRole: 'member' });
    expect((await call(cast.admin, 'PUT', `/api/v1/organization/users/${other.id}/status`, { status: 'suspended' })).statusCode).toBe(200);
    expect((await call(cast.admin, 'PUT', `/api/v1/organization/users/${other.id}/status`, { status: 'active' })).statusCode).toBe(200);
    // A SysAdmin reinstates their own suspension.
    expect((await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${member.id}/status`, { status: 'active' })).statusCode).toBe(200);
  });

  it('a SysAdmin inside the organization is not managed by its owner or admins', async () => {
    const insider = await ctx().createUser({ sysRole: 'SysAdmin', organizationId: cast.acme, organizationRole: 'member' });
    for (const manager of [cast.owner, cast.admin]) {
      await expectRefused([
        [403, () => call(manager, 'PUT', `/api/v1/organization/users/${insider.id}/status`, { status: 'suspended' })],
        [403, () => call(manager, 'PUT', `/api/v1/organization/users/${insider.id}/role`, { role: 'editor' })],
        [403, () => call(manager, 'DELETE', `/api/v1/organization/users/${insider.id}`)],
        [403, () => call(manager, 'DELETE', `/api/v1/organizations/${cast.acme}/users/${insider.id}`)],
      ]);
    }
  });

  it('the organization owner deletes no project of someone outside the organization, shared or not', async () => {
    const { projectId } = await seedProject(ctx(), cast.sysAdmin.id, { shares: [{ userId: cast.owner.id, level: 'read' }] });
    const foreign = await seedProject(ctx(), cast.otherAdmin.id, { shares: [{ userId: cast.owner.id, level: 'admin' }] });
    await expectRefused([
      // The capture that would make the SysAdmin "a member" is refused, so the rule never applies.
      [403, () => call(cast.owner, 'POST', `/api/v1/organizations/${cast.acme}/users`, { user_id: cast.sysAdmin.id })],
      [403, () => call(cast.owner, 'DELETE', `/api/v1/projects/${projectId}`)],
      [403, () => call(cast.owner, 'DELETE', `/api/v1/projects/${foreign.projectId}`)],
    ]);
    // Inside the organization the spec's rule stands: the owner deletes a member's shared project.
    const own = await seedProject(ctx(), cast.member.id, { shares: [{ userId: cast.owner.id, level: 'read' }] });
    expect((await call(cast.owner, 'DELETE', `/api/v1/projects/${own.projectId}`)).statusCode).toBe(200);
  });
});

describeEachDatabase('organization owners and suspension', (ctx) => {
  const call = caller(ctx);

  async function organizationWith(...roles: string[]): Promise<{ id: string; people: Person[] }> {
    const id = await createOrganization(ctx(), `Org ${Math.random().toString(36).slice(2, 8)}`);
    const people: Person[] = [];
    for (const role of roles) people.push(await ctx().createUser({ organizationId: id, organizationRole: role }));
    return { id, people };
  }

  it('keeps at least one active owner: no demotion, suspension, removal or deletion of the last one', async () => {
    const sysAdmin = await ctx().createUser({ sysRole: 'SysAdmin' });
    const { id, people } = await organizationWith('owner', 'admin', 'member');
    const [owner, admin] = people as [Person, Person];
    const before = await snapshot(ctx().db);
    for (const [who, method, url, payload] of [
      [owner, 'PUT', `/api/v1/organization/users/${owner.id}/role`, { role: 'admin' }],
      [sysAdmin, 'DELETE', `/api/v1/organizations/${id}/users/${owner.id}`, undefined],
      [sysAdmin, 'PUT', `/api/v1/admin/users/${owner.id}/status`, { status: 'suspended' }],
      [sysAdmin, 'PUT', `/api/v1/admin/users/${owner.id}`, { is_active: 'pending' }],
      [sysAdmin, 'DELETE', `/api/v1/admin/users/${owner.id}`, undefined],
    ] as const) {
      const response = await call(who, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(409);
      expect(response.json().message).toBe(MESSAGES.lastOwner);
    }
    expect(await snapshot(ctx().db)).toEqual(before);
    // The admin cannot touch the owner at all; a second owner lets the first step down.
    expect((await call(admin, 'PUT', `/api/v1/organization/users/${owner.id}/role`, { role: 'member' })).statusCode).toBe(403);
    expect((await call(owner, 'PUT', `/api/v1/organization/users/${admin.id}/role`, { role: 'owner' })).statusCode).toBe(200);
    expect((await call(owner, 'PUT', `/api/v1/organization/users/${owner.id}/role`, { role: 'admin' })).statusCode).toBe(200);
  });

  it('a suspended organization signs its members out and refuses their sessions and API tokens', async () => {
    const sysAdmin = await ctx().createUser({ sysRole: 'SysAdmin' });
    const { id, people } = await organizationWith('owner', 'member');
    const [owner, member] = people as [Person, Person];
    const cookie = await ctx().cookieFor(member.id);
    const token = (await call(owner, 'POST', '/api/v1/account/api-tokens', { name: 'script' })).json().data.token as string;
    const asToken = () => ctx().app.inject({ method: 'GET', url: '/api/v1/projects', headers: { authorization: `Bearer ${token}` } });
    expect((await asToken()).statusCode).toBe(200);

    expect((await call(sysAdmin, 'PUT', `/api/v1/organizations/${id}`, { status: 'suspended' })).statusCode).toBe(200);
    expect((await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: cookie })).statusCode).toBe(401);
    expect((await asToken()).statusCode).toBe(401);
    const sessions = await ctx().db.selectFrom('sessions').select('id').where('userId', 'in', [owner.id, member.id]).execute();
    expect(sessions).toEqual([]);
    // A session made after the suspension (as a sign-in would) does not act either.
    expect((await call(owner, 'GET', `/api/v1/organizations/${id}`)).statusCode).toBe(401);
    // Their own statuses are untouched, so reactivating the organization restores them.
    expect((await call(sysAdmin, 'PUT', `/api/v1/organizations/${id}`, { status: 'active' })).statusCode).toBe(200);
    expect((await asToken()).statusCode).toBe(200);
    expect((await call(member, 'GET', '/api/v1/projects')).statusCode).toBe(200);
  });
});

describeEachDatabase('invitations of existing accounts', (ctx) => {
  const call = caller(ctx);
  let cast: Cast;
  beforeAll(async () => {
    cast = await seedCast(ctx());
  });

  it('the invitee sees the invitation, accepts it and joins with its role, once', async () => {
    const outsider = await ctx().createUser({ firstName: 'Ina', lastName: 'Vitee' });
    const invited = await call(cast.owner, 'POST', `/api/v1/organizations/${cast.acme}/users`, { user_id: outsider.id, org_role: 'admin' });
    expect(invited.statusCode).toBe(201);
    const invitation = invited.json().data as { id: string };
    expect((await call(cast.owner, 'GET', `/api/v1/organizations/${cast.acme}/invitations`)).json().data).toEqual([
      expect.objectContaining({ id: invitation.id, userId: outsider.id }),
    ]);
    expect((await call(cast.otherAdmin, 'GET', `/api/v1/organizations/${cast.acme}/invitations`)).statusCode).toBe(403);
    expect((await call(cast.member, 'GET', '/api/v1/account/organization-invitations')).json().data).toEqual([]);

    const mine = await call(outsider, 'GET', '/api/v1/account/organization-invitations');
    expect(mine.json().data).toEqual([
      {
        id: invitation.id,
        organizationId: cast.acme,
        organizationName: expect.stringMatching(/^Acme /),
        organizationRole: 'admin',
        userId: outsider.id,
        userName: 'Ina Vitee',
        userEmail: outsider.email,
        invitedByName: 'Olga Owner',
        createdAt: expect.any(String),
      },
    ]);
    const accepted = await call(outsider, 'POST', `/api/v1/account/organization-invitations/${invitation.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toMatch(/^You joined Acme /);
    const row = await ctx().db.selectFrom('users').selectAll().where('id', '=', outsider.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ organizationId: cast.acme, organizationRole: 'admin', status: 'active' });
    expect((await call(outsider, 'POST', `/api/v1/account/organization-invitations/${invitation.id}/accept`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', '/api/v1/account/organization-invitations')).json().data).toEqual([]);
  });

  it('two invitations accepted at once join exactly one organization', async () => {
    const outsider = await ctx().createUser();
    const ids: string[] = [];
    for (const [manager, organizationId] of [[cast.owner, cast.acme], [cast.otherAdmin, cast.globex]] as const) {
      ids.push((await call(manager, 'POST', `/api/v1/organizations/${organizationId}/users`, { user_id: outsider.id })).json().data.id);
    }
    const answers = await Promise.all(ids.map((id) => call(outsider, 'POST', `/api/v1/account/organization-invitations/${id}/accept`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const joined = answers[0]?.statusCode === 200 ? cast.acme : cast.globex;
    expect((await ctx().db.selectFrom('users').select('organizationId').where('id', '=', outsider.id).executeTakeFirstOrThrow()).organizationId).toBe(joined);
    // The refused one is still open (its redemption rolled back).
    expect((await call(outsider, 'GET', '/api/v1/account/organization-invitations')).json().data).toHaveLength(1);
  });

  it('the organization view’s invite by e-mail invites an existing account without an organization instead of failing', async () => {
    const existing = await ctx().createUser({ firstName: 'Eve', lastName: 'Existing' });
    const before = await snapshot(ctx().db);
    const response = await call(cast.admin, 'POST', '/api/v1/organization/users/invite', { email: existing.email, first_name: 'E', last_name: 'X' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: expect.stringMatching(/^Eve Existing has been invited to join Acme .+; they become a member once they accept$/),
      data: { user: { id: existing.id, organizationId: null, status: 'active' }, organizationCreated: false },
    });
    expect(ctx().sentMail.at(-1)).toMatchObject({ to: existing.email });
    const after = await snapshot(ctx().db);
    expect(after.users).toEqual(before.users);
    expect(after.invitations).toEqual([...before.invitations, { organizationId: cast.acme, userId: existing.id, organizationRole: 'member' }]);
    // A SysAdmin's address stays taken: nobody is invited.
    const sysAdmin = await call(cast.admin, 'POST', '/api/v1/organization/users/invite', { email: cast.sysAdmin.email, first_name: 'S', last_name: 'A' });
    expect(sysAdmin.statusCode).toBe(409);
    expect((await snapshot(ctx().db)).invitations).toEqual(after.invitations);
  });

  it('accepting needs no organization yet and room in the organization; declining and cancelling remove it', async () => {
    const outsider = await ctx().createUser();
    const tiny = await createOrganization(ctx(), 'Tiny', { maxActiveSeats: 1 });
    const tinyOwner = await ctx().createUser({ organizationId: tiny, organizationRole: 'owner' });
    const toTiny = (await call(tinyOwner, 'POST', `/api/v1/organizations/${tiny}/users`, { user_id: outsider.id })).json().data as { id: string };
    const toAcme = (await call(cast.admin, 'POST', `/api/v1/organizations/${cast.acme}/users`, { user_id: outsider.id })).json().data as { id: string };
    const before = await snapshot(ctx().db);
    const full = await call(outsider, 'POST', `/api/v1/account/organization-invitations/${toTiny.id}/accept`);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/^Tiny has no free seats/);
    expect(await snapshot(ctx().db)).toEqual(before);

    expect((await call(outsider, 'POST', `/api/v1/account/organization-invitations/${toAcme.id}/accept`)).statusCode).toBe(200);
    const second = await call(outsider, 'POST', `/api/v1/account/organization-invitations/${toTiny.id}/accept`);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(MESSAGES.acceptWhileMember);

    const declined = await call(outsider, 'POST', `/api/v1/account/organization-invitations/${toTiny.id}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().message).toBe('You declined the invitation to Tiny');

    const another = await ctx().createUser();
    const pending = (await call(cast.admin, 'POST', `/api/v1/organizations/${cast.acme}/users`, { user_id: another.id })).json().data as { id: string };
    expect((await call(cast.otherAdmin, 'DELETE', `/api/v1/organizations/${cast.acme}/invitations/${pending.id}`)).statusCode).toBe(403);
    expect((await call(cast.otherAdmin, 'DELETE', `/api/v1/organizations/${cast.globex}/invitations/${pending.id}`)).statusCode).toBe(404);
    expect((await call(cast.admin, 'DELETE', `/api/v1/organizations/${cast.acme}/invitations/${pending.id}`)).statusCode).toBe(200);
    expect((await call(another, 'POST', `/api/v1/account/organization-invitations/${pending.id}/accept`)).statusCode).toBe(404);
  });
});

describeEachDatabase(
  'sign-in into a suspended organization',
  (ctx) => {
    it('a member of a suspended organization is sent to the deactivated message, with no session', async () => {
      const organizationId = await createOrganization(ctx(), 'Dormant');
      const member = await ctx().createUser({ organizationId, organizationRole: 'owner' });
      const active = await signIn(new Browser(ctx().config.publicUrl), member.email, member.name);
      expect(active.location).toBe('/');
      await ctx().db.updateTable('organizations').set({ status: 'suspended' }).where('id', '=', organizationId).execute();
      await ctx().db.deleteFrom('sessions').execute();

      const refused = await signIn(new Browser(ctx().config.publicUrl), member.email, member.name);
      expect(refused.location).toBe('/?error=user_status_deactivated');
      expect(await ctx().db.selectFrom('sessions').select('id').where('userId', '=', member.id).execute()).toEqual([]);
    });
  },
  { listen: true },
);

describeEachDatabase(
  'shares end with membership',
  (ctx) => {
    const call = caller(ctx);
    const open: SseStream[] = [];
    afterEach(() => {
      for (const stream of open.splice(0)) stream.close();
    });

    async function streamOf(who: Person, projectId: string): Promise<SseStream> {
      const result = await openSse(`${ctx().config.publicUrl}/api/v1/projects/${projectId}/stream`, await ctx().cookieFor(who.id));
      if (!result.stream) throw new Error(`stream refused: ${JSON.stringify(result.error)}`);
      open.push(result.stream);
      await result.stream.nextOf('hello');
      return result.stream;
    }

    const sharesOf = (userId: string) =>
      ctx().db.selectFrom('projectPermissions').select(['projectId', 'permissionLevel']).where('userId', '=', userId).execute();

    it('a removed member loses every share on the members’ projects at once, and the stream says sharing.changed', async () => {
      const cast = await seedCast(ctx());
      const leaver = await ctx().createUser({ organizationId: cast.acme, organizationRole: 'editor' });
      const project = await seedProject(ctx(), cast.owner.id, { shares: [{ userId: leaver.id, level: 'write' }, { userId: cast.member.id, level: 'read' }] });
      // The leaver's own project, shared with a member: that share came with the organization too.
      const theirs = await seedProject(ctx(), leaver.id, { shares: [{ userId: cast.member.id, level: 'write' }] });
      // A SysAdmin's share is not bound to the organization and stays.
      const sysAdmins = await seedProject(ctx(), cast.sysAdmin.id, { shares: [{ userId: leaver.id, level: 'read' }] });
      const eventUrl = `/api/v1/projects/${project.projectId}/timelines/${project.timelineIds[0]}/events/${project.eventIds[0]?.[0]}`;
      expect((await call(leaver, 'PUT', eventUrl, { title: 'Before', version: 1 })).statusCode).toBe(200);
      const live = await streamOf(cast.owner, project.projectId);

      expect((await call(cast.admin, 'DELETE', `/api/v1/organization/users/${leaver.id}`)).statusCode).toBe(200);
      expect((await live.nextOf('change')).data).toMatchObject({ kind: 'sharing.changed', projectId: project.projectId });
      expect(await sharesOf(leaver.id)).toEqual([{ projectId: sysAdmins.projectId, permissionLevel: 'read' }]);
      expect(await sharesOf(cast.member.id)).toEqual([{ projectId: project.projectId, permissionLevel: 'read' }]);

      const before = await snapshot(ctx().db);
      expect((await call(leaver, 'PUT', eventUrl, { title: 'After', version: 2 })).statusCode).toBe(404);
      expect((await call(leaver, 'GET', `/api/v1/projects/${project.projectId}`)).statusCode).toBe(404);
      expect((await call(cast.member, 'GET', `/api/v1/projects/${theirs.projectId}`)).statusCode).toBe(404);
      expect(await snapshot(ctx().db)).toEqual(before);
    });

    it('a member moved to another organization, or whose organization is deleted, keeps no share from it', async () => {
      const cast = await seedCast(ctx());
      const mover = await ctx().createUser({ organizationId: cast.acme, organizationRole: 'member' });
      const project = await seedProject(ctx(), cast.owner.id, { shares: [{ userId: mover.id, level: 'admin' }] });
      expect((await call(cast.sysAdmin, 'DELETE', `/api/v1/organizations/${cast.acme}/users/${mover.id}`)).statusCode).toBe(200);
      expect((await call(cast.sysAdmin, 'POST', `/api/v1/organizations/${cast.globex}/users`, { user_id: mover.id })).statusCode).toBe(200);
      expect(await sharesOf(mover.id)).toEqual([]);
      expect((await call(mover, 'DELETE', `/api/v1/projects/${project.projectId}/timelines/${project.timelineIds[0]}`)).statusCode).toBe(404);

      const colleague = await seedProject(ctx(), cast.otherAdmin.id, { shares: [{ userId: mover.id, level: 'write' }] });
      const live = await streamOf(cast.otherAdmin, colleague.projectId);
      expect((await call(cast.sysAdmin, 'DELETE', `/api/v1/organizations/${cast.globex}`)).statusCode).toBe(200);
      expect((await live.nextOf('change')).data).toMatchObject({ kind: 'sharing.changed', projectId: colleague.projectId });
      expect(await sharesOf(mover.id)).toEqual([]);
    });
  },
  { listen: true },
);
