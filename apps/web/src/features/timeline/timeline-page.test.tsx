import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessLevel, ProjectDetail } from '@plotline/shared';
import { deferred, fail, mockFetch, ok, requestsWith, type MockResponse } from '@/test/fetch-mock';
import { makeEvent, makeProjectDetail, makeTimeline, TEST_PROJECT_ID } from '@/test/projects';
import { renderSignedIn } from '@/test/render';
import { loadRowDrag } from '@/components/planning/lazy-sortable-rows';
import { makeUser } from '@/test/users';
import { TimelinePage } from './timeline-page';

const PROJECT_ID = TEST_PROJECT_ID;
const TIMELINE_ID = '0190f5b2-0000-7000-8000-00000000b001';

function makeDetail(level: AccessLevel, withTimeline = true): ProjectDetail {
  const stamp = '2025-01-01T00:00:00.000Z';
  const kickoff = makeEvent('0190f5b2-0000-7000-8000-00000000c001', TIMELINE_ID, '2025-07-25T12:00:00.000Z', {
    projectId: PROJECT_ID,
    title: 'Kickoff',
    description: 'Start it',
    endDate: '2025-07-27T12:00:00.000Z',
    createdAt: stamp,
    updatedAt: stamp,
  });
  return makeProjectDetail(level, withTimeline ? [makeTimeline(TIMELINE_ID, { events: [kickoff] })] : []);
}

const objectives = {
  preparation: { id: 'preparation', name: 'Preparation', color: '#3B82F6', description: '' },
};

function renderPage(
  detail: ProjectDetail | null,
  extra: Parameters<typeof mockFetch>[0] = {},
  route = detail ? `/timeline?project=${PROJECT_ID}` : '/timeline',
  currentUser = makeUser(),
) {
  const fetchMock = mockFetch({
    'GET /api/v1/projects': ok(detail ? [detail] : []),
    ...(detail ? { [`GET /api/v1/projects/${PROJECT_ID}`]: ok(detail) } : {}),
    'GET /api/v1/objectives': ok(objectives),
    'GET /api/v1/preferences/timeline': ok({}),
    ...extra,
  });
  renderSignedIn(<TimelinePage />, { user: currentUser, route });
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

// jsdom lays nothing out; the row virtualizer needs a viewport size to render any rows.
const layoutProps = ['clientWidth', 'clientHeight'] as const;
const originals = layoutProps.map((prop) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop));
beforeAll(async () => {
  // The rows' pointer drag in before any board mounts: otherwise the rows are mounted again when it
  // arrives after the first paint (docs/decisions.md D80, D92), and a bar found before that, then
  // hovered or clicked, is no longer on the page. The swap has its own tests (sortable-rows.test.tsx).
  await loadRowDrag();
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  layoutProps.forEach((prop, index) => {
    const original = originals[index];
    if (original) Object.defineProperty(HTMLElement.prototype, prop, original);
    else Reflect.deleteProperty(HTMLElement.prototype, prop);
  });
});

describe('TimelinePage', () => {
  it('shows rows, counts, the week axis and events, with edit affordances for an owner', async () => {
    renderPage(makeDetail('owner'));
    expect(await screen.findByRole('button', { name: 'Rename Design' })).toBeInTheDocument();
    expect(screen.getByText('(1 event)')).toBeInTheDocument();
    expect(screen.getByText('Week 30')).toBeInTheDocument();
    expect(screen.getByLabelText('Colour of Design')).toHaveValue('#10b981');
    expect(screen.getByRole('button', { name: 'Add event to Design' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Reorder Design/ })).toBeInTheDocument();
    // The bars follow the rows in a render of their own (docs/decisions.md D92).
    expect(await screen.findByRole('button', { name: 'Kickoff, 07/25/2025 to 07/27/2025' })).toBeInTheDocument();
    // The default range until the user changes it.
    expect(screen.getByLabelText('Start Date')).toHaveValue('2025-07-20');
    expect(screen.getByLabelText('End Date')).toHaveValue('2025-11-15');
  });

  it("is laid out from the project list while the project loads: its name, and the tools it will have (docs/decisions.md D94)", async () => {
    const detail = makeDetail('owner');
    const answer = deferred<MockResponse>();
    renderPage(detail, { [`GET /api/v1/projects/${PROJECT_ID}`]: () => answer.promise });
    expect(await screen.findByText(detail.name)).toBeInTheDocument();
    expect(screen.getByText('Loading timelines')).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: 'Timeline tools' });
    const buttonsWhileLoading = within(toolbar).getAllByRole('button').length;
    expect(within(toolbar).getByRole('button', { name: /Add Timeline/ })).toBeDisabled();
    expect(within(toolbar).getByRole('button', { name: 'Baseline' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: /^Clashes/ })).toBeInTheDocument();

    answer.resolve(ok(detail));
    expect(await screen.findByRole('button', { name: 'Rename Design' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: /Add Timeline/ })).toBeEnabled();
    expect(within(toolbar).getAllByRole('button')).toHaveLength(buttonsWhileLoading);
    expect(screen.getAllByText(detail.name)).toHaveLength(1);
  });

  it('draws the dependency controls and the selection bar while the project loads, disabled (docs/decisions.md D97)', async () => {
    const detail = makeDetail('owner');
    const answer = deferred<MockResponse>();
    renderPage(detail, { [`GET /api/v1/projects/${PROJECT_ID}`]: () => answer.promise });
    const controls = await screen.findByRole('group', { name: 'Dependencies' });
    expect(screen.getByText('Loading timelines')).toBeInTheDocument();
    expect(within(controls).getByRole('button', { name: /^Conflicts \(…\)/ })).toBeDisabled();
    expect(within(controls).getByRole('button', { name: /Critical path/ })).toBeDisabled();
    expect(within(controls).getByRole('switch')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Select all$/ })).toBeDisabled();
    const hint = 'Shift- or Ctrl-click events, or drag across empty board, to select several.';
    expect(screen.getByText(hint)).toBeInTheDocument();

    answer.resolve(ok(detail));
    expect(await screen.findByRole('button', { name: 'Rename Design' })).toBeInTheDocument();
    expect(within(controls).getByRole('button', { name: /^Conflicts \(0\)/ })).toBeEnabled();
    expect(within(controls).getByRole('button', { name: /Critical path/ })).toBeEnabled();
    expect(within(controls).getByRole('switch')).toBeEnabled();
    expect(screen.getByRole('button', { name: /Select all$/ })).toBeEnabled();
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it('draws no selection bar while a project without timelines loads', async () => {
    const detail = makeDetail('owner', false);
    const answer = deferred<MockResponse>();
    renderPage(detail, { [`GET /api/v1/projects/${PROJECT_ID}`]: () => answer.promise });
    expect(await screen.findByText('Loading timelines')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Dependencies' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Select all$/ })).not.toBeInTheDocument();
  });

  it('shows the saved project before the shell has put it in the address (D94)', async () => {
    const detail = makeDetail('owner');
    renderPage(detail, { 'GET /api/v1/preferences/ui': ok({ selected_project: PROJECT_ID }) }, '/timeline');
    expect(await screen.findByRole('button', { name: 'Rename Design' })).toBeInTheDocument();
    expect(screen.getByText(detail.name)).toBeInTheDocument();
    expect(screen.queryByText('Select a project to see its timelines.')).not.toBeInTheDocument();
  });

  it('starts from the saved range and saves a changed one in timeline.time_range', async () => {
    const { fetchMock } = renderPage(makeDetail('owner'), {
      'GET /api/v1/preferences/timeline': ok({ time_range: { start: '2025-07-01', end: '2025-08-31' } }),
      'PUT /api/v1/preferences/timeline/time_range': ({ body }) =>
        ok({ category: 'timeline', key: 'time_range', value: (body as { value: unknown }).value }),
    });
    await waitFor(() => expect(screen.getByLabelText('Start Date')).toHaveValue('2025-07-01'));
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2025-09-30' } });
    expect(screen.getByLabelText('End Date')).toHaveValue('2025-09-30');
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({
        value: { start: '2025-07-01', end: '2025-09-30' },
      });
    });
  });

  it('follows the effective level: an Edit share capped by the organization role edits nothing', async () => {
    const detail = { ...makeDetail('write'), isShared: true, effectiveLevel: 'read' as const, limitedBy: { organizationRole: null } };
    // An admin of their own organization, shared into another one's project: their role there is none.
    const orgAdmin = makeUser({ organizationId: '0190f5b2-0000-7000-8000-0000000000e1', organizationRole: 'admin' });
    renderPage(detail, {}, undefined, orgAdmin);
    await screen.findByRole('button', { name: /^Kickoff,/ });
    expect(screen.queryByLabelText('Colour of Design')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename Design' })).not.toBeInTheDocument();
  });

  it('gives read-only users no edit affordances', async () => {
    const { user } = renderPage(makeDetail('read'));
    const event = await screen.findByRole('button', { name: /^Kickoff,/ });
    expect(screen.queryByLabelText('Colour of Design')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename Design' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add event to Design' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reorder/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Timeline' })).not.toBeInTheDocument();
    await user.hover(event);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Duration: 3 days');
    expect(tooltip).toHaveTextContent('Objective: Preparation');
    expect(tooltip).toHaveTextContent('07/25/2025 - 07/27/2025');
    expect(within(tooltip).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(tooltip).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('validates the Add Event form and reports a failed add', async () => {
    const { user, fetchMock } = renderPage(makeDetail('owner'), {
      [`POST /api/v1/projects/${PROJECT_ID}/timelines/${TIMELINE_ID}/events`]: fail(
        400,
        'VALIDATION_ERROR',
        'title is too long',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Add event to Design' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Event to Design' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in date and title');
    await user.type(within(dialog).getByLabelText('Start Date'), '2025-08-01');
    await user.type(within(dialog).getByLabelText('Title'), 'Review');
    await user.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('Failed to add event: title is too long')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      date: '2025-08-01',
      title: 'Review',
      objective: 'preparation',
    });
  });

  it('asks before deleting an event', async () => {
    const { user, fetchMock } = renderPage(makeDetail('owner'), {
      [`DELETE /api/v1/projects/${PROJECT_ID}/timelines/${TIMELINE_ID}/events/0190f5b2-0000-7000-8000-00000000c001`]:
        ok({ id: 'x' }),
    });
    await user.hover(await screen.findByRole('button', { name: /^Kickoff,/ }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this event?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requestsWith(fetchMock, 'DELETE').length).toBeGreaterThan(0),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Kickoff,/ })).not.toBeInTheDocument());
  });

  it('invites an admin to create the first timeline and tells others they cannot', async () => {
    renderPage(makeDetail('admin', false));
    expect(await screen.findByText('Ready to create your first timeline!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Your First Timeline' })).toBeInTheDocument();
  });

  it('tells a writer they need admin permissions to create timelines', async () => {
    renderPage(makeDetail('write', false));
    expect(
      await screen.findByText('You need admin permissions to create timelines in this project.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Your First Timeline' })).not.toBeInTheDocument();
  });

  it('welcomes users without projects', async () => {
    renderPage(null);
    expect(await screen.findByText('Welcome to Timeline View!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Your First Project' })).toBeInTheDocument();
  });

  it('welcomes users without projects even when the URL still names a deleted project', async () => {
    renderPage(
      null,
      { [`GET /api/v1/projects/${PROJECT_ID}`]: fail(404, 'NOT_FOUND', 'Project not found') },
      `/timeline?project=${PROJECT_ID}`,
    );
    expect(await screen.findByText('Welcome to Timeline View!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Your First Project' })).toBeInTheDocument();
    expect(screen.queryByText('Project not found')).not.toBeInTheDocument();
  });

  it('remembers the project created from the welcome state as the selected project', async () => {
    const created = makeDetail('owner', false);
    const saved: unknown[] = [];
    let hasProject = false;
    mockFetch({
      'GET /api/v1/projects': () => ok(hasProject ? [created] : []),
      'POST /api/v1/projects': () => {
        hasProject = true;
        return { status: 201, body: { success: true, data: created } };
      },
      [`GET /api/v1/projects/${PROJECT_ID}`]: ok(created),
      'GET /api/v1/objectives': ok(objectives),
      'GET /api/v1/preferences/timeline': ok({}),
      'PUT /api/v1/preferences/ui/selected_project': ({ body }) => {
        saved.push((body as { value: unknown }).value);
        return ok({ category: 'ui', key: 'selected_project', value: (body as { value: unknown }).value });
      },
    });
    renderSignedIn(<TimelinePage />, { route: '/timeline' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Your First Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Project' });
    // A blank confirm says so, and nothing is sent.
    await user.type(within(dialog).getByLabelText('Project name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a project name');
    expect(hasProject).toBe(false);
    await user.clear(within(dialog).getByLabelText('Project name'));
    await user.type(within(dialog).getByLabelText('Project name'), 'Apollo');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Ready to create your first timeline!')).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([PROJECT_ID]));
  });

  it('Dismiss hides a failed reload while the retry is on its way', async () => {
    const retry = deferred<MockResponse>();
    let calls = 0;
    const { user } = renderPage(makeDetail('owner'), {
      [`GET /api/v1/projects/${PROJECT_ID}`]: () => {
        calls += 1;
        if (calls === 1) return ok(makeDetail('owner'));
        return calls === 2 ? fail(500, 'INTERNAL', 'Database unavailable') : retry.promise;
      },
    });
    await screen.findByRole('button', { name: 'Rename Design' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Database unavailable');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(calls).toBe(3));
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
    retry.resolve(ok(makeDetail('owner')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
