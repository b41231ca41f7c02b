import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeEvent, makeProjectDetail, makeTimeline, TEST_PROJECT_ID as P } from '@/test/projects';
import { createTestQueryClient } from '@/test/render';
import { useCalendarDetail } from './use-calendar-window';

afterEach(() => vi.unstubAllGlobals());

describe('useCalendarDetail', () => {
  it('reads the month in view with 14 days either side first (issue 18, D60)', async () => {
    const fetchMock = mockFetch({
      [`GET /api/v1/projects/${P}`]: ok({
        ...makeProjectDetail('owner', [makeTimeline('t1', { events: [makeEvent('e1', 't1', '2026-03-10', { projectId: P })] })]),
        id: P,
        eventDates: { first: '2026-03-10', last: '2026-03-10' },
      }),
    });
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useCalendarDetail(P, { year: 2026, month: 3 }), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const first = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(first.searchParams.get('from')).toBe('2026-02-15');
    expect(first.searchParams.get('to')).toBe('2026-04-14');
  });
});
