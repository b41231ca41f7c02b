import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@plotline/shared';
import { fail, mockFetch, ok, okWithMessage, requestsWith } from '@/test/fetch-mock';
import { renderSignedIn } from '@/test/render';
import { makeUser } from '@/test/users';
import { AdminPage } from './admin-page';
import { fillFields } from '@/test/dialogs';

/** A row of the admin users list: Grace Hopper, pending, owning no projects. */
function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const grace = makeUser({
    id: '0190f5b2-0000-7000-8000-0000000000a1',
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    name: 'Grace Hopper',
    status: 'pending',
    createdAt: '2025-01-02T00:00:00.000Z',
    updatedAt: '2025-01-03T00:00:00.000Z',
  });
  return { ...grace, organizationName: null, ownedProjectCount: 0, ...overrides };
}

function renderAs(user = makeUser({ sysRole: 'SysAdmin' })) {
  return renderSignedIn(<AdminPage />, { user });
}

/** GET /admin/users: `data` is the list, `meta` the paging. */
const list = (users: AdminUser[]) => ({ status: 200, body: { success: true, data: users, meta: { total: users.length, page: 1, pageSize: 50 } } });

describe('AdminPage', () => {
  it('refuses users who are not SysAdmin and never asks for the user list', () => {
    const fetchMock = mockFetch({});
    renderAs(makeUser({ sysRole: 'Premium', organizationRole: 'owner' }));
    expect(screen.getByText('Access denied. Admin privileges required.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Invite New User/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the empty state with the spec texts', async () => {
    mockFetch({ 'GET /api/v1/admin/users': list([]) });
    renderAs();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('Get started by inviting a new user')).toBeInTheDocument();
  });

  it('deletes a project owner only after naming who takes the projects over', async () => {
    const grace = makeAdminUser({ status: 'active', ownedProjectCount: 2 });
    const alan = makeAdminUser({ id: '0190f5b2-0000-7000-8000-0000000000a2', email: 'alan@example.com', name: 'Alan Turing', status: 'active' });
    const deletes: string[] = [];
    mockFetch({
      'GET /api/v1/admin/users': ({ url }) => list(new URL(url, 'http://localhost').searchParams.get('status') === 'active' ? [grace, alan] : [grace]),
      [`DELETE /api/v1/admin/users/${grace.id}`]: ({ url }) => {
        deletes.push(new URL(url, 'http://localhost').search);
        return ok({ message: 'deleted' });
      },
    });
    renderAs();
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Actions for Grace Hopper' }))[0]!);
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer Projects' });
    expect(dialog).toHaveTextContent('This user owns 2 projects');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer and Delete' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose who takes the projects over.');
    expect(deletes).toEqual([]);

    const heir = within(dialog).getByLabelText('New owner');
    await waitFor(() => expect(within(heir).getAllByRole('option').map((option) => option.textContent)).toContain('Alan Turing (alan@example.com)'));
    // The user being deleted is never offered as their own heir.
    expect(within(heir).getAllByRole('option').map((option) => option.textContent).join()).not.toContain('Grace Hopper');
    await user.selectOptions(heir, alan.id);
    await user.click(within(dialog).getByRole('button', { name: 'Transfer and Delete' }));
    await waitFor(() => expect(deletes).toEqual([`?transferProjectsTo=${alan.id}`]));
    expect(await screen.findByText('Grace Hopper was deleted; their projects now belong to Alan Turing')).toBeInTheDocument();
  });

  it('asks for an heir when the server says the user owns projects the list did not show', async () => {
    const grace = makeAdminUser({ status: 'active', ownedProjectCount: 0 });
    mockFetch({
      'GET /api/v1/admin/users': list([grace]),
      [`DELETE /api/v1/admin/users/${grace.id}`]: fail(409, 'OWNS_PROJECTS', 'This user owns 1 project; transfer or delete it first'),
    });
    renderAs();
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Actions for Grace Hopper' }))[0]!);
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Transfer Projects' })).toHaveTextContent('This user owns 1 project; transfer or delete it first');
  });

  it('reads the list from data and the paging from meta', async () => {
    mockFetch({
      'GET /api/v1/admin/users': { status: 200, body: { success: true, data: [makeAdminUser({ status: 'active' })], meta: { total: 120, page: 1, pageSize: 50 } } },
    });
    renderAs();
    expect((await screen.findAllByText('Grace Hopper')).length).toBeGreaterThan(0);
    expect(screen.getByText('120 users')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('shows the error panel when the list fails', async () => {
    mockFetch({ 'GET /api/v1/admin/users': fail(500, 'INTERNAL', 'boom') });
    renderAs();
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
  });

  it('rolls an inline role change back and toasts the spec text when the server refuses', async () => {
    mockFetch({
      'GET /api/v1/admin/users': list([makeAdminUser({ status: 'active' })]),
      'PUT /api/v1/admin/users/0190f5b2-0000-7000-8000-0000000000a1/role': fail(409, 'CONFLICT', 'Nope'),
    });
    renderAs();
    // The table and the phone cards both render in jsdom (no CSS): the first is the table's.
    const select = (await screen.findAllByRole('combobox', { name: 'Role for Grace Hopper' }))[0]!;
    await userEvent.selectOptions(select, 'editor');
    expect(await screen.findByText('Failed to update user role')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('viewer'));
  });

  it('offers Approve only for pending users and sends the approve call', async () => {
    let approved = false;
    mockFetch({
      'GET /api/v1/admin/users': () => list([makeAdminUser({ status: approved ? 'active' : 'pending' })]),
      'PUT /api/v1/admin/users/0190f5b2-0000-7000-8000-0000000000a1/approve': () => {
        approved = true;
        return okWithMessage(makeAdminUser({ status: 'active' }), 'User approved; grace@example.com has been told by e-mail');
      },
    });
    renderAs();
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Actions for Grace Hopper' }))[0]!);
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Reinstate' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Approve' }));
    expect((await screen.findAllByText('Active')).length).toBeGreaterThan(0);
    expect(approved).toBe(true);
    expect(await screen.findByText('User approved; grace@example.com has been told by e-mail')).toBeInTheDocument();
  });

  it('validates the invite form before sending anything', async () => {
    const fetchMock = mockFetch({ 'GET /api/v1/admin/users': list([]), 'GET /api/v1/organizations': ok([]) });
    renderAs();
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Invite New User' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Invite New User' });
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('radio', { name: 'New organization' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Organization name is required')).toBeInTheDocument();
    expect(requestsWith(fetchMock, 'POST')).toHaveLength(0);
  });

  it('sends a new-organization invitation with the spec field names', async () => {
    let sent: unknown;
    mockFetch({
      'GET /api/v1/admin/users': list([]),
      'POST /api/v1/admin/users/invite': ({ body }) => {
        sent = body;
        return okWithMessage(
          { user: makeAdminUser({ status: 'invited' }), organizationCreated: true },
          'Invitation created, but the e-mail could not be sent: connection refused',
        );
      },
      'GET /api/v1/organizations': ok([]),
    });
    renderAs();
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Invite New User' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Invite New User' });
    await fillFields(user, dialog, { Email: 'Grace@Example.com', 'First name': 'Grace', 'Last name': 'Hopper' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'editor');
    await user.click(within(dialog).getByRole('radio', { name: 'New organization' }));
    await user.type(within(dialog).getByLabelText('Organization name'), 'Navy');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    // The server's message is the success text: here it says the mail did not go out.
    expect(await screen.findByText('Invitation created, but the e-mail could not be sent: connection refused')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', role: 'editor', new_organization_name: 'Navy' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('invites into an existing organization shown with its active user count', async () => {
    let sent: unknown;
    const organizationId = '0190f5b2-0000-7000-8000-0000000000f1';
    mockFetch({
      'GET /api/v1/admin/users': list([]),
      'GET /api/v1/organizations': ok([
        {
          id: organizationId,
          name: 'Navy',
          description: '',
          domain: null,
          subscription: 'basic',
          status: 'active',
          maxUserCount: null,
          maxActiveSeats: null,
          activeUserCount: 3,
          totalUserCount: 4,
          usedSeatCount: 3,
          createdAt: '2025-01-01T00:00:00.000Z',
          updatedAt: '2025-01-01T00:00:00.000Z',
        },
      ]),
      'POST /api/v1/admin/users/invite': ({ body }) => {
        sent = body;
        return okWithMessage({ user: makeAdminUser({ status: 'invited' }), organizationCreated: false }, 'ok');
      },
    });
    renderAs();
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Invite New User' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Invite New User' });
    await fillFields(user, dialog, { Email: 'grace@example.com', 'First name': 'Grace', 'Last name': 'Hopper' });
    await user.click(within(dialog).getByRole('radio', { name: 'Existing organization' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('Please select an organization')).toBeInTheDocument();
    await user.selectOptions(await within(dialog).findByLabelText('Organization'), await within(dialog).findByRole('option', { name: 'Navy (3 active users)' }));
    await user.selectOptions(within(dialog).getByLabelText('Organization role'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() =>
      expect(sent).toEqual({ email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', role: 'viewer', organization_id: organizationId, org_role: 'admin' }),
    );
  });
});
