import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { dayMoveRequest, useDayMoves } from './day-moves';

interface Item {
  id: string;
  version: number;
}

/** A save whose answers the test gives, one at a time. */
function controlledSave() {
  const answers: Array<(saved: Item | null) => void> = [];
  const save = vi.fn(
    (_item: Item, _days: number) =>
      new Promise<Item | null>((resolve) => {
        answers.push(resolve);
      }),
  );
  const answer = async (saved: Item | null) => {
    await act(async () => {
      answers.shift()?.(saved);
    });
  };
  return { save, answer };
}

describe('useDayMoves', () => {
  it('sends a move at once, adds up the moves asked for meanwhile and sends them from the saved item', async () => {
    const { save, answer } = controlledSave();
    const { result } = renderHook(() => useDayMoves(save));
    const item = { id: 'e1', version: 1 };
    act(() => {
      result.current(item, 1);
      result.current(item, 1);
      result.current(item, 7);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith(item, 1);

    await answer({ id: 'e1', version: 2 });
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ id: 'e1', version: 2 }, 8);

    await answer({ id: 'e1', version: 3 });
    act(() => result.current({ id: 'e1', version: 3 }, -1));
    expect(save).toHaveBeenLastCalledWith({ id: 'e1', version: 3 }, -1);
  });

  it('drops the waiting moves when a save fails, and starts afresh with the next one', async () => {
    const { save, answer } = controlledSave();
    const { result } = renderHook(() => useDayMoves(save));
    act(() => {
      result.current({ id: 'e1', version: 1 }, 1);
      result.current({ id: 'e1', version: 1 }, 1);
    });
    await answer(null);
    expect(save).toHaveBeenCalledTimes(1);

    act(() => result.current({ id: 'e1', version: 4 }, -1));
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ id: 'e1', version: 4 }, -1);
  });

  it('keeps each item to itself and ignores moves of no days', () => {
    const { save } = controlledSave();
    const { result } = renderHook(() => useDayMoves(save));
    act(() => {
      result.current({ id: 'e1', version: 1 }, 0);
      result.current({ id: 'e1', version: 1 }, 2);
      result.current({ id: 'e2', version: 5 }, -3);
    });
    expect(save.mock.calls).toEqual([
      [{ id: 'e1', version: 1 }, 2],
      [{ id: 'e2', version: 5 }, -3],
    ]);
  });
});

describe('dayMoveRequest', () => {
  const event = { id: 'e1', timelineId: 't1', version: 3 };

  it('shifts both dates by the days, across a month end, and carries the version it moves from', () => {
    expect(dayMoveRequest(event, { start: '2025-07-30', end: '2025-08-03' }, 2)).toEqual({
      timelineId: 't1',
      eventId: 'e1',
      version: 3,
      date: '2025-08-01',
      endDate: '2025-08-05',
    });
  });

  it('keeps a single-day event without an end date, and moves back as well', () => {
    expect(dayMoveRequest(event, { start: '2025-03-01', end: null }, -7)).toMatchObject({
      date: '2025-02-22',
      endDate: null,
    });
  });
});
