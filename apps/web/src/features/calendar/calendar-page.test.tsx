import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILTIN_OBJECTIVES, type AccessLevel } from '@plotline/shared';
import { authKeys } from '@/api/auth';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { makeUser } from '@/test/users';
import { CalendarPage } from './calendar-page';

const P = '0190f5b2-0000-7000-8000-0000000000a1';

function emptyProject(level: AccessLevel) {
  return {
    id: P,
    name: 'Apollo',
    description: '',
    color: '#3B82F6',
    ownerId: 'o',
    ownerName: 'Olive',
    isOwner: level === 'owner',
    isShared: false,
    userAccessLevel: level,
    timelineCount: 0,
    eventCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    version: 1,
    revision: 1,
    timelines: [],
  };
}

const objectives = Object.fromEntries(BUILTIN_OBJECTIVES.map((objective) => [objective.id, { ...objective }]));

function renderCalendar(level: AccessLevel, extra: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    [`GET /api/v1/projects/${P}`]: ok(emptyProject(level)),
    'GET /api/v1/projects': ok([emptyProject(level)]),
    'GET /api/v1/objectives': ok(objectives),
    ...extra,
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.currentUser(), makeUser());
  renderWithProviders(<CalendarPage />, { queryClient, route: `/calendar?project=${P}` });
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
});
