import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import type * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInView } from './use-board-viewport';
import { useBoardCanvas } from './use-board-canvas';
import type { BoardContextValue } from './board-context';

const range = { start: '2025-01-01', end: '2026-12-31' };
const BOX_WIDTH = 1300;
const actions = {
  rights: { canEdit: true, canDelete: true, isFreeze: false },
  onEdit: () => {},
  onDelete: () => {},
  onMove: () => {},
};

/** Renders a board canvas over a scroll box BOX_WIDTH wide and keeps the board value of every render. */
function renderBoard({ showEverything = false, useCanvas = useBoardCanvas } = {}) {
  const boards: BoardContextValue[] = [];
  function Board() {
    const scrollRef = useRef<HTMLDivElement>(null);
    boards.push(useCanvas({ scrollRef, headerWidth: 240, range, zoom: 'month', showEverything, actions }).board);
    return <div ref={scrollRef} />;
  }
  render(<Board />);
  return boards;
}

/** Whether a board value draws a bar spanning the canvas's start, wherever the view is. */
const drawsEvents = (board: BoardContextValue) => isInView({ x: 0, width: 10_000 }, board.visibleFrom, board.visibleTo);

describe('useBoardCanvas', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(BOX_WIDTH);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.doUnmock('react');
    vi.resetModules();
  });

  it('draws no event before the first paint, at the guessed width nor at the measured one, and the events near the view after it', () => {
    const boards = renderBoard();
    // The empty box, the measured width, then the transition that draws the events.
    expect(boards.map(drawsEvents)).toEqual([false, false, true]);
    const last = boards.at(-1)!;
    expect(isInView({ x: 0, width: 10 }, last.visibleFrom, last.visibleTo)).toBe(true);
    // The window spans the measured box's width, not the guess's.
    expect(last.visibleTo - last.visibleFrom).toBeGreaterThanOrEqual(BOX_WIDTH);
    expect(isInView({ x: last.width - 10, width: 10 }, last.visibleFrom, last.visibleTo)).toBe(false);
  });

  it('draws no axis at the guessed width: the box is measured first (docs/decisions.md D99)', () => {
    const renders: { isMeasured: boolean; width: number; ticks: number }[] = [];
    function Board() {
      const scrollRef = useRef<HTMLDivElement>(null);
      const { viewport, axis } = useBoardCanvas({ scrollRef, headerWidth: 240, range, zoom: 'month', actions });
      renders.push({ isMeasured: viewport.isMeasured, width: viewport.width, ticks: axis.major.length });
      return <div ref={scrollRef} />;
    }
    render(<Board />);
    expect(renders[0]).toMatchObject({ isMeasured: false, ticks: 0 });
    expect(renders.slice(1).every((one) => one.isMeasured && one.width === BOX_WIDTH && one.ticks > 0)).toBe(true);
    expect(renders.length).toBeGreaterThan(1);
  });

  it('draws every event from the first render while printing', () => {
    const [first] = renderBoard({ showEverything: true });
    expect(first!.visibleFrom).toBe(-Infinity);
    expect(first!.visibleTo).toBe(Infinity);
  });

  it('draws the events without the transition once EVENTS_AT_THE_LATEST_MS have passed', async () => {
    vi.useFakeTimers();
    // A transition interrupted by every frame of a scroll: here, one that is never rendered.
    vi.resetModules();
    vi.doMock('react', async (importOriginal) => ({ ...(await importOriginal<typeof React>()), startTransition: () => {} }));
    const { useBoardCanvas: useCanvas } = await import('./use-board-canvas');
    const { EVENTS_AT_THE_LATEST_MS } = await import('./use-board-viewport');
    const boards = renderBoard({ useCanvas });
    expect(drawsEvents(boards.at(-1)!)).toBe(false);
    act(() => vi.advanceTimersByTime(EVENTS_AT_THE_LATEST_MS - 1));
    expect(drawsEvents(boards.at(-1)!)).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(drawsEvents(boards.at(-1)!)).toBe(true);
  });
});
