import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { markFirstPaint } from '@/lib/after-first-paint';
import { mockFetch, ok } from '@/test/fetch-mock';
import { createTestQueryClient } from '@/test/render';
import { useProjectClashes } from './use-linked-event';

const RANGE = { start: '2025-07-20', end: '2025-11-15' };

describe('useProjectClashes', () => {
  // First in the file: the first paint is marked once per page (lib/after-first-paint.ts).
  it('asks for the Clashes count once the screen has painted, not before (docs/decisions.md D92)', async () => {
    const fetchMock = mockFetch({ 'GET /api/v1/portfolio/clashes': ok({ clashes: [], total: 0, truncated: false }) });
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useProjectClashes('p1', RANGE, () => {}), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => markFirstPaint());
    await waitFor(() => expect(result.current.total).toBe(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
