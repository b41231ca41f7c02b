import { describe, expect, it } from 'vitest';
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
  it('says a timeline name is taken instead of calling it a concurrent change', async () => {
    renderCalendar('owner', {
      [`POST /api/v1/projects/${P}/timelines`]: fail(
        409,
        'CONFLICT',
        'A timeline named "Backend" already exists in this project',
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Your First Timeline' }));
    await user.type(screen.getByLabelText('Give your new timeline a name:'), 'Backend');
    await user.click(screen.getByRole('button', { name: 'Create Timeline' }));
    expect(
      await screen.findByText('Failed to create timeline: A timeline named "Backend" already exists in this project'),
    ).toBeInTheDocument();
  });

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

  it('limits the name in the Create New Timeline prompt to what the API accepts', async () => {
    renderCalendar('owner');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Your First Timeline' }));
    expect(screen.getByLabelText('Give your new timeline a name:')).toHaveAttribute('maxLength', '120');
  });
});
