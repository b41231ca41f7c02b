import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

// The calendar's chunk stands for any view whose script fails (e.g. replaced by a new deploy).
vi.mock('@/features/calendar/calendar-page', () => ({
  CalendarPage: () => {
    throw new Error('Failed to fetch dynamically imported module');
  },
}));

describe('lazily loaded views', () => {
  it('shows a view that failed to load inside the shell, with a reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /auth/user': ok(makeUser()) });
    renderApp('/calendar');
    expect(await screen.findByText('This view could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // The top bar stays, so the user can still go to another view.
    expect(screen.getAllByRole('link', { name: /Timeline View/ }).length).toBeGreaterThan(0);
    // Going to another view tries again: the error is the calendar's, not the timeline's.
    await userEvent.click(screen.getAllByRole('link', { name: /Timeline View/ })[0]!);
    expect(await screen.findByRole('heading', { name: 'Timeline View', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('This view could not be loaded.')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
