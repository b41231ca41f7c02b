import { afterEach, describe, expect, it } from 'vitest';
import { focusPlace, restoreFocus } from './focus-path';

const markup = '<section><p>Rows</p><div role="list"><button aria-label="Launch, 08/13/2025">Launch</button><button aria-label="Build">Build</button></div></section>';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keeping the focus across a remount of the same markup', () => {
  it("focuses the element in the focused one's place once that one is gone", () => {
    document.body.innerHTML = markup;
    document.querySelector<HTMLElement>('[aria-label="Build"]')?.focus();
    const place = focusPlace();
    document.body.innerHTML = markup; // mounted again: new elements
    expect(document.activeElement).toBe(document.body);
    expect(restoreFocus(place)).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Build');
  });

  it('leaves the focus alone where something else took it, and where the place now holds another element', () => {
    document.body.innerHTML = markup;
    document.querySelector<HTMLElement>('[aria-label="Build"]')?.focus();
    const place = focusPlace();
    document.body.innerHTML = markup.replace('aria-label="Build"', 'aria-label="Hardening"');
    expect(restoreFocus(place)).toBe(false);
    expect(document.activeElement).toBe(document.body);
    document.querySelector<HTMLElement>('[aria-label="Launch, 08/13/2025"]')?.focus();
    expect(restoreFocus(place)).toBe(false);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Launch, 08/13/2025');
  });

  it('has no place to keep while only the body has the focus', () => {
    document.body.innerHTML = markup;
    expect(focusPlace()).toBeNull();
    expect(restoreFocus(null)).toBe(false);
  });
});
