import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_CHUNK_LOAD_TIMEOUT_MS } from '@plotline/shared';
import { ChunkLoadTimeoutError, loadWithTimeout } from './load-view';

afterEach(() => vi.useRealTimers());

describe('loadWithTimeout', () => {
  it('fails a chunk that has not loaded after 120 s', async () => {
    vi.useFakeTimers();
    const loading = loadWithTimeout(() => new Promise<never>(() => {}));
    const outcome = vi.fn();
    loading.then(outcome, outcome);

    await vi.advanceTimersByTimeAsync(SCRIPT_CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(ChunkLoadTimeoutError));
    expect(SCRIPT_CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a loaded module or a load error through', async () => {
    await expect(loadWithTimeout(() => Promise.resolve({ default: 'view' }))).resolves.toEqual({
      default: 'view',
    });
    await expect(loadWithTimeout(() => Promise.reject(new Error('Failed to fetch')))).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
