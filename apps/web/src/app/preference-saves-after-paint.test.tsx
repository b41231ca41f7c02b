import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { markFirstPaint } from '@/lib/after-first-paint';
import { deferred, mockFetch, ok, requestsWith } from '@/test/fetch-mock';
import { makeProjectSummary } from '@/test/projects';
import { currentUrl, renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';
import { loadScreens } from './lazy-screens';

/*
 * The writes a first load makes without being asked (the first project chosen, the view saved back
 * as the default) wait for the view's first paint (docs/decisions.md D107). This file's module state
 * starts with no first paint (Vitest gives each file its own modules), so the test runs first here.
 */

beforeAll(loadScreens);
afterEach(cleanup);

const apollo = makeProjectSummary({ id: '0190f5b2-0000-7000-8000-0000000000e1', name: 'Apollo Migration' });

it('saves the first project and the default view only once the view has painted', async () => {
  // The project's own read never answers: the timeline cannot draw, so nothing marks the first paint.
  const held = deferred<never>();
  const fetchMock = mockFetch({
    'GET /auth/user': ok(makeUser()),
    'GET /api/v1/projects': ok([apollo]),
    'GET /api/v1/preferences/ui': ok({}),
    [`GET /api/v1/projects/${apollo.id}`]: () => held.promise,
    'PUT /api/v1/preferences/ui/selected_project': ok({
      category: 'ui',
      key: 'selected_project',
      value: apollo.id,
    }),
    'PUT /api/v1/preferences/ui/default_view': ok({ category: 'ui', key: 'default_view', value: 'timeline' }),
  });
  renderApp('/');
  await waitFor(() => expect(currentUrl()).toBe(`/timeline?project=${apollo.id}`));
  // The project's read has gone out: the app is past choosing and saving, and has saved nothing.
  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(`/projects/${apollo.id}`))).toBe(true),
  );
  expect(requestsWith(fetchMock, 'PUT')).toHaveLength(0);

  act(() => markFirstPaint());
  await waitFor(() =>
    expect(
      requestsWith(fetchMock, 'PUT')
        .map(([url]) => String(url))
        .sort(),
    ).toEqual(['/api/v1/preferences/ui/default_view', '/api/v1/preferences/ui/selected_project']),
  );
});
