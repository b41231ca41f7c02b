import { describe, expect, it } from 'vitest';
import {
  canAdmin,
  canDeleteEvent,
  canDeleteProject,
  canEdit,
  canManageOrganization,
  canRead,
  canShareProject,
  effectiveAccess,
  hasLevel,
  isOrganizationManagerRole,
  isSysAdmin,
  type ProjectAccess,
} from './permissions.js';
import { ACCESS_LEVELS, ORGANIZATION_MANAGER_ROLES, ORGANIZATION_ROLES, type AccessLevel, type OrganizationRole } from './roles.js';

const unshared = (level: AccessLevel): ProjectAccess => ({ level, isShared: false });
const shared = (level: AccessLevel, organizationRole: OrganizationRole | null): ProjectAccess => ({
  level,
  isShared: true,
  organizationRole,
});

describe('hasLevel', () => {
  it('orders read < write < admin < owner', () => {
    expect(ACCESS_LEVELS.filter((level) => hasLevel(level, 'write'))).toEqual(['write', 'admin', 'owner']);
    expect(ACCESS_LEVELS.filter((level) => hasLevel(level, 'admin'))).toEqual(['admin', 'owner']);
    expect(ACCESS_LEVELS.filter((level) => hasLevel(level, 'read'))).toEqual([...ACCESS_LEVELS]);
    expect(hasLevel('owner', 'owner')).toBe(true);
    expect(hasLevel('admin', 'owner')).toBe(false);
  });
});

describe('unshared projects: only the project level counts', () => {
  it.each([
    ['read', false, false],
    ['write', true, false],
    ['admin', true, true],
    ['owner', true, true],
  ] as const)('%s → canEdit %s, canAdmin %s', (level, edit, admin) => {
    expect(canRead(unshared(level))).toBe(true);
    expect(canEdit(unshared(level))).toBe(edit);
    expect(canAdmin(unshared(level))).toBe(admin);
  });

  it('ignores an organization role on an unshared project', () => {
    expect(canEdit({ level: 'write', isShared: false, organizationRole: 'member' })).toBe(true);
    expect(canAdmin({ level: 'admin', isShared: false, organizationRole: null })).toBe(true);
  });
});

describe('shared projects: the project level AND the organization role must allow it', () => {
  it('edit needs write+ and organization owner, admin or editor', () => {
    const allowed = ORGANIZATION_ROLES.filter((role) => canEdit(shared('write', role)));
    expect(allowed).toEqual(['owner', 'admin', 'editor']);
    expect(canEdit(shared('write', null))).toBe(false);
    // The organization role never lifts a read share.
    expect(ORGANIZATION_ROLES.some((role) => canEdit(shared('read', role)))).toBe(false);
  });

  it('admin needs admin+ and organization owner or admin', () => {
    const allowed = ORGANIZATION_ROLES.filter((role) => canAdmin(shared('admin', role)));
    expect(allowed).toEqual(['owner', 'admin']);
    expect(ORGANIZATION_ROLES.some((role) => canAdmin(shared('write', role)))).toBe(false);
    expect(canAdmin(shared('admin', undefined as unknown as null))).toBe(false);
  });

  it('the project owner keeps every right whatever the organization role', () => {
    for (const role of [...ORGANIZATION_ROLES, null]) {
      expect(canEdit(shared('owner', role))).toBe(true);
      expect(canAdmin(shared('owner', role))).toBe(true);
      expect(canDeleteProject(shared('owner', role))).toBe(true);
    }
  });
});

describe('effectiveAccess: what a share level is worth under an organization role', () => {
  it('lowers the share level to what the organization role allows, naming the role', () => {
    expect(effectiveAccess(shared('write', 'member'))).toEqual({ level: 'read', limitedBy: { organizationRole: 'member' } });
    expect(effectiveAccess(shared('admin', 'member'))).toEqual({ level: 'read', limitedBy: { organizationRole: 'member' } });
    expect(effectiveAccess(shared('admin', 'editor'))).toEqual({ level: 'write', limitedBy: { organizationRole: 'editor' } });
    // Not a member of the owner's organization: reading only.
    expect(effectiveAccess(shared('admin', null))).toEqual({ level: 'read', limitedBy: { organizationRole: null } });
  });

  it('keeps the share level when the role allows it (a read share is never limited)', () => {
    expect(effectiveAccess(shared('admin', 'admin'))).toEqual({ level: 'admin', limitedBy: null });
    expect(effectiveAccess(shared('write', 'editor'))).toEqual({ level: 'write', limitedBy: null });
    for (const role of [...ORGANIZATION_ROLES, null]) {
      expect(effectiveAccess(shared('read', role))).toEqual({ level: 'read', limitedBy: null });
    }
  });

  it('exempts the owner and unshared projects', () => {
    expect(effectiveAccess(shared('owner', null))).toEqual({ level: 'owner', limitedBy: null });
    expect(effectiveAccess({ level: 'admin', isShared: false, organizationRole: 'member' })).toEqual({ level: 'admin', limitedBy: null });
  });

  it('is exactly what canEdit and canAdmin enforce, for every level and role', () => {
    for (const level of ACCESS_LEVELS) {
      for (const role of [...ORGANIZATION_ROLES, null]) {
        const access = shared(level, role);
        const { level: effective } = effectiveAccess(access);
        expect(canEdit(access)).toBe(hasLevel(effective, 'write'));
        expect(canAdmin(access)).toBe(hasLevel(effective, 'admin'));
        // Never more than the share level itself.
        expect(hasLevel(level, effective)).toBe(true);
      }
    }
  });
});

describe('deleting', () => {
  it('an event needs admin or owner (docs/decisions.md D25.1)', () => {
    expect(ACCESS_LEVELS.filter((level) => canDeleteEvent(unshared(level)))).toEqual(['admin', 'owner']);
    expect(canDeleteEvent(shared('admin', 'editor'))).toBe(false);
    expect(canDeleteEvent(shared('admin', 'admin'))).toBe(true);
  });

  it('a project needs its owner, or the organization owner when it is shared', () => {
    expect(ACCESS_LEVELS.filter((level) => canDeleteProject(unshared(level)))).toEqual(['owner']);
    expect(canDeleteProject(shared('read', 'owner'))).toBe(true);
    expect(canDeleteProject(shared('admin', 'admin'))).toBe(false);
    // Organization ownership counts only for shared projects.
    expect(canDeleteProject({ level: 'admin', isShared: false, organizationRole: 'owner' })).toBe(false);
  });
});

describe('sharing', () => {
  it('only the project owner shares', () => {
    expect(ACCESS_LEVELS.filter((level) => canShareProject(unshared(level)))).toEqual(['owner']);
    expect(canShareProject(shared('admin', 'owner'))).toBe(false);
  });
});

describe('platform roles', () => {
  it('only sys_role SysAdmin is a system administrator', () => {
    expect(isSysAdmin({ sysRole: 'SysAdmin' })).toBe(true);
    for (const sysRole of ['Premium', 'Normal', 'Trial', 'sysadmin', '']) {
      expect(isSysAdmin({ sysRole })).toBe(false);
    }
  });

  it('the Organization view is for organization owners and admins, and SysAdmins', () => {
    expect(canManageOrganization({ sysRole: 'Trial', organizationRole: 'owner' })).toBe(true);
    expect(canManageOrganization({ sysRole: 'Normal', organizationRole: 'admin' })).toBe(true);
    expect(canManageOrganization({ sysRole: 'Premium', organizationRole: 'editor' })).toBe(false);
    expect(canManageOrganization({ sysRole: 'Premium', organizationRole: 'member' })).toBe(false);
    expect(canManageOrganization({ sysRole: 'Normal', organizationRole: null })).toBe(false);
    expect(canManageOrganization({ sysRole: 'SysAdmin', organizationRole: null })).toBe(true);
  });

  it('owners and admins are the managing roles, nobody else', () => {
    expect(ORGANIZATION_ROLES.filter((role) => isOrganizationManagerRole(role))).toEqual([...ORGANIZATION_MANAGER_ROLES]);
    expect(isOrganizationManagerRole(null)).toBe(false);
    expect(isOrganizationManagerRole(undefined)).toBe(false);
  });
});
