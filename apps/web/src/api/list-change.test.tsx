import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { deferred } from '@/test/fetch-mock';
import { createTestQueryClient } from '@/test/render';
import { useListChange } from './list-change';

const KEY = ['things'] as const;

/** A list whose first read is held open and answers what the server had before the change. */
function setUp() {
  const server = { items: ['old'] };
  const firstRead = deferred<void>();
  let reads = 0;
  const queryFn = async () => {
    reads += 1;
    const answer = [...server.items];
    if (reads === 1) await firstRead.promise;
    return answer;
  };
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { server, firstRead, wrapper, queryFn, reads: () => reads };
}

describe('useListChange', () => {
  for (const after of ['success', 'settled'] as const) {
    it(`reads a list again after a change made while its first read was on its way (after: ${after})`, async () => {
      const { server, firstRead, wrapper, queryFn, reads } = setUp();
      const { result } = renderHook(
        () => ({
          list: useQuery({ queryKey: KEY, queryFn }),
          add: useListChange([KEY], async (item: string) => {
            server.items.push(item);
            return item;
          }, { after }),
        }),
        { wrapper },
      );
      await waitFor(() => expect(reads()).toBe(1));
      // The change is done before the first read answers (without the cancel, its lists would wait on that read).
      act(() => result.current.add.mutate('new'));
      await waitFor(() => expect(result.current.add.isPending).toBe(false));
      firstRead.resolve();
      await waitFor(() => expect(result.current.list.data).toEqual(['old', 'new']));
      expect(reads()).toBe(2);
    });
  }

  it('reads the lists the variables name, and after a failure only when settled', async () => {
    const { wrapper, queryFn, firstRead, reads } = setUp();
    firstRead.resolve();
    const { result } = renderHook(
      () => ({
        list: useQuery({ queryKey: KEY, queryFn }),
        onSuccess: useListChange(() => [KEY], () => Promise.reject(new Error('refused'))),
        onSettled: useListChange(() => [KEY], () => Promise.reject(new Error('refused')), { after: 'settled' }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual(['old']));
    await act(() => result.current.onSuccess.mutateAsync(undefined).catch(() => undefined));
    expect(reads()).toBe(1);
    await act(() => result.current.onSettled.mutateAsync(undefined).catch(() => undefined));
    await waitFor(() => expect(reads()).toBe(2));
  });
});
