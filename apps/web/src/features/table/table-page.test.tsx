import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILTIN_OBJECTIVE_MAP, PENDING_EDIT_OVERLAY_MS, type AccessLevel } from '@plotline/shared';
import { deferred, fail, mockFetch, ok, requestsWith, type MockResponse } from '@/test/fetch-mock';
import { stubElementSizes } from '@/test/layout';
import { renderSignedIn, renderWithProviders } from '@/test/render';
import { makeProjectDetail, makeTimeline, TEST_PROJECT_ID } from '@/test/projects';
import { TablePage } from './table-page';

const P = TEST_PROJECT_ID;
const T = '0190f5b2-0000-7000-8000-0000000000b1';
const E = '0190f5b2-0000-7000-8000-0000000000c1';

const event = {
  id: E,
  projectId: P,
  timelineId: T,
  title: 'Kickoff',
  description: 'First meeting',
  date: '2025-08-01T12:00:00.000Z',
  endDate: '2025-08-03T12:00:00.000Z',
  objective: 'testing',
  isMilestone: false,
  isFreeze: false,
  displayOrder: 0,
  version: 4,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const project = (level: AccessLevel) =>
  makeProjectDetail(level, [
    makeTimeline(T, { name: 'Backend', color: '#EF4444', version: 2, createdAt: '', updatedAt: '', events: [event] }),
  ]);

const objectives = BUILTIN_OBJECTIVE_MAP;

// jsdom has no layout: give elements a size so the virtualiser renders rows.
stubElementSizes();
afterEach(() => window.localStorage.clear());

function renderTable(level: AccessLevel, extra: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    [`GET /api/v1/projects/${P}`]: ok(project(level)),
    'GET /api/v1/objectives': ok(objectives),
    'GET /api/v1/preferences/table': ok({}),
    ...extra,
  });
  renderSignedIn(<TablePage />, { route: `/table?project=${P}` });
  return fetchMock;
}

/** Fills an add form with an end date before its start date and submits it with `submitLabel`. */
async function submitBackwards(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, submitLabel: string) {
  fireEvent.change(within(form).getByLabelText('Start Date'), { target: { value: '2025-08-05' } });
  fireEvent.change(within(form).getByLabelText('End Date'), { target: { value: '2025-08-01' } });
  await user.type(within(form).getByLabelText('Title'), 'Backwards');
  await user.click(within(form).getByRole('button', { name: submitLabel }));
}

describe('TablePage', () => {
  it('shows the welcome state without a project', () => {
    mockFetch({});
    renderWithProviders(<TablePage />, { route: '/table' });
    expect(screen.getByText('Welcome to Table View!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Table View' })).toBeInTheDocument();
  });

  it('shows events under their timeline header with duration, objective and summary', async () => {
    renderTable('owner');
    expect(await screen.findByRole('heading', { name: 'Backend' })).toBeInTheDocument();
    // The page's one h1, like the timeline's and the calendar's.
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Table View']);
    expect(screen.getByText('1 event', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Kickoff' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '3 days' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Testing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Summary')).toHaveTextContent('1 total event');
    for (const name of [
      'Create New Timeline',
      'Refresh Data from Database',
      'Reset Column Widths to Default',
      'Switch to Standard View',
      'Export All Data to JSON',
      'Import Data from JSON File',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('saves a double-click edit with Enter, sending the version it saw', async () => {
    const fetchMock = renderTable('write', {
      [`PUT /api/v1/projects/${P}/timelines/${T}/events/${E}`]: ({ body }) =>
        ok({ ...event, ...(body as object), version: 5 }),
    });
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole('gridcell', { name: 'Kickoff' }));
    const editor = screen.getByRole('textbox', { name: 'Title of Kickoff' });
    await user.clear(editor);
    await user.type(editor, 'Kickoff moved{Enter}');
    expect(await screen.findByRole('gridcell', { name: 'Kickoff moved' })).toBeInTheDocument();
    // The row carries the 'saved' overlay once the server has answered.
    await waitFor(() =>
      expect(screen.getByRole('gridcell', { name: 'Kickoff moved' }).closest('[role="row"]')).toHaveAttribute(
        'data-overlay',
        'saved',
      ),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ version: 4, title: 'Kickoff moved' });
  });

  it('clears the saved overlay 10 s after success, and at once after a failure', async () => {
    // Fake timers that still move with real time, so Testing Library's waiting works.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let shouldFail = false;
      renderTable('write', {
        [`PUT /api/v1/projects/${P}/timelines/${T}/events/${E}`]: ({ body }) =>
          shouldFail
            ? fail(400, 'VALIDATION_ERROR', 'title: refused')
            : ok({ ...event, ...(body as object), version: 5 }),
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const rowOf = (title: string) => screen.getByRole('gridcell', { name: title }).closest('[role="row"]');
      await user.dblClick(await screen.findByRole('gridcell', { name: 'Kickoff' }));
      await user.type(screen.getByRole('textbox', { name: 'Title of Kickoff' }), ' v2{Enter}');
      await waitFor(() => expect(rowOf('Kickoff v2')).toHaveAttribute('data-overlay', 'saved'));
      await act(() => vi.advanceTimersByTimeAsync(PENDING_EDIT_OVERLAY_MS / 2));
      expect(rowOf('Kickoff v2')).toHaveAttribute('data-overlay', 'saved');
      await act(() => vi.advanceTimersByTimeAsync(PENDING_EDIT_OVERLAY_MS / 2));
      expect(rowOf('Kickoff v2')).not.toHaveAttribute('data-overlay');

      shouldFail = true;
      await user.dblClick(screen.getByRole('gridcell', { name: 'Kickoff v2' }));
      await user.type(screen.getByRole('textbox', { name: 'Title of Kickoff v2' }), ' bad{Enter}');
      expect(await screen.findByText('Failed to update event: title: refused')).toBeInTheDocument();
      await waitFor(() => expect(rowOf('Kickoff v2')).not.toHaveAttribute('data-overlay'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an edit before the server answers, marked saving until it does', async () => {
    const answer = deferred<MockResponse>();
    renderTable('write', { [`PUT /api/v1/projects/${P}/timelines/${T}/events/${E}`]: () => answer.promise });
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole('gridcell', { name: 'Kickoff' }));
    const editor = screen.getByRole('textbox', { name: 'Title of Kickoff' });
    fireEvent.change(editor, { target: { value: 'Kickoff moved' } });
    // No pending-row overlay: the cache holds the new title once mutate() returns (docs/decisions.md D32).
    await act(async () => void fireEvent.keyDown(editor, { key: 'Enter' }));
    const row = screen.getByRole('gridcell', { name: 'Kickoff moved' }).closest('[role="row"]');
    await waitFor(() => expect(row).toHaveAttribute('data-overlay', 'saving'));
    expect(row).toHaveAttribute('aria-busy', 'true');
    answer.resolve(ok({ ...event, title: 'Kickoff moved', version: 5 }));
    await waitFor(() =>
      expect(screen.getByRole('gridcell', { name: 'Kickoff moved' }).closest('[role="row"]')).toHaveAttribute(
        'data-overlay',
        'saved',
      ),
    );
  });

  it('reorders timelines with Shift+ArrowUp on the header handle; a plain arrow leaves them', async () => {
    const second = { ...project('owner').timelines[0]!, id: `${T.slice(0, -1)}2`, name: 'Frontend', displayOrder: 1, events: [] };
    const twoTimelines = { ...project('owner'), timelines: [...project('owner').timelines, second] };
    const fetchMock = renderTable('owner', {
      [`GET /api/v1/projects/${P}`]: ok(twoTimelines),
      [`PUT /api/v1/dragdrop/projects/${P}/timelines/reorder`]: ({ body }) =>
        ok((body as { timelineIds: string[] }).timelineIds.map((id, index) => ({
          ...(id === T ? project('owner').timelines[0]! : second),
          events: undefined,
          displayOrder: index,
        }))),
    });
    const user = userEvent.setup();
    const headings = async () =>
      within(await screen.findByRole('grid', { name: 'Events' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    expect(await headings()).toEqual(['Backend', 'Frontend']);
    const handle = screen.getByRole('button', { name: /^Reorder Frontend/ });
    expect(handle).toHaveAttribute('aria-keyshortcuts', 'Shift+ArrowUp Shift+ArrowDown');
    handle.focus();
    await user.keyboard('{ArrowUp}');
    expect(await headings()).toEqual(['Backend', 'Frontend']);
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(await headings()).toEqual(['Frontend', 'Backend']);
    expect(screen.getByRole('button', { name: /^Reorder Frontend/ })).toHaveFocus();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ timelineIds: [second.id, T] });
  });

  it('limits title and description cells to what the API accepts', async () => {
    renderTable('write');
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole('gridcell', { name: 'Kickoff' }));
    expect(screen.getByRole('textbox', { name: 'Title of Kickoff' })).toHaveAttribute('maxLength', '200');
  });

  it('refuses an end date before the start in a cell without asking the server', async () => {
    const fetchMock = renderTable('write');
    const user = userEvent.setup();
    await screen.findByRole('gridcell', { name: 'Kickoff' });
    const cell = document.querySelector<HTMLElement>(`[data-cell="${E}:endDate"]`);
    expect(cell).not.toBeNull();
    await user.dblClick(cell!);
    const editor = screen.getByLabelText('End Date of Kickoff');
    fireEvent.change(editor, { target: { value: '2025-07-01' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(requestsWith(fetchMock, 'PUT')).toHaveLength(0);
  });

  it("reaches 'Delete Timeline' of standard mode from the keyboard: Enter on the timeline cell, Escape back", async () => {
    localStorage.setItem('plotline.table.timelineHeaders', 'false');
    try {
      renderTable('owner');
      const user = userEvent.setup();
      await screen.findByRole('gridcell', { name: 'Kickoff' });
      const cell = document.querySelector<HTMLElement>(`[data-cell="${E}:timeline"]`);
      expect(cell).not.toBeNull();
      cell!.focus();
      await user.keyboard('{Enter}');
      const button = within(cell!).getByRole('button', { name: 'Delete Timeline' });
      expect(button).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(cell).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('alertdialog')).toHaveTextContent('Delete timeline "Backend"?');
    } finally {
      localStorage.removeItem('plotline.table.timelineHeaders');
    }
  });

  it("moves to a row's ends with Home and End, and Delete on a cell asks to delete its event (docs/decisions.md D40)", async () => {
    renderTable('owner');
    const user = userEvent.setup();
    const title = await screen.findByRole('gridcell', { name: 'Kickoff' });
    // The cells the keys move between (the selection checkbox's cell is not one: Space ticks it).
    const cells = within(title.closest<HTMLElement>('[role="row"]')!)
      .getAllByRole('gridcell')
      .filter((cell) => cell.dataset.cell !== undefined);
    title.focus();
    await user.keyboard('{End}');
    await waitFor(() => expect(cells.at(-1)).toHaveFocus());
    await user.keyboard('{Home}');
    await waitFor(() => expect(cells[0]).toHaveFocus());
    await user.keyboard('{Delete}');
    expect(await screen.findByRole('alertdialog', { name: 'Delete Event' })).toHaveTextContent(
      'Are you sure you want to delete this event?',
    );
  });

  it('rolls back a failed edit and says why', async () => {
    renderTable('write', {
      [`PUT /api/v1/projects/${P}/timelines/${T}/events/${E}`]: {
        status: 400,
        body: { success: false, code: 'VALIDATION_ERROR', message: 'title: too long' },
      },
    });
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole('gridcell', { name: 'Kickoff' }));
    await user.type(screen.getByRole('textbox', { name: 'Title of Kickoff' }), ' bad{Enter}');
    expect(await screen.findByText('Failed to update event: title: too long')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('gridcell', { name: 'Kickoff' })).toBeInTheDocument());
  });

  it('gives read-only users no editing, no edit controls and no menu of changes', async () => {
    renderTable('read');
    const user = userEvent.setup();
    const title = await screen.findByRole('gridcell', { name: 'Kickoff' });
    await user.dblClick(title);
    expect(screen.queryByRole('textbox', { name: 'Title of Kickoff' })).not.toBeInTheDocument();
    await user.keyboard('{F2}');
    expect(screen.queryByRole('textbox', { name: 'Title of Kickoff' })).not.toBeInTheDocument();
    for (const name of ['Add Event', 'Create New Timeline', /^Reorder Backend/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Colour of Backend')).not.toBeInTheDocument();
    fireEvent.contextMenu(title);
    fireEvent.contextMenu(screen.getByRole('heading', { name: 'Backend' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('tells editors without admin rights why they cannot add or delete', async () => {
    renderTable('write');
    const user = userEvent.setup();
    const title = await screen.findByRole('gridcell', { name: 'Kickoff' });
    expect(screen.queryByRole('button', { name: 'Add Event' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Colour of Backend')).toBeEnabled();
    fireEvent.contextMenu(title);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit Event' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete Event' }));
    expect(await screen.findByText('You need delete permissions to delete events.')).toBeInTheDocument();
    fireEvent.contextMenu(screen.getByRole('gridcell', { name: 'Kickoff' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Add Event' }));
    expect(await screen.findByText('You need admin permissions to add events')).toBeInTheDocument();
  });

  describe('the one row menu of the grid (docs/decisions.md D79)', () => {
    function renderFiveEvents() {
      const five = project('owner');
      five.timelines[0]!.events = Array.from({ length: 5 }, (_, index) => ({
        ...event,
        id: `0190f5b2-0000-7000-8000-00000000010${index + 1}`,
        title: `Event ${index + 1}`,
        displayOrder: index,
      }));
      renderTable('owner', { [`GET /api/v1/projects/${P}`]: ok(five) });
    }

    it('acts on the row right-clicked last: row 1, then row 5 while the menu is open', async () => {
      renderFiveEvents();
      const user = userEvent.setup();
      fireEvent.contextMenu(await screen.findByRole('gridcell', { name: 'Event 1' }));
      expect(await screen.findByRole('menu', { name: 'Actions for Event 1' })).toBeInTheDocument();
      // The open menu hides the rest from the accessibility tree.
      fireEvent.contextMenu(screen.getByRole('gridcell', { name: 'Event 5', hidden: true }));
      const menu = await screen.findByRole('menu', { name: 'Actions for Event 5' });
      expect(screen.getAllByRole('menu')).toHaveLength(1);
      await user.click(within(menu).getByRole('menuitem', { name: 'Edit Event' }));
      expect(await screen.findByRole('textbox', { name: 'Title of Event 5' })).toHaveValue('Event 5');
      expect(screen.queryByRole('textbox', { name: 'Title of Event 1' })).not.toBeInTheDocument();
    });

    it("opens on the focused row's contextmenu (the context menu key, Shift+F10) and closes back to it", async () => {
      renderFiveEvents();
      const user = userEvent.setup();
      const cell = await screen.findByRole('gridcell', { name: 'Event 3' });
      cell.focus();
      fireEvent.contextMenu(cell);
      const menu = await screen.findByRole('menu', { name: 'Actions for Event 3' });
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Edit Event',
        'Add Event',
        'Delete Event',
      ]);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      expect(cell).toHaveFocus();
    });

    it("offers a timeline header's Delete Timeline, and nothing on a row without a menu", async () => {
      renderFiveEvents();
      fireEvent.contextMenu(await screen.findByRole('heading', { name: 'Backend' }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Delete Timeline']);
    });
  });

  it('keeps only visible rows plus overscan in the DOM for 10,000 events', async () => {
    const many = project('owner');
    many.timelines[0]!.events = Array.from({ length: 10_000 }, (_, index) => ({
      ...event,
      id: `e-${index}`,
      title: `Event ${index}`,
      displayOrder: index,
    }));
    mockFetch({
      [`GET /api/v1/projects/${P}`]: ok(many),
      'GET /api/v1/objectives': ok(objectives),
      'GET /api/v1/preferences/table': ok({}),
    });
    renderSignedIn(<TablePage />, { route: `/table?project=${P}` });
    expect(await screen.findByRole('gridcell', { name: 'Event 0' })).toBeInTheDocument();
    expect(screen.getByText('10000 events', { selector: 'span' })).toBeInTheDocument();
    // Header row + at most a viewport of rows and the overscan.
    expect(screen.getAllByRole('row').length).toBeLessThan(60);
    expect(screen.queryByRole('gridcell', { name: 'Event 9999' })).not.toBeInTheDocument();
    // Rendering 10,000 rows' data takes about 5 s on the shared 2-core machine: room, not a speed check.
  }, 20_000);

  it('filters by search and shows the no-match state', async () => {
    renderTable('owner');
    const user = userEvent.setup();
    await screen.findByRole('gridcell', { name: 'Kickoff' });
    await user.type(screen.getByPlaceholderText('Search events, timelines, objectives...'), 'zzz');
    expect(screen.getByText('No events found matching your criteria.')).toBeInTheDocument();
  });

  it('says a timeline name is taken instead of calling it a concurrent change', async () => {
    renderTable('owner', {
      [`POST /api/v1/projects/${P}/timelines`]: fail(
        409,
        'CONFLICT',
        'A timeline named "Backend" already exists in this project',
      ),
    });
    const user = userEvent.setup();
    await screen.findByRole('gridcell', { name: 'Kickoff' });
    await user.click(screen.getByRole('button', { name: 'Create New Timeline' }));
    await user.type(screen.getByLabelText('Timeline name'), 'Backend');
    await user.click(screen.getByRole('button', { name: 'Create Timeline' }));
    expect(
      await screen.findByText('Failed to create timeline: A timeline named "Backend" already exists in this project'),
    ).toBeInTheDocument();
  });

  it('names objectives from the built-in list when the server list cannot be loaded', async () => {
    renderTable('owner', { 'GET /api/v1/objectives': fail(500, 'INTERNAL', 'Internal error') });
    expect(await screen.findByRole('gridcell', { name: 'Testing' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Business Critical' })).toBeInTheDocument();
  });

  it('refuses an end date before the start date in both add forms, before sending anything', async () => {
    const fetchMock = renderTable('owner');
    const user = userEvent.setup();
    await screen.findByRole('gridcell', { name: 'Kickoff' });

    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const panel = await screen.findByRole('dialog', { name: 'Add New Event' });
    await submitBackwards(user, panel, 'Add Event');
    expect(within(panel).getByRole('alert')).toHaveTextContent('The end date cannot be before the start date.');
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));

    fireEvent.contextMenu(screen.getByRole('gridcell', { name: 'Kickoff' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Add Event' }));
    const inline = await screen.findByRole('form', { name: 'Add event to Backend' });
    await submitBackwards(user, inline, 'Add');
    expect(within(inline).getByRole('alert')).toHaveTextContent('The end date cannot be before the start date.');
    expect(requestsWith(fetchMock, 'POST')).toHaveLength(0);
  });

  it('limits names and titles to what the API accepts', async () => {
    renderTable('owner');
    const user = userEvent.setup();
    await screen.findByRole('gridcell', { name: 'Kickoff' });
    await user.click(screen.getByRole('button', { name: 'Create New Timeline' }));
    expect(screen.getByLabelText('Timeline name')).toHaveAttribute('maxLength', '120');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const panel = await screen.findByRole('dialog', { name: 'Add New Event' });
    expect(within(panel).getByLabelText('Title')).toHaveAttribute('maxLength', '200');
  });

  it('says why Delete on a cell cannot delete for editors without delete rights', async () => {
    renderTable('write');
    const user = userEvent.setup();
    // Toasts outlive a test: count the new one.
    const said = () => screen.queryAllByText('You need delete permissions to delete events.').length;
    const before = said();
    (await screen.findByRole('gridcell', { name: 'Kickoff' })).focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(said()).toBeGreaterThan(before));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
