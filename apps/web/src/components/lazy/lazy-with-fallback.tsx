import type { ComponentType, ReactNode } from 'react';
import { FirstPaintMark } from '@/lib/after-first-paint';
import type { LoadOnce } from '@/lib/load-once';
import { useChunk } from './use-chunk';

/*
 * A screen whose code is a chunk of its own, drawn from state rather than through Suspense
 * (docs/decisions.md D91): `fallback` until the chunk is in, then the component, at once on every
 * mount once it is. React holds back the content of a Suspense boundary that showed its fallback
 * until 300 ms after that fallback appeared, so a chunk that arrives 20 ms after the session
 * check would keep the loading screen up a quarter of a second longer; a state update is drawn
 * when it happens. A chunk that fails is thrown to the nearest error boundary, as `lazy` does.
 * With `marksFirstPaint`, the screen's first render with its code is its first paint (D82), not
 * the fallback's.
 *
 *   const timeline = loadOnce(() => import('@/features/timeline/timeline-page').then((m) => m.TimelinePage));
 *   export const TimelinePage = lazyWithFallback(timeline, <ViewLoading />);
 */
export function lazyWithFallback<P extends object>(
  chunk: LoadOnce<ComponentType<P>>,
  fallback: ReactNode,
  { marksFirstPaint = false } = {},
): ComponentType<P> {
  function LazyWithFallback(props: P) {
    const { Loaded, failure } = useChunk(chunk);
    if (failure) throw failure.error;
    if (!Loaded) return fallback;
    return (
      <>
        <Loaded {...props} />
        {marksFirstPaint && <FirstPaintMark />}
      </>
    );
  }
  return LazyWithFallback;
}
