import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

/*
 * The popups before their chunk is in (docs/decisions.md D82): a fresh copy of lazy-radix.tsx, as
 * on a page whose first paint has not happened yet (the test setup loads the shared copy).
 */
async function freshLazyRadix() {
  vi.resetModules();
  return import('./lazy-radix');
}

describe('lazy Radix popups', () => {
  it('a menu clicked before its code is in opens once it is, and its trigger looks the same meanwhile', async () => {
    const { DropdownMenu } = await freshLazyRadix();
    render(
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button type="button" className="trigger">
            Export
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content aria-label="Export as">
            <DropdownMenu.Item>PNG</DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Export' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('data-state', 'closed');
    expect(trigger).toHaveClass('trigger');
    expect(screen.queryByRole('menuitem', { name: 'PNG' })).not.toBeInTheDocument();
    // A click with no pointer over it first (Enter on the focused button): nothing was fetched yet.
    fireEvent.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'PNG' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export', hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });

  it('a controlled popover opened before the code is in is told, and shows once it is', async () => {
    const { Popover } = await freshLazyRadix();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Popover.Root open={false} onOpenChange={onOpenChange}>
        <Popover.Trigger>Edit dependency</Popover.Trigger>
        <Popover.Portal>
          <Popover.Content aria-label="Dependency">Lag</Popover.Content>
        </Popover.Portal>
      </Popover.Root>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit dependency' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    rerender(
      <Popover.Root open onOpenChange={onOpenChange}>
        <Popover.Trigger>Edit dependency</Popover.Trigger>
        <Popover.Portal>
          <Popover.Content aria-label="Dependency">Lag</Popover.Content>
        </Popover.Portal>
      </Popover.Root>,
    );
    expect(await screen.findByText('Lag')).toBeInTheDocument();
  });

  it('a trigger that has the focus when the code arrives keeps it', async () => {
    const { DropdownMenu, loadPopups } = await freshLazyRadix();
    render(
      <div>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <button type="button">Account menu</button>
          </DropdownMenu.Trigger>
        </DropdownMenu.Root>
      </div>,
    );
    const before = screen.getByRole('button', { name: 'Account menu' });
    before.focus();
    await loadPopups();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus());
  });
});
