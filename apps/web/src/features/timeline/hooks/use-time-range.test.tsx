import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_TIME_RANGE } from '@plotline/shared';
import { mockFetch, ok } from '@/test/fetch-mock';
import { createTestQueryClient } from '@/test/render';
import { preferenceKeys } from '@/api/preferences';
import { useTimeRange } from './use-time-range';

describe('useTimeRange', () => {
  it('gives the same default range object from render to render while none is saved (docs/decisions.md D105)', async () => {
    mockFetch({ 'GET /api/v1/preferences/timeline': ok({}) });
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(() => useTimeRange(), { wrapper });
    await waitFor(() => expect(client.getQueryData(preferenceKeys.category('timeline'))).toBeDefined());
    const [first] = result.current;
    expect(first).toEqual(DEFAULT_TIME_RANGE);
    rerender();
    // A new object each render made the view, and the memoized board, new every render.
    expect(result.current[0]).toBe(first);
  });
});
