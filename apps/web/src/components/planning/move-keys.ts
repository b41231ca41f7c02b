/**
 * The one keyboard scheme for moving things (docs/decisions.md D31, D40): Shift+Arrow on the
 * focused row, bar or item moves it the way the arrow points; plain arrows move the focus (the
 * roving focus of components/planning/roving-focus.ts, the table's cells). Each view says what one
 * press of each arrow is worth in its own unit: a place in a list of rows, or a number of days.
 */

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/** What one press of each arrow moves by; arrows left out do nothing. */
export type ArrowSteps = Readonly<Partial<Record<ArrowKey, number>>>;

/** Rows (timelines): one place up or down. */
export const ROW_STEPS: ArrowSteps = { ArrowUp: -1, ArrowDown: 1 };
/** A horizontal time axis (the timeline's bars): a day earlier or later. */
export const AXIS_DAY_STEPS: ArrowSteps = { ArrowLeft: -1, ArrowRight: 1 };
/** A month grid (the calendar): a day sideways, a week (one row of the grid) up or down. */
export const GRID_DAY_STEPS: ArrowSteps = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * How long after a Shift+Arrow press focus follows what moved: a view that draws the moved thing
 * again (a new element, or the same one moved in the DOM) gives it the focus back within this time,
 * while nothing else holds it.
 */
export const FOLLOW_FOCUS_MS = 5000;

/** True while nothing on the page holds the focus (it fell back to the body). */
export const isFocusFree = (): boolean => document.activeElement === null || document.activeElement === document.body;

/** The parts of a keyboard event the scheme reads (React's and the DOM's both fit). */
export interface ArrowKeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * The step of a Shift+Arrow press, or null when the press is not one of `steps` (a plain arrow, an
 * arrow with Alt, Ctrl or Meta as well, or any other key): the caller then leaves it alone.
 */
export function moveKeyStep(press: ArrowKeyPress, steps: ArrowSteps): number | null {
  if (!press.shiftKey || press.altKey || press.ctrlKey || press.metaKey) return null;
  const step = steps[press.key as ArrowKey];
  return step === undefined || step === 0 ? null : step;
}

/** The `aria-keyshortcuts` value naming the shortcuts of `steps`, e.g. "Shift+ArrowUp Shift+ArrowDown". */
export function moveKeyShortcuts(steps: ArrowSteps): string {
  return (Object.keys(steps) as ArrowKey[]).map((key) => `Shift+${key}`).join(' ');
}

/**
 * A keydown handler that turns the Shift+Arrow presses of `steps` into `onStep(step)` (and keeps the
 * browser from acting on them) and leaves every other key alone. Returns whether it took the press.
 */
export function onMoveKey(steps: ArrowSteps, onStep: (step: number) => void) {
  return (event: ArrowKeyPress & { preventDefault: () => void }): boolean => {
    const step = moveKeyStep(event, steps);
    if (step === null) return false;
    event.preventDefault();
    onStep(step);
    return true;
  };
}
