import { afterFirstPaint } from './after-first-paint';
import { nextTask } from './next-task';

/*
 * The chunks a screen fetches once it has painted (the popups, the board's drag and arrows, the late
 * schema checks: docs/decisions.md D82, D102) are fetched one at a time: the next is asked for a task
 * after the one before has arrived and run. Fetched together they arrived together and the browser
 * evaluated them in one task, the longest of a first load; in turn, each is a task of its own, and
 * the page answers input between them. A chunk the user is waiting for (a pointer over the rows, a
 * menu opened) is not asked through here: it is fetched at once.
 */

interface Turn {
  run: () => Promise<void>;
  /** Waits for every other turn: for what no one is looking at (the schema checks). */
  isLast: boolean;
}

const queued: Turn[] = [];
let isBusy = false;

function next(): void {
  const at = queued.findIndex((turn) => !turn.isLast);
  const [turn] = queued.splice(at < 0 ? 0 : at, 1);
  isBusy = turn !== undefined;
  if (turn) void turn.run().then(nextTask).then(next);
}

/** Runs `load` when the chunks asked for before it (and, unless `isLast`, those marked last) are in. */
export function inTurn<T>(load: () => Promise<T>, { isLast = false } = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queued.push({ run: () => Promise.resolve().then(load).then(resolve, reject), isLast });
    if (!isBusy) next();
  });
}

/**
 * Fetches a chunk after the first paint, in turn (the popups, the board's arrows, the schema checks
 * marked last): a failed fetch is left to the chunk's own next ask (a pointer, a mount).
 */
export function afterFirstPaintInTurn(load: () => Promise<unknown>, options?: { isLast?: boolean }): void {
  afterFirstPaint(() => void inTurn(load, options).catch(() => {}));
}
