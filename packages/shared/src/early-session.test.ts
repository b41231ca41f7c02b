import { describe, expect, it } from 'vitest';
import { EARLY_SESSION_GLOBAL, EARLY_SESSION_SCRIPT } from './early-session.js';

/** Runs the inline script at `pathname`, with a fetch that records what it was asked. */
function runAt(pathname: string) {
  const window: Record<string, unknown> = {};
  const requests: string[] = [];
  const fetch = (url: string) => {
    requests.push(url);
    return Promise.resolve('answer');
  };
  new Function('window', 'location', 'fetch', EARLY_SESSION_SCRIPT)(window, { pathname }, fetch);
  return { window, requests };
}

describe('EARLY_SESSION_SCRIPT', () => {
  it("starts the session check and keeps its promise on window (docs/decisions.md D81)", async () => {
    const { window, requests } = runAt('/timeline');
    expect(requests).toEqual(['/auth/user']);
    expect(await window[EARLY_SESSION_GLOBAL]).toBe('answer');
  });

  it("asks nothing on a public link's page", () => {
    const { window, requests } = runAt('/p/secret123');
    expect(requests).toEqual([]);
    expect(window[EARLY_SESSION_GLOBAL]).toBeUndefined();
  });
});
