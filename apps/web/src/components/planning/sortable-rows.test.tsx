import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SortableRows, useSortableRow } from './sortable-rows';

const NAMES: Record<string, string> = { a: 'Alpha', b: 'Beta', c: 'Gamma' };

function Row({ id, disabled = false }: { id: string; disabled?: boolean }) {
  const { setNodeRef, style, handle } = useSortableRow(id, { disabled });
  return (
    <li ref={setNodeRef} style={style}>
      <button type="button" {...handle} aria-label={`Reorder ${NAMES[id]}`} />
    </li>
  );
}

function renderRows(onReorder = vi.fn(), disabled = false) {
  const ids = ['a', 'b', 'c'];
  render(
    <SortableRows ids={ids} onReorder={onReorder} nameOf={(id) => NAMES[id] ?? id} noun="timeline">
      <ul>
        {ids.map((id) => (
          <Row key={id} id={id} disabled={disabled} />
        ))}
      </ul>
    </SortableRows>,
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
