import { useState, type ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';
import { lazyWithFallback } from './lazy-with-fallback';

/*
 * A dialog whose code is a chunk of its own, fetched the first time it opens (docs/decisions.md
 * D59): the first paint of a view carries no form library, dialog frame or form schemas for the
 * dialogs it only may open. Once opened it stays mounted, so closing animates and reopening is at
 * once. Until the chunk arrives nothing is shown (a same-origin chunk of a few KB); it is drawn as
 * soon as it arrives, not through Suspense, whose reveal React holds back (D91).
 *
 *   const NameDialog = lazyWhenOpen(() => import('@/components/ui/name-dialog').then((m) => m.NameDialog));
 *   <NameDialog open={isNaming} … />
 *
 * `isOpen` reads the open state from the props when it is not called `open`.
 */
export function lazyWhenOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => Boolean((props as { open?: unknown }).open),
): ComponentType<P> {
  const Loaded = lazyWithFallback(loadOnce(load), null);
  function LazyWhenOpen(props: P) {
    const open = isOpen(props);
    const [wasOpened, setWasOpened] = useState(open);
    // Set during render (React's pattern for state derived from props): no extra commit with nothing.
    if (open && !wasOpened) setWasOpened(true);
    if (!open && !wasOpened) return null;
    return <Loaded {...props} />;
  }
  return LazyWhenOpen;
}
