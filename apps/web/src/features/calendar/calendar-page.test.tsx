import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILTIN_OBJECTIVE_MAP, localToday, type AccessLevel } from '@plotline/shared';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderSignedIn } from '@/test/render';
import { makeEvent, makeProjectDetail, makeTimeline, TEST_PROJECT_ID } from '@/test/projects';
import { CalendarPage } from './calendar-page';

const P = TEST_PROJECT_ID;

const emptyProject = (level: AccessLevel) => makeProjectDetail(level);

const objectives = BUILTIN_OBJECTIVE_MAP;

function renderCalendar(level: AccessLevel, extra: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    [`GET /api/v1/projects/${P}`]: ok(emptyProject(level)),
    'GET /api/v1/projects': ok([emptyProject(level)]),
    'GET /api/v1/objectives': ok(objectives),
    ...extra,
  });
  renderSignedIn(<CalendarPage />, { route: `/calendar?project=${P}` });
  return fetchMock;
}

describe('CalendarPage', () => {
  it('limits the title in the Edit Event modal to what the API accepts', async () => {
    const today = localToday();
    const withEvent = {
      ...emptyProject('owner'),
      timelines: [
        makeTimeline('0190f5b2-0000-7000-8000-0000000000b1', {
          projectId: P,
          name: 'Backend',
          color: '#EF4444',
          events: [
            makeEvent('0190f5b2-0000-7000-8000-0000000000c1', '0190f5b2-0000-7000-8000-0000000000b1', today, {
              projectId: P,
              title: 'Kickoff',
              objective: 'testing',
            }),
          ],
        }),
      ],
    };
    renderCalendar('owner', { [`GET /api/v1/projects/${P}`]: ok(withEvent) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Kickoff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByLabelText('Title *')).toHaveAttribute('maxLength', '200');
  });

  it('has Undo, Redo and History like the timeline and the table, off while the server says there is nothing (D57)', async () => {
    const today = localToday();
    const project = makeProjectDetail('owner', [makeTimeline('t1', { events: [makeEvent('e1', 't1', today, { title: 'Kickoff' })] })]);
    const fetchMock = renderCalendar('owner', {
      [`GET /api/v1/projects/${P}`]: ok(project),
      [`GET /api/v1/projects/${P}/history`]: ok({
        entries: [
          {
            id: 'op1',
            projectId: P,
            actor: { id: 'u1', name: 'Ada Lovelace' },
            at: `${today}T10:00:00.000Z`,
            kind: 'event.created',
            summary: "Ada Lovelace added 'Kickoff'",
            changes: [],
            changeCount: 0,
            undoneAt: null,
          },
        ],
        nextCursor: null,
        canUndo: true,
        canRedo: false,
      }),
      [`POST /api/v1/projects/${P}/undo`]: fail(409, 'UNDO_CONFLICT', "'Kickoff' was changed by Grace since"),
    });
    const user = userEvent.setup();
    const undo = await screen.findByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    await vi.waitFor(() => expect(redo).toBeDisabled());
    expect(redo).toHaveAttribute('title', 'Nothing to redo');
    expect(undo).toBeEnabled();
    await user.click(undo);
    expect(await screen.findByText("'Kickoff' was changed by Grace since")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/undo') && (init as RequestInit).method === 'POST')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'History' }));
    const panel = await screen.findByRole('dialog', { name: 'History' });
    expect(await within(panel).findByText("Ada Lovelace added 'Kickoff'")).toBeInTheDocument();
  });

  it('gives readers History alone', async () => {
    renderCalendar('read', {
      [`GET /api/v1/projects/${P}`]: ok(makeProjectDetail('read', [makeTimeline('t1')])),
    });
    expect(await screen.findByRole('button', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Redo' })).toBeNull();
  });
});
