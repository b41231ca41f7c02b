import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, type Organization, type OrganizationMember } from '@plotline/shared';
import { mockFetch, ok, okWithMessage, requestsWith } from '@/test/fetch-mock';
import { renderSignedIn } from '@/test/render';
import { makeUser } from '@/test/users';
import { NO_ORGANIZATION_TITLE, ORGANIZATION_ACCESS_DENIED, OrganizationPage } from './organization-page';
import { fillFields } from '@/test/dialogs';

const ORG_ID = '0190f5b2-0000-7000-8000-0000000000f1';
const me = makeUser({ organizationId: ORG_ID, organizationRole: 'owner' });

const organization: Organization = {
  id: ORG_ID,
  name: 'Analytical Engines',
  description: '',
  domain: null,
  subscription: 'basic',
  status: 'active',
  maxUserCount: null,
  maxActiveSeats: 10,
  activeUserCount: 2,
  totalUserCount: 2,
  usedSeatCount: 2,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/** A row of the members table: the signed-in owner's own fields (a row carries no organizationId), changed by `overrides`. */
function member(overrides: Partial<OrganizationMember>): OrganizationMember {
  const { organizationId: _organizationId, ...fields } = me;
  return { ...fields, ...overrides };
}

function renderAs(user = me, route = '/organization') {
  return renderSignedIn(<OrganizationPage />, { user, route });
}

/** The page with `members` in its table, seen by `viewer`. */
function showMembers(members: OrganizationMember[], viewer = me) {
  mockFetch({ 'GET /api/v1/organization': ok(organization), 'GET /api/v1/organization/users': ok(members) });
  renderAs(viewer);
}

/** The first "Remove {name}" button is disabled and its wrapper's title says why. */
async function expectRemoveBlocked(name: string, reason: string) {
  const remove = (await screen.findAllByRole('button', { name: `Remove ${name}` }))[0]!;
  expect(remove).toBeDisabled();
  expect(remove.parentElement).toHaveAttribute('title', reason);
}

const OTHER_ORG_ID = '0190f5b2-0000-7000-8000-0000000000f2';
const sysAdmin = makeUser({ id: '0190f5b2-0000-7000-8000-0000000000a9', sysRole: 'SysAdmin' });

describe('OrganizationPage', () => {
  it('refuses members who are not owner or admin', () => {
    const fetchMock = mockFetch({});
    renderAs(makeUser({ organizationId: ORG_ID, organizationRole: 'member' }));
    expect(screen.getByText('Access denied. Organization admin privileges required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a member without an organization so, kindly, without calling the server', () => {
    const fetchMock = mockFetch({});
    renderAs(makeUser({ organizationId: null, organizationRole: null }));
    expect(screen.getByRole('heading', { name: NO_ORGANIZATION_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(ORGANIZATION_ACCESS_DENIED)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets a SysAdmin without an organization pick one to manage', async () => {
    mockFetch({
      'GET /api/v1/organizations': ok([organization, { ...organization, id: OTHER_ORG_ID, name: 'Difference Engines', activeUserCount: 1 }]),
    });
    renderAs(sysAdmin);
    const list = await screen.findByRole('list', { name: 'Organizations' });
    const link = within(list).getByRole('link', { name: /Difference Engines/ });
    expect(link).toHaveAttribute('href', `/organization?org=${OTHER_ORG_ID}`);
    expect(within(list).getByRole('link', { name: /Analytical Engines/ })).toHaveTextContent('2 active users');
    expect(link).toHaveTextContent('1 active user');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets a SysAdmin without an organization create one and then manages it by id', async () => {
    const created = { ...organization, id: OTHER_ORG_ID, name: 'Difference Engines', activeUserCount: 0, totalUserCount: 0, usedSeatCount: 0 };
    const fetchMock = mockFetch({
      'GET /api/v1/organizations': ok([]),
      'POST /api/v1/organizations': ({ body }) => ok({ ...created, name: (body as { name: string }).name }),
      [`GET /api/v1/organizations/${OTHER_ORG_ID}`]: ok(created),
      [`GET /api/v1/organizations/${OTHER_ORG_ID}/users`]: ok([]),
      [`GET /api/v1/organizations/${OTHER_ORG_ID}/invitations`]: ok([]),
    });
    renderAs(sysAdmin);
    const user = userEvent.setup();
    expect(await screen.findByText('No organizations yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Organization' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(requestsWith(fetchMock, 'POST')).toHaveLength(0);
    await user.type(screen.getByLabelText('Name'), 'Difference Engines');
    await user.click(screen.getByRole('button', { name: 'Create Organization' }));
    expect(await screen.findByText('Organization Difference Engines created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Organization Details' })).toBeInTheDocument();
    expect(await screen.findByText(ADMIN_MESSAGES.noMembersFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeInTheDocument();
  });

  it('manages the organization a SysAdmin picked through the calls by id', async () => {
    const maryId = '0190f5b2-0000-7000-8000-0000000000c7';
    const fetchMock = mockFetch({
      [`GET /api/v1/organizations/${ORG_ID}`]: ok(organization),
      [`GET /api/v1/organizations/${ORG_ID}/users`]: ok([member({ id: maryId, email: 'm@example.com', name: 'Mary Member', organizationRole: 'member' })]),
      [`GET /api/v1/organizations/${ORG_ID}/invitations`]: ok([]),
      [`PUT /api/v1/organizations/${ORG_ID}/users/${maryId}/role`]: ({ body }) =>
        ok(member({ id: maryId, email: 'm@example.com', name: 'Mary Member', organizationRole: (body as { role: 'admin' }).role })),
    });
    renderAs(sysAdmin, `/organization?org=${ORG_ID}`);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Organization Details' })).toBeInTheDocument();
    await user.click((await screen.findAllByRole('button', { name: 'Change organization role for Mary Member' }))[0]!);
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Admin' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'PUT' && String(url).endsWith(`/organizations/${ORG_ID}/users/${maryId}/role`))).toBe(true),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/v1/organization/'))).toBe(false);
  });

  it('shows the details with "Not set" and blocks removing oneself and the last admin', async () => {
    showMembers([
      member({}),
      member({ id: '0190f5b2-0000-7000-8000-0000000000b2', email: 'b@example.com', name: 'Babbage', organizationRole: 'member' }),
    ]);
    expect(await screen.findByText('Not set')).toBeInTheDocument();
    await expectRemoveBlocked('Ada Lovelace', 'Cannot remove yourself');
    expect((await screen.findAllByRole('button', { name: 'Remove Babbage' }))[0]).toBeEnabled();
  });

  it('blocks removing the last active admin even for another owner', async () => {
    showMembers(
      [
        member({ organizationRole: 'admin' }),
        member({ id: '0190f5b2-0000-7000-8000-0000000000b3', email: 'o@example.com', name: 'Olga', organizationRole: 'owner', status: 'suspended' }),
        member({ id: '0190f5b2-0000-7000-8000-0000000000b4', email: 'p@example.com', name: 'Paula', organizationRole: 'member' }),
      ],
      makeUser({ id: '0190f5b2-0000-7000-8000-0000000000b4', organizationId: ORG_ID, organizationRole: 'admin', sysRole: 'SysAdmin' }),
    );
    await expectRemoveBlocked('Ada Lovelace', 'Cannot remove the last admin');
  });

  it('offers an organization admin only the changes the server allows', async () => {
    const adminId = '0190f5b2-0000-7000-8000-0000000000c1';
    showMembers(
      [
        member({}),
        member({ id: adminId, email: 'admin@example.com', name: 'Alan Admin', organizationRole: 'admin' }),
        member({ id: '0190f5b2-0000-7000-8000-0000000000c2', email: 'm@example.com', name: 'Mary Member', organizationRole: 'member' }),
      ],
      makeUser({ id: adminId, organizationId: ORG_ID, organizationRole: 'admin' }),
    );
    const user = userEvent.setup();
    await screen.findAllByRole('button', { name: 'Change organization role for Mary Member' });
    // The owner's role and status are text, not menus; the admin's own status is text too.
    expect(screen.queryByRole('button', { name: 'Change organization role for Ada Lovelace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change status for Ada Lovelace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change status for Alan Admin' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Change organization role for Mary Member' })[0]!);
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitemradio', { name: 'Owner' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'Admin' })).toBeInTheDocument();
  });

  it('offers an owner only suspend and reinstate, nothing for pending or invited accounts, and keeps the last owner', async () => {
    showMembers(
      [
        member({}),
        member({ id: '0190f5b2-0000-7000-8000-0000000000d1', email: 'm@example.com', name: 'Mary Member', organizationRole: 'member' }),
        member({ id: '0190f5b2-0000-7000-8000-0000000000d2', email: 'w@example.com', name: 'Walt Waiting', organizationRole: 'member', status: 'pending' }),
        member({ id: '0190f5b2-0000-7000-8000-0000000000d3', email: 'o@example.com', name: 'Otto Owner', organizationRole: 'owner' }),
        member({ id: '0190f5b2-0000-7000-8000-0000000000d5', email: 's@example.com', name: 'Sys Admin', organizationRole: 'member', sysRole: 'SysAdmin' }),
      ],
      makeUser({ id: '0190f5b2-0000-7000-8000-0000000000d4', organizationId: ORG_ID, organizationRole: 'owner' }),
    );
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Change status for Mary Member' }))[0]!);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Active', 'Suspended']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Change status for Walt Waiting' })).not.toBeInTheDocument();
    // Two active owners: either may go.
    expect((await screen.findAllByRole('button', { name: 'Remove Otto Owner' }))[0]).toBeEnabled();
    // A SysAdmin member is not the organization's to manage.
    expect(screen.queryByRole('button', { name: 'Change status for Sys Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change organization role for Sys Admin' })).not.toBeInTheDocument();
    await expectRemoveBlocked('Sys Admin', 'Only a SysAdmin can add or manage a SysAdmin');
  });

  it('blocks removing the last active owner while others remain', async () => {
    showMembers(
      [
        member({}),
        member({ id: '0190f5b2-0000-7000-8000-0000000000e1', email: 'a@example.com', name: 'Alan Admin', organizationRole: 'admin' }),
      ],
      makeUser({ id: '0190f5b2-0000-7000-8000-0000000000e2', organizationId: ORG_ID, organizationRole: 'admin', sysRole: 'SysAdmin' }),
    );
    await expectRemoveBlocked('Ada Lovelace', 'An organization must keep at least one owner; make another member owner first');
  });

  it('lists invited accounts apart from the members and cancels an invitation', async () => {
    let invitations = [
      {
        id: '0190f5b2-0000-7000-8000-0000000000f9',
        organizationId: ORG_ID,
        organizationName: organization.name,
        organizationRole: 'member',
        userId: '0190f5b2-0000-7000-8000-0000000000f8',
        userName: 'Grace Hopper',
        userEmail: 'grace@example.com',
        invitedByName: 'Ada Lovelace',
        createdAt: '2025-03-01T00:00:00.000Z',
      },
    ];
    const fetchMock = mockFetch({
      'GET /api/v1/organization': ok(organization),
      'GET /api/v1/organization/users': ok([member({})]),
      [`GET /api/v1/organizations/${ORG_ID}/invitations`]: () => ok(invitations),
      [`DELETE /api/v1/organizations/${ORG_ID}/invitations/0190f5b2-0000-7000-8000-0000000000f9`]: () => {
        invitations = [];
        return ok({ message: 'Invitation cancelled' });
      },
    });
    renderAs();
    const section = (await screen.findByRole('heading', { name: /Pending invitations/ })).closest('section')!;
    expect(within(section).getByText('grace@example.com · Member · invited Mar 1, 2025 by Ada Lovelace')).toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Cancel the invitation of Grace Hopper' }));
    expect(await screen.findByText('Invitation cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Pending invitations/ })).not.toBeInTheDocument());
    expect(requestsWith(fetchMock, 'DELETE').length).toBeGreaterThan(0);
  });

  it('counts open invitations in the active seats, as the seat limit does', async () => {
    mockFetch({
      'GET /api/v1/organization': ok({ ...organization, activeUserCount: 2, usedSeatCount: 3, totalUserCount: 4 }),
      'GET /api/v1/organization/users': ok([member({})]),
    });
    renderAs();
    expect(await screen.findByText('3 of 10 (1 invited)')).toBeInTheDocument();
    expect(screen.getByText('4 of Unlimited')).toBeInTheDocument();
  });

  it('validates the invite form: email, first name and last name are required', async () => {
    const fetchMock = mockFetch({ 'GET /api/v1/organization': ok(organization), 'GET /api/v1/organization/users': ok([member({})]) });
    renderAs();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    expect(within(dialog).getByLabelText('Role')).toHaveValue('viewer');
    // The spec's order: least access first.
    expect(within(within(dialog).getByLabelText('Role')).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'viewer',
      'editor',
      'project_manager',
      'admin',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(requestsWith(fetchMock, 'POST')).toHaveLength(0);
  });

  it('shows the server’s invitation message as the success text', async () => {
    let sent: unknown;
    mockFetch({
      'GET /api/v1/organization': ok(organization),
      'GET /api/v1/organization/users': ok([member({})]),
      'POST /api/v1/organization/users/invite': ({ body }) => {
        sent = body;
        return okWithMessage(
          {
            user: {
              ...member({ id: '0190f5b2-0000-7000-8000-0000000000b5', email: 'grace@example.com', name: 'Grace Hopper', organizationRole: 'member', status: 'invited' }),
              sysRole: 'Trial',
              organizationId: ORG_ID,
              organizationName: organization.name,
              ownedProjectCount: 0,
            },
            organizationCreated: false,
          },
          'Invitation created, but the e-mail could not be sent: connection refused',
        );
      },
    });
    renderAs();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    await fillFields(user, dialog, { Email: 'grace@example.com', 'First name': 'Grace', 'Last name': 'Hopper' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation created, but the e-mail could not be sent: connection refused')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', role: 'viewer' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
