import { describe, expect, it, vi } from 'vitest';
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
