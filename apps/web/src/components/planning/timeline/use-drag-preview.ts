import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

/*
 * Which event is being dragged and by how many days, told by the dragged bar (timeline-event.tsx)
 * to the dependency layer, which previews where auto-schedule would push the successors
 * (docs/decisions.md D38). A small store rather than state in the board, so a drag step re-renders
 * only the layer, never the rows.
 */

export interface DragPreview {
  eventId: string;
  days: number;
}

export interface DragPreviewStore {
  get: () => DragPreview | null;
  set: (preview: DragPreview | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createDragPreviewStore(): DragPreviewStore {
  let current: DragPreview | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (preview) => {
      if (preview?.eventId === current?.eventId && preview?.days === current?.days) return;
      current = preview;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The board's store. One board is on screen at a time, so the default value serves it without a
 * provider; a test (or a second board) may provide its own.
 */
export const DragPreviewContext = createContext<DragPreviewStore>(createDragPreviewStore());

export const useDragPreviewStore = (): DragPreviewStore => useContext(DragPreviewContext);

/** The drag being previewed, or null. */
export function useDragPreview(store: DragPreviewStore | null): DragPreview | null {
  return useSyncExternalStore(
    store?.subscribe ?? noSubscribe,
    store?.get ?? noPreview,
  );
}

/** Called by a bar with its drag offset in days (0 when not dragged): tells the board's store. */
export function useReportDragDays(eventId: string, days: number): void {
  const store = useContext(DragPreviewContext);
  useEffect(() => {
    if (days === 0) return;
    store.set({ eventId, days });
    return () => store.set(null);
  }, [store, eventId, days]);
}

const noSubscribe = () => () => undefined;
const noPreview = () => null;
