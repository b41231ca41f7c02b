import { SCRIPT_CHUNK_LOAD_TIMEOUT_MS } from '@plotline/shared';
import { loadOnce, type LoadOnce } from '@/lib/load-once';

/** Thrown when a view's script chunk neither loads nor fails within the time-out. */
export class ChunkLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The view's script did not load within ${Math.round(timeoutMs / 1000)} seconds`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/**
 * A dynamic import that gives up after SCRIPT_CHUNK_LOAD_TIMEOUT_MS.
 * A browser may leave a stalled request pending for much longer; failing turns a spinner that
 * never ends into the view error with its Reload button.
 */
export function loadWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = SCRIPT_CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A screen's chunk: fetched once at a time (lib/load-once.ts) and given up after the time-out. */
export const screenChunk = <T>(load: () => Promise<T>): LoadOnce<T> => loadOnce(() => loadWithTimeout(load));
