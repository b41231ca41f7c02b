import { describe, expect, it } from 'vitest';
import {
  EARLY_READS_ATTRIBUTE,
  EARLY_READS_GLOBAL,
  EARLY_SESSION_GLOBAL,
  EARLY_SCRIPT_TAG,
  EARLY_SESSION_SCRIPT,
  earlyReadsFor,
  earlyScriptTag,
} from './early-session.js';

/** Runs the inline script at `pathname` on a page whose <html> carries `reads` (or no attribute), with a fetch that records what it was asked. */
function runAt(pathname: string, reads?: string) {
  const window: Record<string, unknown> = {};
  const requests: Array<{ url: string; init: unknown }> = [];
  const fetch = (url: string, init: unknown) => {
    requests.push({ url, init });
    return Promise.resolve(`answer ${url}`);
  };
  const document = {
    documentElement: { getAttribute: (name: string) => (name === EARLY_READS_ATTRIBUTE && reads !== undefined ? reads : null) },
  };
  new Function('window', 'location', 'fetch', 'document', EARLY_SESSION_SCRIPT)(window, { pathname }, fetch, document);
  return { window, requests, urls: requests.map((request) => request.url) };
}

describe('EARLY_SESSION_SCRIPT', () => {
  it("starts the session check and keeps its promise on window (docs/decisions.md D81)", async () => {
    const { window, urls } = runAt('/timeline');
    expect(urls).toEqual(['/auth/user']);
    expect(await window[EARLY_SESSION_GLOBAL]).toBe('answer /auth/user');
    expect(window[EARLY_READS_GLOBAL]).toEqual({});
  });

  it('sends the reads <html> names beside it, with the same credentials, and keeps each promise by path (D83)', async () => {
    const { window, requests, urls } = runAt('/timeline', '/api/v1/projects /api/v1/preferences/ui');
    expect(urls).toEqual(['/auth/user', '/api/v1/projects', '/api/v1/preferences/ui']);
    expect(new Set(requests.map((request) => JSON.stringify(request.init))).size).toBe(1);
    expect(requests[1]!.init).toEqual({ headers: { Accept: 'application/json' }, credentials: 'include' });
    const reads = window[EARLY_READS_GLOBAL] as Record<string, Promise<string>>;
    expect(Object.keys(reads)).toEqual(['/api/v1/projects', '/api/v1/preferences/ui']);
    expect(await reads['/api/v1/projects']).toBe('answer /api/v1/projects');
  });

  it('keeps null for a read that failed on the network', async () => {
    const window: Record<string, unknown> = {};
    const document = { documentElement: { getAttribute: () => '/api/v1/projects' } };
    const fetch = () => Promise.reject(new TypeError('offline'));
    new Function('window', 'location', 'fetch', 'document', EARLY_SESSION_SCRIPT)(window, { pathname: '/' }, fetch, document);
    expect(await (window[EARLY_READS_GLOBAL] as Record<string, Promise<unknown>>)['/api/v1/projects']).toBeNull();
    expect(await window[EARLY_SESSION_GLOBAL]).toBeNull();
  });

  it("asks nothing on a public link's page", () => {
    const { window, urls } = runAt('/p/secret123', '/api/v1/projects');
    expect(urls).toEqual([]);
    expect(window[EARLY_SESSION_GLOBAL]).toBeUndefined();
    expect(window[EARLY_READS_GLOBAL]).toBeUndefined();
  });
});

describe('earlyReadsFor (docs/decisions.md D83)', () => {
  it('names the project list and the ui preferences on every signed-in screen, the timeline preferences on /timeline and the objectives on each planning view', () => {
    expect(earlyReadsFor('/timeline')).toEqual([
      '/api/v1/projects',
      '/api/v1/preferences/ui',
      '/api/v1/preferences/timeline',
      '/api/v1/objectives',
    ]);
    expect(earlyReadsFor('/table')).toEqual(['/api/v1/projects', '/api/v1/preferences/ui', '/api/v1/objectives']);
    expect(earlyReadsFor('/projects')).toEqual(['/api/v1/projects', '/api/v1/preferences/ui']);
    expect(earlyReadsFor('/')).toEqual(['/api/v1/projects', '/api/v1/preferences/ui']);
  });

  it("names nothing on a public link's page", () => {
    expect(earlyReadsFor('/p/secret123')).toEqual([]);
  });
});

describe('the early project read\'s script tag (docs/decisions.md D109)', () => {
  it('is found, with its address, where the build wrote it', () => {
    const page = `<title>Plotline</title>\n    ${earlyScriptTag('/assets/early-A.js')}\n    <script type="module" crossorigin src="/assets/index-B.js"></script>`;
    expect(EARLY_SCRIPT_TAG.exec(page)?.[1]).toBe('/assets/early-A.js');
    // The entry's script is not it.
    expect(EARLY_SCRIPT_TAG.exec('<script type="module" crossorigin src="/assets/index-B.js"></script>')).toBeNull();
  });
});
