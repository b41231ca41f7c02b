import { useEffect, useState } from 'react';
import { afterFirstPaint, isFirstPaintDone, markFirstPaint } from './first-paint';

/*
 * The first paint's hooks (the waiting itself is first-paint.ts, which runs before React is loaded:
 * the early project read's module takes it, docs/decisions.md D109).
 */

export { afterFirstPaint, markFirstPaint } from './first-paint';

/** Marks the first paint once `isDrawn` is true (after the commit that drew the content). */
export function useFirstPaintMark(isDrawn = true): void {
  useEffect(() => {
    if (isDrawn) markFirstPaint();
  }, [isDrawn]);
}

/**
 * Whether the first paint is done, for a read the first paint does not need (docs/decisions.md
 * D92): false until then, and a render when it is. Such reads then do not share the link, nor the
 * main thread their answers take, with the ones the first paint waits for.
 */
export function useIsFirstPaintDone(): boolean {
  const [isDone, setIsDone] = useState(isFirstPaintDone);
  useEffect(() => {
    if (!isDone) afterFirstPaint(() => setIsDone(true));
  }, [isDone]);
  return isDone;
}

/** Renders nothing; marks the first paint once the screen it sits in has committed. */
export function FirstPaintMark(): null {
  useFirstPaintMark();
  return null;
}
