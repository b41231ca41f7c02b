import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('PopupsSwap, the roots drawn again in a transition (docs/decisions.md D96)', () => {
  const NAMES = Array.from({ length: 30 }, (_, index) => `Menu ${index}`);
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

  /** Menus whose triggers take 3 ms each to draw with Radix's parts (the swap's render spans several slices). */
  async function renderSlowMenus() {
    const { DropdownMenu, PopupsSwap, loadPopups } = await freshLazyRadix();
    const drawn = { withRadix: 0 };
    // Radix's trigger gives its child an id; the stand-in does not.
    function SlowButton(props: Record<string, unknown> & { label: string }) {
      const { label, ...rest } = props;
      if (rest.id) {
        drawn.withRadix += 1;
        for (const until = performance.now() + 3; performance.now() < until; );
      }
      return <button type="button" {...rest} aria-label={label} />;
    }
    render(
      <PopupsSwap>
        {NAMES.map((name) => (
          <DropdownMenu.Root key={name}>
            <DropdownMenu.Trigger asChild>
              <SlowButton label={name} />
            </DropdownMenu.Trigger>
          </DropdownMenu.Root>
        ))}
      </PopupsSwap>,
    );
    return { drawn, loadPopups };
  }
  const trigger = (name: string) => screen.getByRole('button', { name });
  const isRadix = (element: HTMLElement) => !element.hasAttribute('data-lazy-trigger');

  // Renders spread over tasks, as in the browser: not inside act().
  beforeEach(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
  afterEach(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));

  it('keeps the focus on the same trigger when the roots are drawn again', async () => {
    const { loadPopups } = await renderSlowMenus();
    const before = trigger('Menu 3');
    before.focus();
    void loadPopups();
    await waitFor(() => expect(isRadix(trigger('Menu 3'))).toBe(true), { timeout: 5000 });
    expect(trigger('Menu 3')).not.toBe(before);
    expect(document.activeElement).toBe(trigger('Menu 3'));
  });

  it('drops the new roots when a press begins while they are drawn, and draws them again after its release', async () => {
    const { drawn, loadPopups } = await renderSlowMenus();
    void loadPopups();
    // Between two slices of the transition's render: some triggers drawn with Radix, none shown.
    await waitFor(() => expect(drawn.withRadix).toBeGreaterThan(0), { interval: 1, timeout: 5000 });
    const pressed = trigger('Menu 3');
    expect(isRadix(pressed)).toBe(false);
    fireEvent.pointerDown(pressed);
    // The press holds the old roots: the element pressed stays on the page until the release.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pressed.isConnected).toBe(true);
    expect(isRadix(trigger('Menu 3'))).toBe(false);
    fireEvent.pointerUp(pressed);
    await waitFor(() => expect(isRadix(trigger('Menu 3'))).toBe(true), { timeout: 5000 });
    expect(pressed.isConnected).toBe(false);
  });
});
