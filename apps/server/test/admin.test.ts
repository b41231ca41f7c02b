import { beforeAll, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@plotline/shared';
import { insertShare } from './fixtures.js';
import { describeEachDatabase } from './harness.js';
import { caller, createOrganization, createProject, seedCast, sessionCount, type Cast, type Method } from './admin-fixtures.js';

const ZERO_ID = '00000000-0000-7000-8000-000000000000';

describeEachDatabase('admin users: access', (ctx) => {
  const call = caller(ctx);
  let cast: Cast;
  beforeAll(async () => {
    cast = await seedCast(ctx());
  });

  const routes = (): [Method, string, object?][] => [
    ['GET', '/api/v1/admin/users'],
    ['GET', `/api/v1/admin/users/${cast.member.id}`],
    ['PUT', `/api/v1/admin/users/${cast.member.id}`, { first_name: 'X' }],
    ['PUT', `/api/v1/admin/users/${cast.member.id}/role`, { role: 'editor' }],
    ['PUT', `/api/v1/admin/users/${cast.member.id}/sys-role`, { sys_role: 'SysAdmin' }],
    ['PUT', `/api/v1/admin/users/${cast.member.id}/approve`],
    ['PUT', `/api/v1/admin/users/${cast.member.id}/status`, { status: 'suspended' }],
    ['DELETE', `/api/v1/admin/users/${cast.member.id}`],
    ['POST', '/api/v1/admin/users/invite', { email: 'x@example.test', first_name: 'X', last_name: 'Y' }],
  ];

  it('refuses every admin route to organization owners, admins, members and other organizations’ admins', async () => {
    for (const who of [cast.owner, cast.admin, cast.member, cast.otherAdmin]) {
      for (const [method, url, payload] of routes()) {
        const response = await call(who, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: ADMIN_MESSAGES.adminRequired });
      }
    }
    const member = await ctx().db.selectFrom('users').selectAll().where('id', '=', cast.member.id).executeTakeFirstOrThrow();
    expect(member).toMatchObject({ status: 'active', role: 'viewer', sysRole: 'Normal', firstName: 'Mia' });
    expect(ctx().sentMail).toHaveLength(0);
  });

  it('answers anonymous callers with 401', async () => {
    for (const [method, url, payload] of routes()) {
      const response = await call(null, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });

  it('lets a SysAdmin list users with organization, counts and every field of the contract', async () => {
    await createProject(ctx(), cast.owner.id);
    await createProject(ctx(), cast.owner.id);
    const response = await call(cast.sysAdmin, 'GET', '/api/v1/admin/users');
    expect(response.statusCode).toBe(200);
    // `data` is the list of users itself; the paging goes beside it.
    const { data, meta } = response.json();
    expect(Array.isArray(data)).toBe(true);
    expect(meta).toEqual({ total: 5, page: 1, pageSize: 50 });
    expect(data).toHaveLength(5);
    const owner = data.find((user: { id: string }) => user.id === cast.owner.id);
    expect(owner).toEqual({
      id: cast.owner.id,
      email: cast.owner.email,
      firstName: 'Olga',
      lastName: 'Owner',
      name: 'Olga Owner',
      picture: null,
      role: 'viewer',
      sysRole: 'Normal',
      status: 'active',
      organizationId: cast.acme,
      organizationName: expect.stringMatching(/^Acme /),
      organizationRole: 'owner',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      lastLoginAt: null,
      ownedProjectCount: 2,
    });
    const sysAdmin = data.find((user: { id: string }) => user.id === cast.sysAdmin.id);
    expect(sysAdmin).toMatchObject({ organizationId: null, organizationName: null, ownedProjectCount: 0 });
  });

  it('searches name and e-mail case-insensitively, filters by status and pages', async () => {
    await ctx().createUser({ firstName: 'Percy', lastName: 'Pending', status: 'pending', email: 'percy_100%@example.test' });
    const byName = (await call(cast.sysAdmin, 'GET', '/api/v1/admin/users?q=OLGA')).json().data;
    expect(byName.map((user: { id: string }) => user.id)).toEqual([cast.owner.id]);
    const byEmail = (await call(cast.sysAdmin, 'GET', '/api/v1/admin/users?q=_100%25')).json().data;
    expect(byEmail.map((user: { name: string }) => user.name)).toEqual(['Percy Pending']);
    // A LIKE wildcard in the search means itself, not "any".
    expect((await call(cast.sysAdmin, 'GET', '/api/v1/admin/users?q=%25%25%25')).json().meta.total).toBe(0);
    const pending = (await call(cast.sysAdmin, 'GET', '/api/v1/admin/users?status=pending')).json();
    expect(pending.meta.total).toBe(1);
    expect(pending.data[0].status).toBe('pending');

    const first = (await call(cast.sysAdmin, 'GET', '/api/v1/admin/users?page=1&pageSize=4')).json();
    const second = (await call(cast.sysAdmin, 'GET', '/api/v1/admin/users?page=2&pageSize=4')).json();
    expect(first.meta).toEqual({ total: 6, page: 1, pageSize: 4 });
    expect(first.data).toHaveLength(4);
    expect(second.data).toHaveLength(2);
    const ids = new Set([...first.data, ...second.data].map((user: { id: string }) => user.id));
    expect(ids.size).toBe(6);

    const tooBig = await call(cast.sysAdmin, 'GET', '/api/v1/admin/users?pageSize=201');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toMatch(/^querystring\.pageSize/);
    const badStatus = await call(cast.sysAdmin, 'GET', '/api/v1/admin/users?status=sleepy');
    expect(badStatus.statusCode).toBe(400);
  });

  it('changes role and system role, naming the field of a bad value', async () => {
    const user = await ctx().createUser();
    const role = await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${user.id}/role`, { role: 'project_manager' });
    expect(role.statusCode).toBe(200);
    expect(role.json().data).toMatchObject({ id: user.id, role: 'project_manager' });
    const sysRole = await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${user.id}/sys-role`, { sys_role: 'Premium' });
    expect(sysRole.json().data).toMatchObject({ sysRole: 'Premium' });

    const bad = await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${user.id}/sys-role`, { sys_role: 'God' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/^sys_role: /) });
    const camel = await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${user.id}/sys-role`, { sysRole: 'Trial' });
    expect(camel.statusCode).toBe(400);
    const missing = await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${ZERO_ID}/role`, { role: 'editor' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
    const row = await ctx().db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'project_manager', sysRole: 'Premium' });
  });

  it('approves a pending user, mails them the sign-in link, and refuses to approve anyone else', async () => {
    const pending = await ctx().createUser({ status: 'pending', firstName: 'Paula', lastName: 'Pend', email: 'paula@example.test' });
    const before = ctx().sentMail.length;
    const response = await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${pending.id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: expect.any(String), data: { id: pending.id, status: 'active' } });
    const mail = ctx().sentMail.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'paula@example.test', subject: 'Your Plotline account is active' });
    expect(mail[0]?.text).toContain('your account is now active');
    expect(mail[0]?.text).toContain(`${ctx().config.publicUrl}/`);
    expect(mail[0]?.html).toContain(`href="${ctx().config.publicUrl}/"`);

    const again = await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${pending.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'Only pending users can be approved' });
    expect(ctx().sentMail.length).toBe(before + 1);
  });

  it('suspends a user, ending their existing session at once, and reinstates them', async () => {
    const user = await ctx().createUser();
    const cookie = await ctx().cookieFor(user.id);
    const signedIn = await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: cookie });
    expect(signedIn.statusCode).toBe(200);

    const suspend = await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${user.id}/status`, { status: 'suspended' });
    expect(suspend.statusCode).toBe(200);
    expect(suspend.json().data.status).toBe('suspended');
    expect(await sessionCount(ctx(), user.id)).toBe(0);
    const after = await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: cookie });
    expect(after.statusCode).toBe(401);
    const api = await ctx().app.inject({ method: 'GET', url: '/api/v1/organizations/current', headers: cookie });
    expect(api.statusCode).toBe(401);

    const reinstate = await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${user.id}/status`, { status: 'active' });
    expect(reinstate.json().data.status).toBe('active');

    const invited = await ctx().createUser({ status: 'invited' });
    const refused = await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${invited.id}/status`, { status: 'active' });
    expect(refused.statusCode).toBe(409);
    const pendingBody = await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${user.id}/status`, { status: 'pending' });
    expect(pendingBody.statusCode).toBe(400);
    expect(pendingBody.json().message).toBe('status: must be active or suspended');
  });

  it('edits names, e-mail, role, system role and status in one call', async () => {
    const user = await ctx().createUser();
    const cookie = await ctx().cookieFor(user.id);
    const response = await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${user.id}`, {
      first_name: ' Ada ',
      last_name: 'Lovelace',
      email: ' Ada@Example.TEST ',
      role: 'editor',
      sys_role: 'Premium',
      is_active: 'suspended',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      role: 'editor',
      sysRole: 'Premium',
      status: 'suspended',
    });
    expect((await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: cookie })).statusCode).toBe(401);

    const other = await ctx().createUser();
    const taken = await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${other.id}`, { email: 'ADA@example.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ADMIN_MESSAGES.emailTaken);
    const blank = await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${other.id}`, { first_name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/^first_name: /);
    const badEmail = await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${other.id}`, { email: 'not-an-email' });
    expect(badEmail.json().message).toBe('email: must be a valid email address');
    const deactivated = await call(cast.sysAdmin, 'PUT', `/api/v1/admin/users/${other.id}`, { is_active: 'invited' });
    expect(deactivated.json().data.status).toBe('invited');
  });

  it('refuses to delete a project owner, naming the count, and deletes others with their sessions', async () => {
    const owner = await ctx().createUser();
    await createProject(ctx(), owner.id);
    await createProject(ctx(), owner.id);
    const refused = await call(cast.sysAdmin, 'DELETE', `/api/v1/admin/users/${owner.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'OWNS_PROJECTS',
      message: 'This user owns 2 projects; transfer or delete them first',
    });
    expect(await ctx().db.selectFrom('users').select('id').where('id', '=', owner.id).executeTakeFirst()).toBeDefined();

    const user = await ctx().createUser();
    const cookie = await ctx().cookieFor(user.id);
    const deleted = await call(cast.sysAdmin, 'DELETE', `/api/v1/admin/users/${user.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, data: { message: expect.any(String) } });
    expect(await ctx().db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
    expect(await sessionCount(ctx(), user.id)).toBe(0);
    expect((await ctx().app.inject({ method: 'GET', url: '/auth/user', headers: cookie })).statusCode).toBe(401);
    expect((await call(cast.sysAdmin, 'DELETE', `/api/v1/admin/users/${user.id}`)).statusCode).toBe(404);

    const self = await call(cast.sysAdmin, 'DELETE', `/api/v1/admin/users/${cast.sysAdmin.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot delete your own account');
  });

  it('deletes a project owner when someone active takes the projects over', async () => {
    const owner = await ctx().createUser();
    const heir = await ctx().createUser();
    const reader = await ctx().createUser();
    const suspended = await ctx().createUser({ status: 'suspended' });
    const [first, second] = [await createProject(ctx(), owner.id), await createProject(ctx(), owner.id)];
    await insertShare(ctx().db, { projectId: first!, userId: heir.id, level: 'read', grantedBy: owner.id });
    await insertShare(ctx().db, { projectId: first!, userId: reader.id, level: 'write', grantedBy: owner.id });
    const url = `/api/v1/admin/users/${owner.id}`;

    for (const bad of [suspended.id, owner.id, '0190f5b2-0000-7000-8000-00000000dead']) {
      const refused = await call(cast.sysAdmin, 'DELETE', `${url}?transferProjectsTo=${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toBe('transferProjectsTo: must be an active user other than the one deleted');
    }
    expect((await call(cast.sysAdmin, 'DELETE', `${url}?transferProjectsTo=not-an-id`)).statusCode).toBe(400);
    expect(await ctx().db.selectFrom('users').select('id').where('id', '=', owner.id).executeTakeFirst()).toBeDefined();

    const deleted = await call(cast.sysAdmin, 'DELETE', `${url}?transferProjectsTo=${heir.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await ctx().db.selectFrom('users').select('id').where('id', '=', owner.id).executeTakeFirst()).toBeUndefined();
    const moved = await ctx().db.selectFrom('projects').select(['id', 'ownerId', 'revision']).where('id', 'in', [first!, second!]).execute();
    expect(moved.map((project) => project.ownerId)).toEqual([heir.id, heir.id]);
    expect(moved.every((project) => Number(project.revision) > 0)).toBe(true);
    const shares = await ctx().db.selectFrom('projectPermissions').select(['userId', 'permissionLevel']).where('projectId', '=', first!).execute();
    expect(shares).toEqual([{ userId: reader.id, permissionLevel: 'write' }]);
  });
});

describeEachDatabase('admin users: the last active SysAdmin', (ctx) => {
  const call = caller(ctx);

  it('keeps at least one active SysAdmin, and lets one step down once another exists', async () => {
    const only = await ctx().createUser({ sysRole: 'SysAdmin' });
    const message = 'This is the last active SysAdmin; make another user SysAdmin first';
    for (const [method, url, payload] of [
      ['PUT', `/api/v1/admin/users/${only.id}/sys-role`, { sys_role: 'Normal' }],
      ['PUT', `/api/v1/admin/users/${only.id}/status`, { status: 'suspended' }],
      ['PUT', `/api/v1/admin/users/${only.id}`, { is_active: 'pending' }],
    ] as const) {
      const response = await call(only, method, url, payload);
      expect(response.statusCode, url).toBe(409);
      expect(response.json().message).toBe(message);
    }
    // A suspended SysAdmin does not count.
    const dormant = await ctx().createUser({ sysRole: 'SysAdmin', status: 'suspended' });
    expect((await call(only, 'PUT', `/api/v1/admin/users/${only.id}/sys-role`, { sys_role: 'Normal' })).statusCode).toBe(409);
    expect((await call(only, 'PUT', `/api/v1/admin/users/${dormant.id}/status`, { status: 'active' })).statusCode).toBe(200);

    const stepDown = await call(only, 'PUT', `/api/v1/admin/users/${only.id}/sys-role`, { sys_role: 'Normal' });
    expect(stepDown.statusCode).toBe(200);
    expect(stepDown.json().data.sysRole).toBe('Normal');
    // Now no longer an admin, the same caller is refused.
    expect((await call(only, 'GET', '/api/v1/admin/users')).statusCode).toBe(403);
    const last = await call(dormant, 'PUT', `/api/v1/admin/users/${dormant.id}/status`, { status: 'suspended' });
    expect(last.json().message).toBe(message);
  });
});

describeEachDatabase('admin users: invitations', (ctx) => {
  const call = caller(ctx);
  let cast: Cast;
  beforeAll(async () => {
    cast = await seedCast(ctx());
  });

  it('invites a user without an organization and mails the sign-in link', async () => {
    const response = await call(cast.sysAdmin, 'POST', '/api/v1/admin/users/invite', {
      email: ' New.Person@Example.TEST ',
      first_name: 'New',
      last_name: 'Person',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Invitation sent to new.person@example.test',
      data: {
        organizationCreated: false,
        user: {
          email: 'new.person@example.test',
          name: 'New Person',
          role: 'viewer',
          sysRole: 'Trial',
          status: 'invited',
          organizationId: null,
          organizationRole: null,
        },
      },
    });
    const mail = ctx().sentMail.at(-1);
    expect(mail).toMatchObject({ to: 'new.person@example.test', subject: "You're invited to Plotline" });
    expect(mail?.text).toContain('Sys Admin');
    expect(mail?.text).toContain(`${ctx().config.publicUrl}/`);

    const again = await call(cast.sysAdmin, 'POST', '/api/v1/admin/users/invite', {
      email: 'NEW.PERSON@example.test',
      first_name: 'New',
      last_name: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A user with this email already exists');
  });

  it('invites into an existing organization with an organization role', async () => {
    const response = await call(cast.sysAdmin, 'POST', '/api/v1/admin/users/invite', {
      email: 'joiner@example.test',
      first_name: 'Jo',
      last_name: 'Iner',
      role: 'editor',
      organization_id: cast.acme,
      org_role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      organizationCreated: false,
      user: { role: 'editor', organizationId: cast.acme, organizationRole: 'admin', organizationName: expect.stringMatching(/^Acme/) },
    });
    expect(ctx().sentMail.at(-1)?.text).toMatch(/to join Acme/);

    const unknown = await call(cast.sysAdmin, 'POST', '/api/v1/admin/users/invite', {
      email: 'nobody@example.test',
      first_name: 'No',
      last_name: 'Body',
      organization_id: '00000000-0000-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Organization not found');
  });

  it('creates a new organization owned by the invitee in the same transaction', async () => {
    const response = await call(cast.sysAdmin, 'POST', '/api/v1/admin/users/invite', {
      email: 'founder@example.test',
      first_name: 'Fay',
      last_name: 'Founder',
      new_organization_name: 'Initech',
      new_organization_domain: 'Initech.example',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.organizationCreated).toBe(true);
    expect(data.user).toMatchObject({ organizationRole: 'owner', organizationName: 'Initech', status: 'invited' });
    const organization = await ctx()
      .db.selectFrom('organizations')
      .selectAll()
      .where('id', '=', data.user.organizationId)
      .executeTakeFirstOrThrow();
    expect(organization).toMatchObject({ name: 'Initech', domain: 'initech.example', subscription: 'basic', status: 'active' });

    // The e-mail is taken: neither the user nor the organization is created.
    const countOrganizations = async () =>
      Number(
        (await ctx().db.selectFrom('organizations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
      );
    const before = await countOrganizations();
    const clash = await call(cast.sysAdmin, 'POST', '/api/v1/admin/users/invite', {
      email: 'FOUNDER@example.test',
      first_name: 'Fay',
      last_name: 'Again',
      new_organization_name: 'Initrode',
    });
    expect(clash.statusCode).toBe(409);
    expect(await countOrganizations()).toBe(before);
    expect(
      await ctx().db.selectFrom('organizations').select('id').where('name', '=', 'Initrode').executeTakeFirst(),
    ).toBeUndefined();

    const duplicateName = await call(cast.sysAdmin, 'POST', '/api/v1/admin/users/invite', {
      email: 'second@example.test',
      first_name: 'Sec',
      last_name: 'Ond',
      new_organization_name: 'initech',
    });
    expect(duplicateName.statusCode).toBe(409);
    expect(duplicateName.json().message).toBe('An organization with this name already exists');
    expect(await ctx().db.selectFrom('users').select('id').where('email', '=', 'second@example.test').executeTakeFirst()).toBeUndefined();
  });

  it('validates the invitation form, naming the field', async () => {
    const cases: [object, RegExp][] = [
      [{ first_name: 'A', last_name: 'B' }, /^email: /],
      [{ email: 'bad', first_name: 'A', last_name: 'B' }, /^email: must be a valid email address$/],
      [{ email: 'a@example.test', last_name: 'B' }, /^first_name: /],
      [{ email: 'a@example.test', first_name: 'A', last_name: ' ' }, /^last_name: /],
      [{ email: 'a@example.test', first_name: 'A', last_name: 'B', role: 'boss' }, /^role: /],
      [
        { email: 'a@example.test', first_name: 'A', last_name: 'B', organization_id: cast.acme, new_organization_name: 'X' },
        /^new_organization_name: choose an existing organization or a new one, not both$/,
      ],
      [{ email: 'a@example.test', first_name: 'A', last_name: 'B', org_role: 'admin' }, /^org_role: needs organization_id$/],
      [
        { email: 'a@example.test', first_name: 'A', last_name: 'B', organization_id: cast.acme, org_role: 'editor' },
        /^org_role: /,
      ],
      [{ email: 'a@example.test', first_name: 'A', last_name: 'B', new_organization_name: 'Y', new_organization_domain: 'not a domain' }, /^new_organization_domain: /],
    ];
    for (const [payload, message] of cases) {
      const response = await call(cast.sysAdmin, 'POST', '/api/v1/admin/users/invite', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await ctx().db.selectFrom('users').select('id').where('email', '=', 'a@example.test').executeTakeFirst()).toBeUndefined();
  });

  it('enforces the organization’s user and seat limits on invitations', async () => {
    const small = await createOrganization(ctx(), 'Small Co', { maxUserCount: 2, maxActiveSeats: 1 });
    await ctx().createUser({ organizationId: small, organizationRole: 'owner' });
    const seat = await call(cast.sysAdmin, 'POST', '/api/v1/admin/users/invite', {
      email: 'seat@example.test',
      first_name: 'S',
      last_name: 'Eat',
      organization_id: small,
    });
    expect(seat.statusCode).toBe(409);
    expect(seat.json().message).toBe(
      'Small Co has no free seats: all 1 active seat(s) are taken by active members and open invitations',
    );
    await ctx().createUser({ organizationId: small, organizationRole: 'member', status: 'suspended' });
    await ctx().db.updateTable('organizations').set({ maxActiveSeats: 5 }).where('id', '=', small).execute();
    const full = await call(cast.sysAdmin, 'POST', '/api/v1/admin/users/invite', {
      email: 'full@example.test',
      first_name: 'F',
      last_name: 'Ull',
      organization_id: small,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Small Co has reached its limit of 2 user(s); raise the limit or remove a member first');
  });
});
