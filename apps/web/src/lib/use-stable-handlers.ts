import { useInsertionEffect, useRef, useState } from 'react';

type Handler = (...args: never[]) => unknown;

/**
 * The same functions from render to render, each calling the latest one given under its key: a
 * memoized child given them renders again only when its data changes, not because its parent made
 * new closures (docs/decisions.md D105). For event handlers only — they read the latest render's
 * values when called, never during a render. The latest are noted before any layout effect runs.
 */
export function useStableHandlers<T extends Record<string, Handler>>(handlers: T): T {
  const latest = useRef(handlers);
  useInsertionEffect(() => {
    latest.current = handlers;
  });
  const [stable] = useState(() => {
    const calls: Record<string, Handler> = {};
    for (const key of Object.keys(handlers))
      calls[key] = (...args: never[]) => (latest.current[key] as Handler)(...args);
    return calls as T;
  });
  return stable;
}
