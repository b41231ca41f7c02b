import { useEffect } from 'react';

/*
 * Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z and Ctrl+Y redo (docs/decisions.md D47), anywhere on the page
 * except where the browser's own undo belongs: text fields, editable content, and dialogs.
 */

export type UndoDirection = 'undo' | 'redo';

/** What the buttons announce (aria-keyshortcuts). */
export const UNDO_KEYS = 'Control+Z Meta+Z';
export const REDO_KEYS = 'Control+Shift+Z Meta+Shift+Z Control+Y';

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** The direction a key press asks for, or null. */
export function undoShortcut(press: KeyPress): UndoDirection | null {
  if (press.altKey || press.ctrlKey === press.metaKey) return null; // exactly one of Ctrl and ⌘
  const key = press.key.toLowerCase();
  if (key === 'z') return press.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && press.ctrlKey && !press.shiftKey) return 'redo';
  return null;
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'month', 'week', 'time', 'datetime-local']);

/** True where the press belongs to the element: a text field, a select, editable content or a dialog. */
export function isOwnUndoTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type)) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest('[role="dialog"], [role="alertdialog"], [contenteditable="true"]') !== null;
}

/** An open modal dialog anywhere on the page (the focus may still be on the page behind it). */
const isDialogOpen = () => document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null;

/** Runs `onPress` for the undo and redo keys while `enabled`. */
export function useUndoShortcuts(onPress: (direction: UndoDirection) => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const handle = (event: KeyboardEvent) => {
      const direction = undoShortcut(event);
      if (!direction || event.defaultPrevented || isOwnUndoTarget(event.target) || isDialogOpen()) return;
      event.preventDefault();
      onPress(direction);
    };
    window.addEventListener('keydown', handle);
    return () => window.removeEventListener('keydown', handle);
  }, [onPress, enabled]);
}
