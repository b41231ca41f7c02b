import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectSummary } from '@plotline/shared';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeProjectSummary } from '@/test/projects';
import { renderWithProviders } from '@/test/render';
import { ProjectsPage } from './projects-page';

const base = makeProjectSummary({
  id: '0190f5b2-0000-7000-8000-000000000101',
  name: 'Apollo Migration',
  description: 'Move the data centre',
  timelineCount: 3,
  eventCount: 12,
  updatedAt: '2025-01-02T00:00:00.000Z',
});
const shared: ProjectSummary = {
  ...base,
  id: '0190f5b2-0000-7000-8000-000000000102',
  name: 'Borrowed Plan',
  description: '',
  ownerName: 'Grace Hopper',
  isOwner: false,
  isShared: true,
  userAccessLevel: 'write',
  effectiveLevel: 'write',
};
/** Shared at Edit with an organization member: worth View (docs/decisions.md D18). */
const limited: ProjectSummary = {
  ...shared,
  id: '0190f5b2-0000-7000-8000-000000000103',
  name: 'Capped Plan',
  effectiveLevel: 'read',
  limitedBy: { organizationRole: 'member' },
};

/** Makes every media query match, as on a phone below the mobile breakpoint. */
function asPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
}

async function openRowMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
}

describe('ProjectsPage', () => {
  it('shows owner, access badges and offers Share only to owners', async () => {
    mockFetch({ 'GET /api/v1/projects': ok([base, shared]) });
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPage />);
    const row = (await screen.findByText('Borrowed Plan')).closest('tr')!;
    expect(within(row).getByText('Owned by Grace Hopper')).toBeInTheDocument();
    expect(within(row).getByText('Edit')).toBeInTheDocument();
    expect(within(screen.getByText('Apollo Migration').closest('tr')!).getByText('Owner')).toBeInTheDocument();

    await openRowMenu(user, 'Borrowed Plan');
    expect(screen.getByRole('menuitem', { name: 'View Project' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete Project' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Share Project' })).not.toBeInTheDocument();
  });

  it('badges the effective level with the reason when the organization role lowers it', async () => {
    mockFetch({ 'GET /api/v1/projects': ok([shared, limited]) });
    renderWithProviders(<ProjectsPage />);
    const row = (await screen.findByText('Capped Plan')).closest('tr')!;
    expect(within(row).getByText('View')).toBeInTheDocument();
    expect(within(row).queryByText('Edit')).not.toBeInTheDocument();
    expect(within(row).getByTitle('View — limited by organization role member')).toHaveTextContent(
      'View— limited by organization role member',
    );
    // A share the role allows shows its level alone.
    const plain = screen.getByText('Borrowed Plan').closest('tr')!;
    expect(within(plain).getByText('Edit')).toBeInTheDocument();
    expect(within(plain).queryByText(/limited/)).not.toBeInTheDocument();
  });

  it('lists projects as cards with their menu on a phone', async () => {
    asPhone();
    mockFetch({ 'GET /api/v1/projects': ok([base, limited]) });
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPage />);
    const list = await screen.findByRole('list', { name: 'Projects' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('listitem', { name: 'Capped Plan' });
    expect(card).toHaveTextContent('Owned by Grace Hopper');
    expect(card).toHaveTextContent('3 timelines · 12 events');
    expect(within(card).getByText('limited by organization role member')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Actions for Capped Plan' }));
    expect(screen.getByRole('menuitem', { name: 'View Project' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // Sorting moves to a 'Sort by' choice: by name descending puts Capped Plan first.
    await user.click(screen.getByRole('button', { name: 'Ascending; sort descending' }));
    const names = within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    expect(names).toEqual(['Capped Plan', 'Apollo Migration']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'eventCount');
    expect(screen.getByLabelText('Sort by')).toHaveValue('eventCount');
  });

  it('deletes only after the exact phrase and names the project and its counts', async () => {
    let isDeleted = false;
    mockFetch({
      'GET /api/v1/projects': () => ok(isDeleted ? [] : [base]),
      [`DELETE /api/v1/projects/${base.id}`]: () => {
        isDeleted = true;
        return ok({ id: base.id, deletedTimelineCount: 3, deletedEventCount: 12 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPage />);
    await openRowMenu(user, 'Apollo Migration');
    await user.click(screen.getByRole('menuitem', { name: 'Delete Project' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Apollo Migration');
    expect(dialog).toHaveTextContent('3 timelines and 12 events');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    const confirm = within(dialog).getByRole('button', { name: 'Delete Project' });
    const input = within(dialog).getByLabelText('Type "Delete my entire project" to confirm:');
    await user.type(input, 'delete my entire project');
    expect(confirm).toBeDisabled();
    expect(isDeleted).toBe(false);

    await user.clear(input);
    await user.type(input, 'Delete my entire project');
    await user.click(confirm);
    await waitFor(() => expect(isDeleted).toBe(true));
    expect(await screen.findByRole('status')).toHaveTextContent('Project "Apollo Migration" deleted successfully.');
    expect(await screen.findByText('No projects')).toBeInTheDocument();
    expect(screen.getByText('Get started by creating a new project')).toBeInTheDocument();
  });

  it('reports a failed delete with the server message, else the status', async () => {
    mockFetch({
      'GET /api/v1/projects': ok([base]),
      [`DELETE /api/v1/projects/${base.id}`]: { status: 409, body: { success: false, code: 'CONFLICT' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPage />);
    await openRowMenu(user, 'Apollo Migration');
    await user.click(screen.getByRole('menuitem', { name: 'Delete Project' }));
    await user.type(screen.getByLabelText('Type "Delete my entire project" to confirm:'), 'Delete my entire project');
    await user.click(screen.getByRole('button', { name: 'Delete Project' }));
    expect(await screen.findByText('Failed to delete project (409)')).toBeInTheDocument();
    // The dialog stays open for another try.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('says when projects cannot be fetched', async () => {
    mockFetch({ 'GET /api/v1/projects': fail(500, 'INTERNAL') });
    renderWithProviders(<ProjectsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch projects');
  });

  it('shares with the selected users at the chosen level and asks for a selection first', async () => {
    const shares: unknown[] = [];
    mockFetch({
      'GET /api/v1/projects': ok([base]),
      [`GET /api/v1/projects/${base.id}/permissions`]: () =>
        ok({
          owner: { id: 'owner', name: 'Ada Lovelace', email: 'ada@example.com', picture: null },
          permissions: shares.length
            ? [{ userId: 'u1', userName: 'Grace Hopper', userEmail: 'grace@example.com', userPicture: null, permissionLevel: 'write', organizationRole: 'editor' }]
            : [{ userId: 'u3', userName: 'Linus Member', userEmail: 'linus@example.com', userPicture: null, permissionLevel: 'admin', organizationRole: 'member' }],
        }),
      [`GET /api/v1/projects/${base.id}/shareable-users`]: ok([
        { id: 'u1', name: 'Grace Hopper', email: 'grace@example.com', picture: null, organizationRole: 'editor' },
        { id: 'u2', name: 'Alan Turing', email: 'alan@example.com', picture: null, organizationRole: 'member' },
      ]),
      [`POST /api/v1/projects/${base.id}/share`]: ({ body }) => {
        shares.push(body);
        return ok({ userId: 'u1', userName: 'Grace Hopper', userEmail: 'grace@example.com', userPicture: null, permissionLevel: 'write', organizationRole: 'editor' });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPage />);
    await openRowMenu(user, 'Apollo Migration');
    await user.click(screen.getByRole('menuitem', { name: 'Share Project' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Current Access');
    expect(within(dialog).getByLabelText('Permission level')).toHaveValue('read');

    // An existing Admin share of an organization member is worth View, and says so.
    const linus = within(dialog).getByRole('listitem', { name: 'Linus Member' });
    expect(within(linus).getByText('limited by organization role member')).toBeInTheDocument();
    expect(within(linus).getByLabelText('Access level for Linus Member')).toHaveValue('admin');

    await user.click(within(dialog).getByRole('button', { name: 'Share with 0 users' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select at least one user to share with.');

    // Before sharing, each selected user says what the chosen level will let them do.
    await user.selectOptions(within(dialog).getByLabelText('Permission level'), 'write');
    const alan = within(dialog).getByRole('checkbox', { name: /Alan Turing/ });
    expect(within(dialog).queryByText(/Will be able to/)).not.toBeInTheDocument();
    await user.click(alan);
    expect(within(dialog).getByText('Will be able to: View — limited by organization role member')).toBeInTheDocument();
    await user.click(alan);

    await user.type(within(dialog).getByPlaceholderText('Search users...'), 'grace');
    expect(within(dialog).queryByText('Alan Turing')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Grace Hopper/ }));
    expect(within(dialog).getByText('Will be able to: Edit')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Permission level'), 'admin');
    expect(within(dialog).getByText('Will be able to: Edit — limited by organization role editor')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Permission level'), 'write');
    await user.click(within(dialog).getByRole('button', { name: 'Share with 1 user' }));
    await waitFor(() => expect(shares).toEqual([{ userId: 'u1', permissionLevel: 'write' }]));
    const entry = await within(dialog).findByRole('listitem', { name: 'Grace Hopper' });
    expect(within(entry).getByLabelText('Access level for Grace Hopper')).toHaveValue('write');
    expect(within(entry).getByRole('button', { name: 'Remove Grace Hopper' })).toBeInTheDocument();
  });
});
