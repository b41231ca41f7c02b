import type { ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Renders an open dialog from `build` (given `open` and an `onOpenChange` spy to spread on it) and
 * finds it by its role and name: the component tests of every dialog start here.
 */
export function renderOpenDialog(
  build: (frame: { open: true; onOpenChange: Mock<(open: boolean) => void> }) => ReactElement,
  name: string,
  role: 'dialog' | 'alertdialog' = 'dialog',
) {
  const onOpenChange = vi.fn<(open: boolean) => void>();
  render(build({ open: true, onOpenChange }));
  return { onOpenChange, user: userEvent.setup(), dialog: screen.getByRole(role, { name }) };
}

/**
 * Fills a dialog's fields by their labels, in order: a date is set at once (jsdom types no dates),
 * anything else is typed as a person would.
 */
export async function fillFields(
  user: User,
  dialog: HTMLElement,
  values: Record<string, string>,
): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    if (field instanceof HTMLInputElement && field.type === 'date')
      fireEvent.change(field, { target: { value } });
    else await user.type(field, value);
  }
}
