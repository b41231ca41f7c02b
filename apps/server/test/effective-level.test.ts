import { expect, it } from 'vitest';
import { ORGANIZATION_ROLES, SHARE_LEVELS } from '@plotline/shared';
import { describeEachDatabase } from './harness.js';
import { clientFor, createOrganization, memberOf, seedProject } from './planning-fixtures.js';

/*
 * The effective share level (docs/decisions.md D18): the projects list,
 * the project detail and the sharing calls carry what a share is actually worth under the holder's
 * organization role, and the server's own checks agree with it.
 */

describeEachDatabase('effective share level', (ctx) => {
  it('lists the effective level and its reason, and the server allows exactly that', async () => {
    const organizationId = await createOrganization(ctx());
    const owner = await ctx().createUser(memberOf(organizationId, 'owner'));
    for (const role of ORGANIZATION_ROLES) {
      for (const level of SHARE_LEVELS) {
        const holder = await ctx().createUser(memberOf(organizationId, role));
        const seeded = await seedProject(ctx(), owner.id, { timelines: 1, shares: [{ userId: holder.id, level }] });
        const api = await clientFor(ctx(), holder.id);
        const [listed] = (await api.call('GET', '/projects')).body.data;
        const detail = (await api.call('GET', `/projects/${seeded.projectId}`)).body.data;
        const expected =
          level === 'read'
            ? 'read'
            : role === 'member'
              ? 'read'
              : role === 'editor' || level === 'write'
                ? 'write'
                : 'admin';
        const context = `${role} with a ${level} share`;
        expect(listed, context).toMatchObject({
          userAccessLevel: level,
          effectiveLevel: expected,
          limitedBy: expected === level ? null : { organizationRole: role },
        });
        expect(detail, context).toMatchObject({ effectiveLevel: expected, limitedBy: listed.limitedBy });

        // What the list says is what the server does: editing needs write, creating timelines admin.
        const timelineId = seeded.timelineIds[0];
        const rename = await api.call('PUT', `/projects/${seeded.projectId}/timelines/${timelineId}`, { name: `Renamed ${role}`, version: 1 });
        expect(rename.status, context).toBe(expected === 'read' ? 403 : 200);
        const create = await api.call('POST', `/projects/${seeded.projectId}/timelines`, { name: 'Another lane' });
        expect(create.status, context).toBe(expected === 'admin' ? 201 : 403);
      }
    }
  });

  it('gives the owner their full level with no limit, shared or not', async () => {
    const organizationId = await createOrganization(ctx());
    const owner = await ctx().createUser(memberOf(organizationId, 'member'));
    const other = await ctx().createUser(memberOf(organizationId, 'member'));
    await seedProject(ctx(), owner.id, { shares: [{ userId: other.id, level: 'read' }] });
    const [listed] = (await (await clientFor(ctx(), owner.id)).call('GET', '/projects')).body.data;
    expect(listed).toMatchObject({ userAccessLevel: 'owner', effectiveLevel: 'owner', limitedBy: null, isShared: true });
  });

  it('names no organization role for a share holder outside the owner organization', async () => {
    const admin = await ctx().createUser({ sysRole: 'SysAdmin' });
    const outsider = await ctx().createUser(memberOf(await createOrganization(ctx()), 'owner'));
    const seeded = await seedProject(ctx(), admin.id);
    const adminApi = await clientFor(ctx(), admin.id);

    const shareable = (await adminApi.call('GET', `/projects/${seeded.projectId}/shareable-users`)).body.data;
    // Their own organization's owner, but not in the SysAdmin's organization: their role there does not count.
    expect(shareable.find((user: { id: string }) => user.id === outsider.id)).toMatchObject({ organizationRole: null });

    const shared = await adminApi.call('POST', `/projects/${seeded.projectId}/share`, { userId: outsider.id, permissionLevel: 'admin' });
    expect(shared.body.data).toMatchObject({ permissionLevel: 'admin', organizationRole: null });
    const permissions = (await adminApi.call('GET', `/projects/${seeded.projectId}/permissions`)).body.data;
    expect(permissions.permissions).toEqual([expect.objectContaining({ userId: outsider.id, organizationRole: null })]);

    const [listed] = (await (await clientFor(ctx(), outsider.id)).call('GET', '/projects')).body.data;
    expect(listed).toMatchObject({ userAccessLevel: 'admin', effectiveLevel: 'read', limitedBy: { organizationRole: null } });
  });

  it('gives shareable users their role in the owner organization, for the share dialog', async () => {
    const organizationId = await createOrganization(ctx());
    const owner = await ctx().createUser(memberOf(organizationId, 'admin'));
    const member = await ctx().createUser(memberOf(organizationId, 'member'));
    const editor = await ctx().createUser(memberOf(organizationId, 'editor'));
    const seeded = await seedProject(ctx(), owner.id);
    const shareable = (await (await clientFor(ctx(), owner.id)).call('GET', `/projects/${seeded.projectId}/shareable-users`)).body.data;
    const roles = Object.fromEntries(shareable.map((user: { id: string; organizationRole: string }) => [user.id, user.organizationRole]));
    expect(roles).toEqual({ [member.id]: 'member', [editor.id]: 'editor' });
  });
});
