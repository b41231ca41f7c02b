import { useEffect, useState, type ComponentType } from 'react';
import { afterFirstPaint } from '@/lib/after-first-paint';

/*
 * A part of a screen whose code is a chunk of its own, fetched after the screen's first paint
 * (docs/decisions.md D88): it draws nothing until then, and at once on every later mount. For what
 * the first paint can do without for a moment, such as the timeline's dependency arrows over the bars.
 *
 *   const DependencyLayer = lazyAfterFirstPaint(() => import('./dependency-layer').then((m) => m.DependencyLayer));
 */
export function lazyAfterFirstPaint<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // the next mount asks again
        throw error;
      },
    ));
  function LazyAfterFirstPaint(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Loaded) return;
      let isMounted = true;
      afterFirstPaint(() => {
        start().then(
          (component) => isMounted && setLoaded(() => component),
          () => {},
        );
      });
      return () => {
        isMounted = false;
      };
    }, [Loaded]);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return LazyAfterFirstPaint;
}
