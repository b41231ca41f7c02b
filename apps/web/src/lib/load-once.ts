/**
 * A chunk fetched at most once at a time (docs/decisions.md D88): every call shares the fetch in
 * flight or its result; a failed fetch is forgotten, so the next call asks again.
 */
export interface LoadOnce<T> {
  load: () => Promise<T>;
  /** The result once it is in, else null. */
  loaded: () => T | null;
}

export function loadOnce<T>(fetch: () => Promise<T>): LoadOnce<T> {
  let result: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load: () =>
      (loading ??= fetch().then(
        (value) => (result = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => result,
  };
}
