import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { cellId } from '../utils/grid-cells';
import type { ItemIndex } from '../utils/item-index';

/**
 * Moves the focus to an event's title cell (the "Depends on" column's links): scrolls its row
 * into view, then focuses the cell once the virtualiser has drawn it, which makes it the grid's
 * current cell. An event whose row is not shown (filtered out, timeline collapsed) is revealed
 * first through `onReveal`; the focus follows when its row appears.
 */
export function useFocusEvent({
  index,
  scrollRef,
  virtualizer,
  onReveal,
}: {
  /** The grid's item list's index (utils/item-index.ts). */
  index: ItemIndex;
  scrollRef: RefObject<HTMLDivElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  onReveal: (eventId: string) => void;
}) {
  const pending = useRef<{ eventId: string; hasScrolled: boolean } | null>(null);
  const [, setRequest] = useState(0);
  // Runs after every render while a request waits: the scroll and the virtualiser's redraw each render.
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    const itemIndex = index.indexOfEvent(target.eventId);
    if (itemIndex === undefined) return;
    if (!target.hasScrolled) {
      target.hasScrolled = true;
      virtualizer.scrollToIndex(itemIndex, { align: 'center' });
    }
    const frame = requestAnimationFrame(() => {
      const selector = `[data-cell="${CSS.escape(cellId({ eventId: target.eventId, column: 'title' }))}"]`;
      const cell = scrollRef.current?.querySelector<HTMLElement>(selector);
      if (!cell) return;
      pending.current = null;
      cell.focus();
    });
    return () => cancelAnimationFrame(frame);
  });

  return useCallback(
    (eventId: string) => {
      if (index.indexOfEvent(eventId) === undefined) onReveal(eventId);
      pending.current = { eventId, hasScrolled: false };
      setRequest((count) => count + 1);
    },
    [index, onReveal],
  );
}
