import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { whenNotPressed } from '@/lib/after-press';

/*
 * A subtree drawn again with a chunk's parts once it arrives, in a transition (docs/decisions.md
 * D92, D96): React draws the new subtree in slices, between which the page answers input, and
 * commits it at once. A press finishes on the element it began on: the swap waits for a press in
 * progress (lib/after-press.ts), and a press begun while the new subtree is being drawn drops it
 * before it is shown (an urgent update, on which the transition is rebased); it is drawn again
 * after the release and its click. The caller keeps the focus across the commit (`FocusKept`
 * across `shown`). Used by the board's rows for their drag (LazySortableRows) and by the popups
 * (lazy-radix.tsx's PopupsSwap).
 */
export function useTransitionSwap<T>(initial: T | null): { shown: T | null; swapIn: (value: T) => void } {
  const [shown, setShown] = useState(initial);
  // Whether `shown` is committed: set in the commit that shows it, before any later event.
  const isShown = useRef(shown !== null);
  useLayoutEffect(() => {
    isShown.current = shown !== null;
  }, [shown]);
  // What is being drawn, not yet shown; whether the component is still on the page.
  const pending = useRef<{ drawing: T | null; isMounted: boolean }>({ drawing: null, isMounted: true });

  const swapIn = useCallback(
    (value: T) =>
      whenNotPressed(() => {
        if (!pending.current.isMounted || isShown.current) return;
        pending.current.drawing = value;
        startTransition(() => setShown(value));
      }),
    [],
  );

  useEffect(() => {
    const state = pending.current;
    state.isMounted = true;
    const onPress = () => {
      const value = state.drawing;
      if (value === null || isShown.current) return;
      state.drawing = null;
      setShown(null);
      swapIn(value);
    };
    // After lib/after-press.ts's own listener (registered when it loaded), which marks the press.
    window.addEventListener('pointerdown', onPress, true);
    return () => {
      state.isMounted = false;
      window.removeEventListener('pointerdown', onPress, true);
    };
  }, [swapIn]);

  return { shown, swapIn };
}
