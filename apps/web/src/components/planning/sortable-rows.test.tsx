import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SortableRows, useSortableRow } from './sortable-rows';
import { LazySortableRows } from './lazy-sortable-rows';

const NAMES: Record<string, string> = { a: 'Alpha', b: 'Beta', c: 'Gamma' };

function Row({ id, disabled = false }: { id: string; disabled?: boolean }) {
  const { setNodeRef, style, handle } = useSortableRow(id, { disabled });
  return (
    <li ref={setNodeRef} style={style}>
      <button type="button" {...handle} aria-label={`Reorder ${NAMES[id]}`} />
    </li>
  );
}

function renderRows(onReorder = vi.fn(), disabled = false, Rows = SortableRows) {
  const ids = ['a', 'b', 'c'];
  render(
    <Rows ids={ids} onReorder={onReorder} nameOf={(id) => NAMES[id] ?? id} noun="timeline">
      <ul>
        {ids.map((id) => (
          <Row key={id} id={id} disabled={disabled} />
        ))}
      </ul>
    </Rows>,
  );
  return onReorder;
}

describe('SortableRows', () => {
  it('moves the focused row one place with Shift+ArrowUp and Shift+ArrowDown, and says where it went', () => {
    const onReorder = renderRows();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Reorder Beta' }), { key: 'ArrowUp', shiftKey: true });
    expect(onReorder).toHaveBeenLastCalledWith(['b', 'a', 'c']);
    expect(screen.getByText('Beta moved to position 1 of 3.')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Reorder Beta' }), { key: 'ArrowDown', shiftKey: true });
    expect(onReorder).toHaveBeenLastCalledWith(['a', 'c', 'b']);
  });

  it('leaves plain arrows to the page and does not move past either end', () => {
    const onReorder = renderRows();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Reorder Beta' }), { key: 'ArrowUp' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Reorder Alpha' }), { key: 'ArrowUp', shiftKey: true });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Reorder Gamma' }), { key: 'ArrowDown', shiftKey: true });
    expect(onReorder).not.toHaveBeenCalled();
  });

  it('does nothing on a disabled row, and names its shortcuts', () => {
    const onReorder = renderRows(vi.fn(), true);
    const handle = screen.getByRole('button', { name: 'Reorder Beta' });
    expect(handle).toHaveAttribute('aria-keyshortcuts', 'Shift+ArrowUp Shift+ArrowDown');
    fireEvent.keyDown(handle, { key: 'ArrowUp', shiftKey: true });
    expect(onReorder).not.toHaveBeenCalled();
  });
});

describe('LazySortableRows (docs/decisions.md D80)', () => {
  it('moves rows by keyboard before the pointer drag has loaded, then takes the drag with its instructions', async () => {
    const onReorder = renderRows(vi.fn(), false, LazySortableRows);
    const handle = () => screen.getByRole('button', { name: 'Reorder Beta' });
    // The first render has no dnd-kit: no instructions for screen readers yet.
    expect(handle()).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle()).toHaveAttribute('aria-describedby', '');
    fireEvent.keyDown(handle(), { key: 'ArrowUp', shiftKey: true });
    expect(onReorder).toHaveBeenLastCalledWith(['b', 'a', 'c']);
    // Once the drag has arrived the rows are dnd-kit's, described by its instructions.
    await waitFor(() => expect(handle().getAttribute('aria-describedby')).toMatch(/DndDescribedBy/));
    await waitFor(() =>
      expect(document.getElementById(handle().getAttribute('aria-describedby')!)).toHaveTextContent(/To reorder timelines, press Shift\+Arrow Up/),
    );
    fireEvent.keyDown(handle(), { key: 'ArrowDown', shiftKey: true });
    expect(onReorder).toHaveBeenLastCalledWith(['a', 'c', 'b']);
  });
});

describe('LazySortableRows, the swap to the pointer drag (docs/decisions.md D92)', () => {
  const IDS = Array.from({ length: 30 }, (_, index) => `row-${index}`);
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

  /** A fresh module graph, so the drag has not loaded yet, and rows that take a while to draw with it. */
  async function renderSlowRows() {
    vi.resetModules();
    const { LazySortableRows: Rows } = await import('./lazy-sortable-rows');
    const { useSortableRow: useRow } = await import('./sortable-rows-core');
    const drawn = { withDrag: 0 };
    // Counts a row drawn with the drag and makes it take 3 ms (the rows' render spans several slices).
    const drawSlowly = () => {
      drawn.withDrag += 1;
      for (const until = performance.now() + 3; performance.now() < until;);
    };
    function SlowRow({ id }: { id: string }) {
      const { setNodeRef, style, handle } = useRow(id);
      if (handle['aria-describedby']) drawSlowly();
      return (
        <li ref={setNodeRef} style={style}>
          <button type="button" {...handle} aria-label={`Reorder ${id}`} />
        </li>
      );
    }
    render(
      <Rows ids={IDS} onReorder={vi.fn()} nameOf={(id) => id} noun="timeline">
        <ul>
          {IDS.map((id) => (
            <SlowRow key={id} id={id} />
          ))}
        </ul>
      </Rows>,
    );
    return drawn;
  }
  const handle = (id: string) => screen.getByRole('button', { name: `Reorder ${id}` });
  const isDndHandle = (element: HTMLElement) =>
    /DndDescribedBy/.test(element.getAttribute('aria-describedby') ?? '');

  // Renders spread over tasks, as in the browser: not inside act().
  beforeEach(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
  afterEach(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));

  it('keeps the focus on the same handle when the rows are mounted again', async () => {
    await renderSlowRows();
    const before = handle('row-3');
    before.focus();
    await waitFor(() => expect(isDndHandle(handle('row-3'))).toBe(true), { timeout: 5000 });
    expect(handle('row-3')).not.toBe(before);
    expect(document.activeElement).toBe(handle('row-3'));
  });

  it('drops the new rows when a press begins while they are drawn, and draws them again after its release', async () => {
    const drawn = await renderSlowRows();
    // Between two slices of the transition's render: some rows drawn with the drag, none shown.
    await waitFor(() => expect(drawn.withDrag).toBeGreaterThan(0), { interval: 1, timeout: 5000 });
    const pressed = handle('row-3');
    expect(isDndHandle(pressed)).toBe(false);
    fireEvent.pointerDown(pressed);
    // The press holds the old rows: the element pressed stays on the page until the release.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pressed.isConnected).toBe(true);
    expect(isDndHandle(handle('row-3'))).toBe(false);
    fireEvent.pointerUp(pressed);
    fireEvent.click(pressed);
    await waitFor(() => expect(isDndHandle(handle('row-3'))).toBe(true), { timeout: 5000 });
    expect(pressed.isConnected).toBe(false);
  });
});
