import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { BUILTIN_OBJECTIVE_MAP, localToday, type AccessLevel } from '@plotline/shared';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeEvent, makeProjectDetail, makeTimeline, TEST_PROJECT_ID } from '@/test/projects';
import { renderSignedIn } from '@/test/render';
import { CalendarPage } from './calendar-page';

const P = TEST_PROJECT_ID;
const T = '0190f5b2-0000-7000-8000-0000000000b1';

// This month's calendar shows today: a milestone and an ordinary event on it.
function renderCalendar(level: AccessLevel) {
  const today = localToday();
  const project = makeProjectDetail(level, [
    makeTimeline(T, {
      name: 'Release',
      events: [
        makeEvent('m1', T, today, { title: 'Go live', isMilestone: true }),
        makeEvent('e1', T, today, { title: 'Rehearsal', displayOrder: 1 }),
      ],
    }),
  ]);
  mockFetch({
    [`GET /api/v1/projects/${P}`]: ok(project),
    'GET /api/v1/projects': ok([project]),
    'GET /api/v1/objectives': ok(BUILTIN_OBJECTIVE_MAP),
  });
  renderSignedIn(<CalendarPage />, { route: `/calendar?project=${P}` });
}

describe('Calendar milestones', () => {
  it('marks a milestone with a diamond on its item and says so in its name', async () => {
    renderCalendar('write');
    const milestone = await screen.findByRole('button', { name: 'Go live (milestone)' });
    expect(within(milestone).getByRole('img', { name: 'Milestone' })).toBeInTheDocument();
    const ordinary = screen.getByRole('button', { name: 'Rehearsal' });
    expect(within(ordinary).queryByRole('img', { name: 'Milestone' })).toBeNull();
  });

  it('marks it for read-only viewers too', async () => {
    renderCalendar('read');
    const item = (await screen.findByText('Go live')).closest<HTMLElement>('[data-event-id]')!;
    expect(within(item).getByRole('img', { name: 'Milestone' })).toBeInTheDocument();
  });
});
