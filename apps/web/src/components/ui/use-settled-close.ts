import { useState } from 'react';

/**
 * A dialog action that may return a promise (docs/decisions.md D29): `settle(result)` says whether
 * it did; if so the dialog is busy until it settles, closes when it resolves and stays open when
 * it rejects (the caller has reported the error). ConfirmDialog and NameDialog share it.
 */
export function useSettledClose(onOpenChange: (open: boolean) => void) {
  const [isRunning, setIsRunning] = useState(false);
  function settle(result: void | Promise<void>): boolean {
    if (!(result instanceof Promise)) return false;
    setIsRunning(true);
    result
      .then(
        () => onOpenChange(false),
        () => undefined,
      )
      .finally(() => setIsRunning(false));
    return true;
  }
  return { isRunning, settle };
}
