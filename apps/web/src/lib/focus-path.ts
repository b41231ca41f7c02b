/*
 * Keeping the focus across a remount of the same markup (docs/decisions.md D80): when a subtree is
 * mounted again with the same elements in the same places (the board's rows under the pointer drag
 * once its chunk has arrived, a popup's trigger once Radix's code has, components/lazy/lazy-radix.tsx),
 * the focused element is gone from the page and the focus falls to the body. Its place, as child indexes from the body, finds the element that took it.
 */

/** Where the focused element is: its child indexes from the body, its tag and accessible name. */
export interface FocusPlace {
  path: number[];
  tagName: string;
  label: string | null;
}

/** The focused element's place, or null when nothing but the body has the focus. */
export function focusPlace(): FocusPlace | null {
  const active = document.activeElement;
  if (!active || active === document.body) return null;
  const path: number[] = [];
  for (let element: Element = active; element !== document.body; ) {
    const parent = element.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, element) as number);
    element = parent;
  }
  return { path, tagName: active.tagName, label: active.getAttribute('aria-label') };
}

/**
 * Focuses the element now at `place`, if the focus fell to the body (nothing else took it) and that
 * element is the same kind with the same name. Returns whether it did.
 */
export function restoreFocus(place: FocusPlace | null): boolean {
  if (!place || (document.activeElement !== null && document.activeElement !== document.body)) return false;
  let element: Element | undefined = document.body;
  for (const index of place.path) element = element?.children[index];
  if (!(element instanceof HTMLElement) || element.tagName !== place.tagName) return false;
  if (element.getAttribute('aria-label') !== place.label) return false;
  element.focus({ preventScroll: true });
  return true;
}
