import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectSummary } from '@plotline/shared';
import { DEFAULT_VIEW_STORAGE_KEY } from '@/api/preferences';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeProjectSummary } from '@/test/projects';
import { currentUrl, renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';
import { loadScreens } from './lazy-screens';

// The login screen and the shell are chunks of their own (lazy-screens.tsx): loaded once, up front.
beforeAll(loadScreens);

/*
 * The selected project and the default view (docs/decisions.md D19), through the real routes:
 * `/` is where every sign-in lands (the OIDC callback redirects there).
 */

const apollo = makeProjectSummary({ id: '0190f5b2-0000-7000-8000-0000000000e1', name: 'Apollo Migration' });
const gemini = makeProjectSummary({ id: '0190f5b2-0000-7000-8000-0000000000e2', name: 'Gemini Release' });

/** Answers every PUT of a ui preference and records the values, by key. */
function recordUiSaves() {
  const saves: Record<string, unknown[]> = {};
  const handler = (key: string) => ({ body }: { body: unknown }) => {
    const { value } = body as { value: unknown };
    (saves[key] ??= []).push(value);
    return ok({ category: 'ui', key, value });
  };
  return {
    saves,
    handlers: {
      'PUT /api/v1/preferences/ui/selected_project': handler('selected_project'),
      'PUT /api/v1/preferences/ui/default_view': handler('default_view'),
    },
  };
}

/** Signs the user in seeing `projects`, with the saved ui preferences `ui`; returns what the app saves back, by key. */
function signInWith(projects: ProjectSummary[], ui: Record<string, unknown>) {
  const { saves, handlers } = recordUiSaves();
  mockFetch({
    'GET /auth/user': ok(makeUser()),
    'GET /api/v1/projects': ok(projects),
    'GET /api/v1/preferences/ui': ok(ui),
    ...handlers,
  });
  return saves;
}

const picker = () => screen.getByRole('button', { name: /^Project:/ });

// Unmount first: a still-mounted app could write its view back after the removal (test/setup.ts cleans up later).
afterEach(() => {
  cleanup();
  window.localStorage.removeItem(DEFAULT_VIEW_STORAGE_KEY);
});

describe('the selected project on landing', () => {
  it('/ restores the saved project and opens the default view with it', async () => {
    const saves = signInWith([apollo, gemini], { selected_project: gemini.id, default_view: 'table' });
    renderApp('/')
    await waitFor(() => expect(currentUrl()).toBe(`/table?project=${gemini.id}`));
    await waitFor(() => expect(picker()).toHaveTextContent('Project:Gemini Release'));
    // Nothing new was chosen: neither the project nor the view is saved again.
    expect(saves).toEqual({});
  });

  it('a user with no saved choice lands on the first project, which is saved', async () => {
    const saves = signInWith([apollo, gemini], {});
    renderApp('/')
    await waitFor(() => expect(currentUrl()).toBe(`/timeline?project=${apollo.id}`));
    await waitFor(() => expect(picker()).toHaveTextContent('Project:Apollo Migration'));
    await waitFor(() => expect(saves.selected_project).toEqual([apollo.id]));
    expect(screen.queryByText('Select a project to see its timelines')).not.toBeInTheDocument();
  });

  it('a saved project the user can no longer see gives way to the first one', async () => {
    const saves = signInWith([gemini], { selected_project: apollo.id, default_view: 'calendar' });
    renderApp(`/?project=${apollo.id}`)
    await waitFor(() => expect(currentUrl()).toBe(`/calendar?project=${gemini.id}`));
    await waitFor(() => expect(saves.selected_project).toEqual([gemini.id]));
  });

  it('a project picked in the picker is saved and kept when switching views', async () => {
    const saves = signInWith([apollo, gemini], { selected_project: apollo.id, default_view: 'timeline' });
    const user = userEvent.setup();
    renderApp('/')
    await waitFor(() => expect(currentUrl()).toBe(`/timeline?project=${apollo.id}`));
    await user.click(picker());
    await user.click(await screen.findByText('Gemini Release'));
    await waitFor(() => expect(saves.selected_project).toEqual([gemini.id]));
    await user.click(screen.getAllByRole('link', { name: /Table View/ })[0]!);
    await waitFor(() => expect(currentUrl()).toBe(`/table?project=${gemini.id}`));
  });
});

describe('the default view is saved back', () => {
  it('switching to calendar or table saves it, to the server and the local copy; other pages do not', async () => {
    const saves = signInWith([apollo], { selected_project: apollo.id, default_view: 'timeline' });
    const user = userEvent.setup();
    const router = renderApp('/');
    await waitFor(() => expect(currentUrl()).toBe(`/timeline?project=${apollo.id}`));
    await user.click(screen.getAllByRole('link', { name: /Calendar View/ })[0]!);
    await waitFor(() => expect(saves.default_view).toEqual(['calendar']));
    expect(window.localStorage.getItem(DEFAULT_VIEW_STORAGE_KEY)).toBe('calendar');

    await router.navigate(`/projects?project=${apollo.id}`);
    await screen.findByRole('heading', { name: 'Projects', level: 1 });
    await user.click(screen.getAllByRole('link', { name: /Table View/ })[0]!);
    await waitFor(() => expect(saves.default_view).toEqual(['calendar', 'table']));
    expect(window.localStorage.getItem(DEFAULT_VIEW_STORAGE_KEY)).toBe('table');
  });

  it('a failed save only warns in the console, once, and the view stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refused = vi.fn(() => ({ ...fail(500, 'INTERNAL_ERROR'), statusText: 'Internal Server Error' }));
    mockFetch({
      'GET /auth/user': ok(makeUser()),
      'GET /api/v1/projects': ok([apollo]),
      'GET /api/v1/preferences/ui': ok({ selected_project: apollo.id, default_view: 'timeline' }),
      'PUT /api/v1/preferences/ui/default_view': refused,
    });
    renderApp(`/calendar?project=${apollo.id}`)
    await waitFor(() => expect(warn).toHaveBeenCalledWith('API call failed: 500 Internal Server Error'));
    expect(refused).toHaveBeenCalledTimes(1);
    expect(currentUrl()).toBe(`/calendar?project=${apollo.id}`);
    expect(screen.queryByText('API call failed: 500 Internal Server Error')).not.toBeInTheDocument();
    // The local copy keeps the choice for when the server cannot be asked.
    expect(window.localStorage.getItem(DEFAULT_VIEW_STORAGE_KEY)).toBe('calendar');
  });
});

describe('a project list that cannot be loaded', () => {
  it("says 'Failed to load projects' (not 'No Projects') and loads again on Retry", async () => {
    let isDown = true;
    mockFetch({
      'GET /auth/user': ok(makeUser()),
      'GET /api/v1/projects': () => (isDown ? fail(503, 'UNAVAILABLE', 'down') : ok([apollo])),
      'GET /api/v1/preferences/ui': ok({ default_view: 'timeline' }),
      'PUT /api/v1/preferences/ui/selected_project': ok({ category: 'ui', key: 'selected_project', value: apollo.id }),
    });
    const user = userEvent.setup();
    renderApp('/')
    await waitFor(() => expect(picker()).toHaveTextContent('Project:Failed to load projects'));
    expect(screen.queryByText('No Projects')).not.toBeInTheDocument();
    await user.click(picker());
    const dropdown = await screen.findByRole('dialog');
    expect(within(dropdown).getByRole('alert')).toHaveTextContent('Failed to load projects');
    expect(within(dropdown).queryByText('No projects found')).not.toBeInTheDocument();
    isDown = false;
    await user.click(within(dropdown).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Projects' })).toHaveTextContent('Apollo Migration');
    await waitFor(() => expect(currentUrl()).toBe(`/timeline?project=${apollo.id}`));
  });
});
