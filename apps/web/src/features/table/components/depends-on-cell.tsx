import type { KeyboardEvent } from 'react';
import type { Predecessor } from '../utils/predecessors';
import { backToCell } from '../utils/grid-cells';

/**
 * The read-only "Depends on" cell: the predecessors' titles, each a link-like button that moves
 * the focus to that event's row. From the keyboard, Enter on the cell enters its first title
 * (the grid's rule for cells that hold controls), Left/Right move between titles, Escape goes
 * back to the cell.
 */
export function DependsOnCell({
  predecessors,
  onFocusEvent,
}: {
  predecessors: readonly Predecessor[];
  onFocusEvent: (eventId: string) => void;
}) {
  if (predecessors.length === 0) return null;
  return (
    <span className="truncate" title={predecessors.map((predecessor) => predecessor.title).join(', ')}>
      {predecessors.map((predecessor, index) => (
        <span key={predecessor.id}>
          {index > 0 ? ', ' : null}
          <button
            type="button"
            tabIndex={-1}
            aria-label={`Go to ${predecessor.title}`}
            className="rounded-sm text-brand-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            onClick={() => onFocusEvent(predecessor.id)}
            onKeyDown={moveBetweenTitles}
          >
            {predecessor.title}
          </button>
        </span>
      ))}
    </span>
  );
}

function moveBetweenTitles(keyEvent: KeyboardEvent<HTMLButtonElement>) {
  if (keyEvent.key !== 'ArrowLeft' && keyEvent.key !== 'ArrowRight') {
    backToCell(keyEvent);
    return;
  }
  keyEvent.preventDefault();
  keyEvent.stopPropagation();
  const titles = [...(keyEvent.currentTarget.closest('[data-cell]')?.querySelectorAll('button') ?? [])];
  const next = titles[titles.indexOf(keyEvent.currentTarget) + (keyEvent.key === 'ArrowRight' ? 1 : -1)];
  next?.focus();
}
