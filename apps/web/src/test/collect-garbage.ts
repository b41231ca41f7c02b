import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/*
 * A full garbage collection, for tests that check a value is no longer held (docs/decisions.md D93):
 * the flag exposes `gc` to contexts made after it is set. A WeakRef made in the current turn is kept
 * until the turn ends, so the collection runs after a task.
 */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

export async function collectGarbage(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  gc();
}
