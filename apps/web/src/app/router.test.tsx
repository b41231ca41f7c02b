import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_VIEW_STORAGE_KEY } from '@/api/preferences';
import { deferred, fail, mockFetch, ok, type MockResponse } from '@/test/fetch-mock';
import { currentUrl, renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';
import { loadScreens } from './lazy-screens';

// The login screen and the shell are chunks of their own (lazy-screens.tsx): loaded once, up front.
beforeAll(loadScreens);

describe('app routes', () => {
  it('shows the loading screen, then the login screen without a session', async () => {
    const answer = deferred<MockResponse>();
    mockFetch({ 'GET /auth/user': () => answer.promise });
    renderApp('/timeline');
    expect(screen.getByText('Loading your timeline...')).toBeInTheDocument();
    answer.resolve(fail(401, 'UNAUTHORIZED', 'Not signed in'));
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('/ opens the timeline view and keeps the selected project', async () => {
    mockFetch({ 'GET /auth/user': ok(makeUser()) });
    renderApp('/?project=p1')
    expect(await screen.findByRole('heading', { name: 'Timeline View', level: 1 })).toBeInTheDocument();
    expect(currentUrl()).toBe('/timeline?project=p1');
    expect(screen.getAllByRole('link', { name: /Timeline View/ })[0]).toHaveAttribute('aria-current', 'page');
    // No GET /api/v1/projects answer here: the picker says so rather than 'No Projects'.
    expect(await screen.findByText('Failed to load projects')).toBeInTheDocument();
  });

  it('/ opens the saved default view, else the local copy of the last view', async () => {
    mockFetch({ 'GET /auth/user': ok(makeUser()), 'GET /api/v1/preferences/ui': ok({ default_view: 'calendar' }) });
    renderApp('/?project=p1')
    await waitFor(() => expect(currentUrl()).toBe('/calendar?project=p1'));
  });

  it('/ falls back to the local copy when the preference cannot be loaded', async () => {
    window.localStorage.setItem(DEFAULT_VIEW_STORAGE_KEY, 'table');
    mockFetch({ 'GET /auth/user': ok(makeUser()), 'GET /api/v1/preferences/ui': fail(500, 'INTERNAL', 'down') });
    renderApp('/')
    await waitFor(() => expect(window.location.pathname).toBe('/table'));
    window.localStorage.removeItem(DEFAULT_VIEW_STORAGE_KEY);
  });

  it('admin and organization pages refuse users without the role', async () => {
    const member = makeUser({ organizationId: '0190f5b2-0000-7000-8000-0000000000aa', organizationRole: 'member' });
    mockFetch({ 'GET /auth/user': ok(member) });
    const router = renderApp('/admin');
    expect(await screen.findByText('Access denied. Admin privileges required.')).toBeInTheDocument();
    await router.navigate('/organization');
    expect(await screen.findByText('Access denied. Organization admin privileges required.')).toBeInTheDocument();
  });

  it('the organization page tells a user without an organization so, without refusing them', async () => {
    mockFetch({ 'GET /auth/user': ok(makeUser()) });
    renderApp('/organization');
    expect(await screen.findByText('You do not belong to an organization yet')).toBeInTheDocument();
    expect(screen.queryByText('Access denied. Organization admin privileges required.')).not.toBeInTheDocument();
  });

  it('a SysAdmin reaches the admin page', async () => {
    mockFetch({ 'GET /auth/user': ok(makeUser({ sysRole: 'SysAdmin' })) });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Panel', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Access denied. Admin privileges required.')).not.toBeInTheDocument();
  });
});
