import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY } from '@plotline/shared';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderSignedIn } from '@/test/render';
import { makeUser } from '@/test/users';
import { ThemeCard } from './theme-card';

function renderCard() {
  renderSignedIn(<ThemeCard />, { user: makeUser(), route: '/account' });
  return within(screen.getByRole('region', { name: 'Appearance' }));
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('ThemeCard', () => {
  it('shows the saved theme, and a choice is shown at once, mirrored locally and saved as ui.theme', async () => {
    let saved: unknown;
    mockFetch({
      'GET /api/v1/preferences/ui': ok({ theme: 'light' }),
      'PUT /api/v1/preferences/ui/theme': ({ body }) => {
        saved = (body as { value: unknown }).value;
        return ok({ category: 'ui', key: 'theme', value: saved });
      },
    });
    const card = renderCard();
    await waitFor(() => expect(card.getByRole('radio', { name: /^Light/ })).toBeChecked());

    await userEvent.click(card.getByRole('radio', { name: /^Dark/ }));
    expect(card.getByRole('radio', { name: /^Dark/ })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await waitFor(() => expect(saved).toBe('dark'));
  });

  it('offers System when nothing is saved; a refused save keeps the choice on this device and warns in the console (D19)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({
      'GET /api/v1/preferences/ui': ok({}),
      'PUT /api/v1/preferences/ui/theme': fail(500, 'INTERNAL', 'down'),
    });
    const card = renderCard();
    await waitFor(() => expect(card.getByRole('radio', { name: /^System/ })).toBeChecked());

    await userEvent.click(card.getByRole('radio', { name: /^Dark/ }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(card.getByRole('radio', { name: /^Dark/ })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    warn.mockRestore();
  });
});
