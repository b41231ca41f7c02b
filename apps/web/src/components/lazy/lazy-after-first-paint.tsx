import type { ComponentType } from 'react';
import { afterFirstPaintInTurn } from '@/lib/chunk-turns';
import { loadOnce } from '@/lib/load-once';
import { useChunk } from './use-chunk';

/*
 * A part of a screen whose code is a chunk of its own, fetched after the screen's first paint
 * (docs/decisions.md D88): it draws nothing until then, and at once on every later mount. For what
 * the first paint can do without for a moment, such as the timeline's dependency arrows over the bars.
 *
 *   const DependencyLayer = lazyAfterFirstPaint(() => import('./dependency-layer').then((m) => m.DependencyLayer));
 */
export function lazyAfterFirstPaint<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const part = loadOnce(load);
  function LazyAfterFirstPaint(props: P) {
    // A failed fetch draws nothing: the part is asked for again at its next mount.
    const { Loaded } = useChunk(part, afterFirstPaintInTurn);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return LazyAfterFirstPaint;
}
