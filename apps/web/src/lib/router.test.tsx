import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { Link, navigateTo, Navigate, NavLink, toHref, useLocation } from './router';

function Where() {
  const location = useLocation();
  return (
    <output aria-label="where" data-key={location.key}>
      {location.pathname + location.search}
    </output>
  );
}

const where = () => screen.getByRole('status', { name: 'where' });

describe('the router (docs/decisions.md D88)', () => {
  it('resolves a link target without a path against the current path', () => {
    expect(toHref({ search: '?view=table' }, '/p/abc')).toBe('/p/abc?view=table');
    expect(toHref({ pathname: '/calendar', search: '?project=p1' }, '/timeline')).toBe('/calendar?project=p1');
    expect(toHref('/table', '/timeline')).toBe('/table');
  });

  it('follows a link, adding a history entry the back button leaves', async () => {
    renderWithProviders(
      <>
        <Link to={{ pathname: '/calendar', search: '?project=p1' }}>Calendar</Link>
        <Where />
      </>,
      { route: '/timeline?project=p1' },
    );
    expect(where()).toHaveTextContent('/timeline?project=p1');
    await userEvent.click(screen.getByRole('link', { name: 'Calendar' }));
    expect(where()).toHaveTextContent('/calendar?project=p1');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(where()).toHaveTextContent('/timeline?project=p1');
  });

  it('marks the link to the current path as the page', () => {
    renderWithProviders(
      <>
        <NavLink to="/timeline" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Timeline
        </NavLink>
        <NavLink to={{ pathname: '/table', search: '?project=p1' }} className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Table
        </NavLink>
      </>,
      { route: '/timeline?project=p1' },
    );
    expect(screen.getByRole('link', { name: 'Timeline' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Timeline' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Table' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Table' })).toHaveClass('off');
    expect(screen.getByRole('link', { name: 'Table' })).toHaveAttribute('href', '/table?project=p1');
  });

  it('redirects in place, keeping the path', () => {
    const length = window.history.length;
    renderWithProviders(
      <>
        <Navigate replace to={{ search: '?project=p2' }} />
        <Where />
      </>,
      { route: '/calendar' },
    );
    expect(where()).toHaveTextContent('/calendar?project=p2');
    expect(window.history.length).toBe(length);
  });

  it('gives every navigation a key of its own, even to the address already shown', () => {
    renderWithProviders(<Where />, { route: '/table' });
    const before = where().dataset.key;
    act(() => navigateTo('/table', { replace: true }));
    expect(where()).toHaveTextContent('/table');
    expect(where().dataset.key).not.toBe(before);
  });
});
