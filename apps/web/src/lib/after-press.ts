/*
 * A press in progress finishes on the element it began on (docs/decisions.md D82, D88): code that
 * mounts a part of the page again when a chunk arrives (the popups' Radix parts, the rows' pointer
 * drag) waits for the pointer's release and the click after it, so the press is not lost.
 */

let isPressing = false;
const waiting: Array<() => void> = [];

if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (isPressing = true), true);
  // After the release's own click has been handled.
  const release = () =>
    window.setTimeout(() => {
      isPressing = false;
      for (const task of waiting.splice(0)) task();
    });
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

/** Runs `task` now, or once a press in progress has been released and its click handled. */
export function whenNotPressed(task: () => void): void {
  if (isPressing) waiting.push(task);
  else task();
}
