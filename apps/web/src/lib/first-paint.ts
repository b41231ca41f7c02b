import { nextTask } from './next-task';

/*
 * Work that waits for the first paint of what the user came for (docs/decisions.md D82): the
 * response schemas (zod) and the menus' and popovers' code are fetched after it, never before it.
 * A screen says when its content is drawn (`markFirstPaint`); the tasks run after the frame that
 * paints it (`requestAnimationFrame`, then a task). The user's first pointer or key on the page
 * counts too, so a screen that never says so still gets them.
 */

const tasks: Array<() => void> = [];
let isPainted = false;
let isScheduled = false;

/**
 * Each waiting task in a task of its own (docs/decisions.md D111): run together they were one long
 * task right after the first paint (the saves' cache updates, the late reads' renders, the
 * chunks' requests), which blocks a press on what was just painted.
 */
function runTasks(): void {
  isPainted = true;
  for (const task of tasks.splice(0)) void nextTask().then(task);
}

/** Runs `task` once the first paint is done (at once when it already is). */
export function afterFirstPaint(task: () => void): void {
  if (isPainted) task();
  else tasks.push(task);
}

/** The screen's content is in the document: the waiting tasks run after the frame that paints it. */
export function markFirstPaint(): void {
  if (isPainted || isScheduled || typeof window === 'undefined') return;
  isScheduled = true;
  requestAnimationFrame(() => window.setTimeout(runTasks));
}

/** Whether the first paint is done (its waiting tasks each have a task of their own by then). */
export const isFirstPaintDone = (): boolean => isPainted;

if (typeof window !== 'undefined') {
  for (const type of ['pointerover', 'keydown', 'touchstart'] as const) {
    window.addEventListener(type, markFirstPaint, { once: true, passive: true, capture: true });
  }
}
