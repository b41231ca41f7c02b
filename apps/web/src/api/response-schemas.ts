import type * as Shared from '@plotline/shared/answer-schemas';
import type { LazyResponseParser, ResponseParser } from '@/lib/api-client';
import { afterFirstPaintInTurn } from '@/lib/chunk-turns';
import { nextTask } from '@/lib/next-task';

/*
 * The shared schemas that check the server's answers, fetched after the first paint
 * (docs/decisions.md D82): zod and the schemas are ~30 KB of brotli the first paint does not need.
 * Until they are in, an answer is trusted as it comes (the server shaped it through the same
 * schemas) and checked when they arrive; from then on every answer is checked before it is used.
 * Fetchers name their schema with `lazySchema((schemas) => schemas.projectDetailSchema)`.
 */

type SharedSchemas = typeof Shared;

let schemas: SharedSchemas | undefined;
let loading: Promise<SharedSchemas> | undefined;
const waiting: Array<(loaded: SharedSchemas) => void> = [];

/**
 * Fetches the schemas (once; again after a failed fetch): half of them, a task later the rest, so
 * building them is two tasks the page answers input between (D104).
 */
export function loadResponseSchemas(): Promise<SharedSchemas> {
  loading ??= import('./response-schema-values-first')
    .then(nextTask)
    .then(() => import('./response-schema-values'))
    .then(
      (module) => {
        schemas = module;
        for (const resolve of waiting.splice(0)) resolve(module);
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  return loading;
}

// After every other chunk fetched after the first paint, one at a time (lib/chunk-turns.ts, D102).
afterFirstPaintInTurn(loadResponseSchemas, { isLast: true });

/** A response schema that may not be loaded yet: `current` once it is, `whenLoaded` resolves then. */
export function lazySchema<T>(select: (loaded: SharedSchemas) => ResponseParser<T>): LazyResponseParser<T> {
  let parser: ResponseParser<T> | undefined;
  const resolve = (loaded: SharedSchemas) => (parser ??= select(loaded));
  return {
    get current() {
      return schemas ? resolve(schemas) : undefined;
    },
    whenLoaded: () => (schemas ? Promise.resolve(resolve(schemas)) : new Promise((done) => waiting.push((loaded) => done(resolve(loaded))))),
  };
}
