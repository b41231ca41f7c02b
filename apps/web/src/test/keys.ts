import { afterEach, beforeEach, vi } from 'vitest';
import { act, fireEvent } from '@testing-library/react';

/*
 * Keyboard tests of the roving focus (components/planning/roving-focus.ts): animation frames are
 * faked so a test can let a focus that waits for its element follow, one frame at a time.
 */

/** Fakes requestAnimationFrame for every test of the calling file (or describe block). */
export function useFakeFrames(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Presses `key` on the focused element, then runs one frame (a focus that follows a move). */
export function pressOnFocused(key: string, init: Partial<KeyboardEventInit> = {}): void {
  fireEvent.keyDown(document.activeElement!, { key, ...init });
  act(() => {
    vi.advanceTimersToNextFrame();
  });
}

type Modifiers = Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>>;

/** A key press as the pure key readers see it: `key` with the given modifiers, the others up. */
export const keyPress = (key: string, modifiers: Modifiers = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});
