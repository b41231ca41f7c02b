import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadResponseSchemas } from '@/api/response-schemas';
import { loadPopups } from '@/components/lazy/lazy-radix';

// Components and hooks are tested with the response schemas and the popups in, as after the first
// paint (docs/decisions.md D82); lazy-radix.test.tsx tests the popups before they are.
await Promise.all([loadResponseSchemas(), loadPopups()]);

// A lazily loaded screen (its first import transforms the module) can take more than the default
// second on a loaded machine; findBy and waitFor wait up to five before failing.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that Radix and sonner touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
