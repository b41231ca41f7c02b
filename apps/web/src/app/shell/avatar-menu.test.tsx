import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@/lib/router';
import type { CurrentUser } from '@plotline/shared';
import { renderWithProviders } from '@/test/render';
import { makeUser } from '@/test/users';
import { AvatarMenu, avatarInitial } from './avatar-menu';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

async function openMenu(user: CurrentUser, onSignOut = vi.fn()) {
  const events = userEvent.setup();
  renderWithProviders(
    <>
      <AvatarMenu user={user} onSignOut={onSignOut} />
      <Where />
    </>,
    { route: '/timeline?project=p1' },
  );
  await events.click(screen.getByRole('button', { name: `Account menu for ${user.name}` }));
  await screen.findByRole('menu');
  return { events, onSignOut };
}

const entries = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('AvatarMenu', () => {
  it('shows the first letter of the name, or U', () => {
    expect(avatarInitial('ada Lovelace')).toBe('A');
    expect(avatarInitial('')).toBe('U');
    expect(avatarInitial(null)).toBe('U');
  });

  it('a SysAdmin sees Admin Panel and Organization', async () => {
    await openMenu(makeUser({ sysRole: 'SysAdmin' }));
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(entries()).toEqual(['Account', 'Projects', 'Admin Panel', 'Organization', 'Sign Out']);
  });

  it('an organization admin sees Organization but not Admin Panel', async () => {
    await openMenu(makeUser({ organizationId: 'o1', organizationRole: 'admin' }));
    expect(entries()).toEqual(['Account', 'Projects', 'Organization', 'Sign Out']);
  });

  it('an organization owner sees Organization', async () => {
    await openMenu(makeUser({ organizationId: 'o1', organizationRole: 'owner' }));
    expect(entries()).toContain('Organization');
  });

  it('a viewer (plain member) sees neither', async () => {
    await openMenu(makeUser({ role: 'viewer', organizationId: 'o1', organizationRole: 'member' }));
    expect(entries()).toEqual(['Account', 'Projects', 'Sign Out']);
  });

  it('navigates keeping the selected project, and signs out', async () => {
    const { events, onSignOut } = await openMenu(makeUser());
    await events.click(screen.getByRole('menuitem', { name: 'Projects' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/projects?project=p1');

    await events.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
