import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { Slot, type DropdownMenu as RadixDropdownMenu, type Popover as RadixPopover } from 'radix-ui';
import { afterFirstPaintInTurn } from '@/lib/chunk-turns';
import { whenNotPressed } from '@/lib/after-press';
import { focusPlace, restoreFocus } from '@/lib/focus-path';
import { FocusKept } from './focus-kept';
import { useTransitionSwap } from './use-transition-swap';
import { loadOnce } from '@/lib/load-once';
import type * as RadixPopups from './radix-popups';

/*
 * Radix's Popover and DropdownMenu with their code fetched after the first paint (docs/decisions.md
 * D82): ~28 KB of brotli (the popper and floating-ui, the dismissable layer, focus scope, scroll
 * lock) that no first paint shows, since every popover and menu starts closed. Components use
 * `Popover` and `DropdownMenu` from here exactly as Radix's. Until the chunk is in, a trigger is
 * the same element with the same attributes (closed), and everything inside a closed root renders
 * nothing; a pointer over a trigger or focus on it asks for the chunk, and a click opens the root
 * as soon as it is in (a controlled root is told through `onOpenChange`), so nothing pressed early
 * is lost. When the chunk arrives every root is drawn again with Radix's own parts, once, and a
 * trigger that had the focus keeps it.
 */

type Popups = typeof RadixPopups;
type Kind = 'Popover' | 'DropdownMenu';

let popups: Popups | null = null;
const listeners = new Set<() => void>();

const TRIGGER_ATTRIBUTE = 'data-lazy-trigger';

/** Draws every root again with Radix's parts, keeping the focus on a trigger that had it (lib/focus-path.ts). */
function swapIn(module: Popups): void {
  const place = document.activeElement?.hasAttribute(TRIGGER_ATTRIBUTE) ? focusPlace() : null;
  flushSync(() => {
    popups = module;
    for (const listener of listeners) listener();
  });
  restoreFocus(place);
}

/** Fetches the popups' chunk (once; again after a failed fetch). */
export const loadPopups = loadOnce(() =>
  import('./radix-popups').then(
    (module) =>
      new Promise<Popups>((resolve) => {
        // A press in progress finishes on the element it began on (lib/after-press.ts).
        whenNotPressed(() => {
          swapIn(module);
          resolve(module);
        });
      }),
  ),
).load;

const requestPopups = () => void loadPopups().catch(() => {});
// After the first paint, in turn with the other chunks fetched then (lib/chunk-turns.ts); a trigger
// pointed at or focused asks at once.
afterFirstPaintInTurn(loadPopups);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const noSubscription = () => () => {};
const noPopups = () => null;
const storedPopups = () => popups;

/** The popups' code as `PopupsSwap` above shows it; undefined without one (the store is read then). */
const ShownPopups = createContext<Popups | null | undefined>(undefined);

function usePopups(): Popups | null {
  const shown = useContext(ShownPopups);
  const stored = useSyncExternalStore(
    shown === undefined ? subscribe : noSubscription,
    shown === undefined ? storedPopups : noPopups,
    shown === undefined ? storedPopups : noPopups,
  );
  return shown === undefined ? stored : shown;
}

/**
 * Under it, the roots are drawn again with Radix's parts in a transition when the chunk arrives
 * (docs/decisions.md D96, `useTransitionSwap`): the store's own swap (a `flushSync` over every
 * trigger on the board, the largest task after the timeline's first paint) is what a tree without
 * it gets. The focus is noted in the commit itself (`FocusKept`).
 */
export function PopupsSwap({ children }: { children: ReactNode }) {
  const { shown, swapIn } = useTransitionSwap(popups);
  useEffect(() => {
    const show = () => {
      if (popups) swapIn(popups);
    };
    const stop = subscribe(show);
    show();
    return stop;
  }, [swapIn]);
  return (
    <ShownPopups.Provider value={shown}>
      <FocusKept across={shown}>{children}</FocusKept>
    </ShownPopups.Provider>
  );
}

/** What a trigger does before the chunk is in: open its root once it is. */
const PendingOpen = createContext<(() => void) | null>(null);

type AnyProps = Record<string, unknown> & { children?: ReactNode };

function lazyRoot(kind: Kind): ComponentType<AnyProps> {
  function LazyRoot(props: AnyProps) {
    const loaded = usePopups();
    const [wantsOpen, setWantsOpen] = useState(false);
    const isOpen = props.open === true;
    useEffect(() => {
      // A controlled root opened before the chunk is in (an event's details): fetch it now.
      if (isOpen && !loaded) requestPopups();
    }, [isOpen, loaded]);
    if (loaded) {
      const Root = loaded[kind].Root as ComponentType<AnyProps>;
      return <Root {...props} defaultOpen={(props.defaultOpen as boolean | undefined) ?? wantsOpen} />;
    }
    const open = () => {
      setWantsOpen(true);
      (props.onOpenChange as ((open: boolean) => void) | undefined)?.(true);
      requestPopups();
    };
    return <PendingOpen.Provider value={open}>{props.children}</PendingOpen.Provider>;
  }
  LazyRoot.displayName = `Lazy${kind}.Root`;
  return LazyRoot;
}

function chain<E>(own: unknown, next: (event: E) => void) {
  return (event: E) => {
    (own as ((event: E) => void) | undefined)?.(event);
    next(event);
  };
}

function lazyTrigger(kind: Kind): ComponentType<AnyProps> {
  function LazyTrigger({ asChild, children, ...props }: AnyProps) {
    const loaded = usePopups();
    const open = useContext(PendingOpen);
    if (loaded) {
      const Trigger = loaded[kind].Trigger as ComponentType<AnyProps>;
      return (
        <Trigger asChild={asChild} {...props}>
          {children}
        </Trigger>
      );
    }
    const attributes = {
      ...props,
      'aria-haspopup': (kind === 'DropdownMenu' ? 'menu' : 'dialog') as 'menu' | 'dialog',
      'aria-expanded': false,
      'data-state': 'closed',
      [TRIGGER_ATTRIBUTE]: '',
      onPointerEnter: chain<PointerEvent>(props.onPointerEnter, requestPopups),
      onFocus: chain<FocusEvent>(props.onFocus, requestPopups),
      onClick: chain<MouseEvent>(props.onClick, (event) => {
        if (!event.defaultPrevented) open?.();
      }),
    };
    return asChild ? (
      <Slot.Root {...attributes}>{children}</Slot.Root>
    ) : (
      <button type="button" {...attributes}>
        {children}
      </button>
    );
  }
  LazyTrigger.displayName = `Lazy${kind}.Trigger`;
  return LazyTrigger;
}

/** Any part inside a root (portal, content, items, anchor): Radix's once loaded, nothing before (the root is closed). */
function lazyPart(kind: Kind, part: string): ComponentType<AnyProps> {
  function LazyPart(props: AnyProps) {
    const loaded = usePopups();
    if (!loaded) return null;
    const Part = (loaded[kind] as unknown as Record<string, ComponentType<AnyProps>>)[part]!;
    return <Part {...props} />;
  }
  LazyPart.displayName = `Lazy${kind}.${part}`;
  return LazyPart;
}

function lazyNamespace<T>(kind: Kind): T {
  const cache = new Map<string, ComponentType<AnyProps>>();
  return new Proxy({} as Record<string, unknown>, {
    get(_, part: string) {
      let component = cache.get(part);
      if (!component) {
        component = part === 'Root' ? lazyRoot(kind) : part === 'Trigger' ? lazyTrigger(kind) : lazyPart(kind, part);
        cache.set(part, component);
      }
      return component;
    },
  }) as T;
}

export const Popover = lazyNamespace<typeof RadixPopover>('Popover');
export const DropdownMenu = lazyNamespace<typeof RadixDropdownMenu>('DropdownMenu');
