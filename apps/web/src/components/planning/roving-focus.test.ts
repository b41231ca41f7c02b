import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { keyPress as press } from '@/test/keys';
import { FOLLOW_FRAMES, rovingDirection, rovingStep, useFocusFollow, type RovingShape } from './roving-focus';

describe('rovingDirection', () => {
  it('reads plain arrows, Home and End as focus moves', () => {
    expect(rovingDirection(press('ArrowLeft'))).toBe('previous');
    expect(rovingDirection(press('ArrowRight'))).toBe('next');
    expect(rovingDirection(press('ArrowUp'))).toBe('up');
    expect(rovingDirection(press('ArrowDown'))).toBe('down');
    expect(rovingDirection(press('Home'))).toBe('first');
    expect(rovingDirection(press('End'))).toBe('last');
  });

  it('leaves Shift+Arrow (a move of the thing, move-keys.ts), other modifiers and other keys alone', () => {
    expect(rovingDirection(press('ArrowRight', { shiftKey: true }))).toBeNull();
    expect(rovingDirection(press('ArrowRight', { altKey: true }))).toBeNull();
    expect(rovingDirection(press('ArrowRight', { ctrlKey: true }))).toBeNull();
    expect(rovingDirection(press('Home', { metaKey: true }))).toBeNull();
    expect(rovingDirection(press('Enter'))).toBeNull();
    expect(rovingDirection(press('Tab'))).toBeNull();
  });
});

describe('rovingStep', () => {
  // A timeline-like board: each row its own stop, then its events.
  const board: RovingShape = { rowLengths: [3, 1, 0, 4] };

  it('moves left and right within a row and stops at its ends', () => {
    expect(rovingStep(board, { row: 0, column: 0 }, 'next')).toEqual({ row: 0, column: 1 });
    expect(rovingStep(board, { row: 0, column: 2 }, 'previous')).toEqual({ row: 0, column: 1 });
    expect(rovingStep(board, { row: 0, column: 2 }, 'next')).toBeNull();
    expect(rovingStep(board, { row: 0, column: 0 }, 'previous')).toBeNull();
  });

  it('goes to the first and last stop of the row', () => {
    expect(rovingStep(board, { row: 3, column: 2 }, 'first')).toEqual({ row: 3, column: 0 });
    expect(rovingStep(board, { row: 3, column: 0 }, 'last')).toEqual({ row: 3, column: 3 });
  });

  it('moves up and down between rows, passing empty ones, keeping the column where it can', () => {
    expect(rovingStep(board, { row: 0, column: 2 }, 'down')).toEqual({ row: 1, column: 0 });
    expect(rovingStep(board, { row: 1, column: 0 }, 'down')).toEqual({ row: 3, column: 0 });
    expect(rovingStep(board, { row: 3, column: 3 }, 'up')).toEqual({ row: 1, column: 0 });
    expect(rovingStep(board, { row: 0, column: 1 }, 'up')).toBeNull();
    expect(rovingStep(board, { row: 3, column: 1 }, 'down')).toBeNull();
  });

  it('lands where columnIn says when moving up or down, within the row', () => {
    const nearest: RovingShape = { ...board, columnIn: (to, from) => (to === 3 ? from.column + 9 : 0) };
    expect(rovingStep(nearest, { row: 1, column: 0 }, 'down')).toEqual({ row: 3, column: 3 });
    expect(rovingStep(nearest, { row: 3, column: 2 }, 'up')).toEqual({ row: 1, column: 0 });
  });

  it('wraps left and right into the row before or after when asked (a month of days)', () => {
    const month: RovingShape = { rowLengths: [7, 7, 3], wrap: true };
    expect(rovingStep(month, { row: 0, column: 6 }, 'next')).toEqual({ row: 1, column: 0 });
    expect(rovingStep(month, { row: 1, column: 0 }, 'previous')).toEqual({ row: 0, column: 6 });
    expect(rovingStep(month, { row: 2, column: 2 }, 'next')).toBeNull();
    expect(rovingStep(month, { row: 0, column: 0 }, 'previous')).toBeNull();
    // Down into a shorter last row lands on its last day.
    expect(rovingStep(month, { row: 1, column: 5 }, 'down')).toEqual({ row: 2, column: 2 });
  });
});

describe('useFocusFollow', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('focuses a drawn element at once', () => {
    const { result } = renderHook(() => useFocusFollow());
    const button = document.body.appendChild(document.createElement('button'));
    result.current(() => button);
    expect(button).toHaveFocus();
  });

  it('focuses the element once it is drawn, trying again each frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const { result } = renderHook(() => useFocusFollow());
    const button = document.createElement('button');
    let drawn = false;
    result.current(() => (drawn ? button : null));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(button).not.toHaveFocus();
    document.body.append(button);
    drawn = true;
    vi.advanceTimersToNextFrame();
    expect(button).toHaveFocus();
  });

  it('gives up after FOLLOW_FRAMES, and a newer follow replaces a waiting one', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const { result } = renderHook(() => useFocusFollow());
    const first = vi.fn(() => null);
    result.current(first);
    for (let frame = 0; frame < FOLLOW_FRAMES + 5; frame += 1) vi.advanceTimersToNextFrame();
    expect(first).toHaveBeenCalledTimes(FOLLOW_FRAMES);

    const stale = vi.fn(() => null);
    const second = document.body.appendChild(document.createElement('button'));
    result.current(stale);
    result.current(() => second);
    expect(second).toHaveFocus();
    vi.advanceTimersToNextFrame();
    expect(stale).toHaveBeenCalledTimes(1);
  });
});
