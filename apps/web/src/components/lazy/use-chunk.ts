import { useEffect, useState, type ComponentType } from 'react';
import type { LoadOnce } from '@/lib/load-once';

/** Asks for the chunk at once. */
const now = (load: () => Promise<unknown>) => void load();

/**
 * A component whose code is a `loadOnce` chunk, held in state (docs/decisions.md D88, D91): the
 * component at once when the chunk is in, else null until it arrives and a state update draws it.
 * `start` decides when the chunk is asked for (at once, or after the first paint); a failure is
 * returned for the caller to throw or to ignore. One hook for `lazyWithFallback` and
 * `lazyAfterFirstPaint`.
 */
export function useChunk<P extends object>(
  chunk: LoadOnce<ComponentType<P>>,
  start: (load: () => Promise<unknown>) => void = now,
): { Loaded: ComponentType<P> | null; failure: { error: unknown } | null } {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(chunk.loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (Loaded) return;
    let isMounted = true;
    start(() =>
      chunk.load().then(
        (component) => isMounted && setLoaded(() => component),
        (error: unknown) => isMounted && setFailure({ error }),
      ),
    );
    return () => {
      isMounted = false;
    };
  }, [Loaded, chunk, start]);
  return { Loaded, failure };
}
