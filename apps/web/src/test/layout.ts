import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has no layout: gives every element a size for the tests of the current file, so
 * virtualisers (the table's rows) render. Call at the top level of a test file.
 */
export function stubElementSizes(
  sizes: Partial<Record<'offsetHeight' | 'offsetWidth' | 'clientHeight' | 'clientWidth', number>> = {
    offsetHeight: 800,
    offsetWidth: 1200,
    clientHeight: 800,
    clientWidth: 1200,
  },
): void {
  const originals = Object.fromEntries(
    Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]),
  );
  beforeAll(() => {
    for (const [key, value] of Object.entries(sizes))
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  });
  afterAll(() => {
    for (const [key, descriptor] of Object.entries(originals))
      if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  });
}
