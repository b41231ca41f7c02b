import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { PlanningEvent, TimelineWithEvents } from '@plotline/shared';
import { pressOnFocused, useFakeFrames } from '@/test/keys';
import { makeEvent, makeTimeline } from '@/test/projects';
import { keepRendered, nearestColumn, overflowStopId, rowStops, useBoardKeys, type BoardKeysOptions } from './use-board-keys';
import type { TimelineLayout } from '@/components/planning/timeline/use-row-layouts';

const objective = { name: 'Development', color: '#3B82F6' };

/** A row laid out by hand: each event at its x (width 20) in lane 0 unless given. */
function layoutOf(events: { event: PlanningEvent; x: number; lane?: number }[], overflowAt: number[] = []): TimelineLayout {
  return {
    placed: events.map(({ event, x, lane = 0 }) => ({
      event,
      geometry: { x, width: 20, isClippedStart: false, isClippedEnd: false },
      lane,
      objective,
    })),
    overflow: overflowAt.map((x) => ({ x, events: [] })),
    laneCount: 1,
    height: 40,
  };
}

const ev = (id: string, timelineId: string) => makeEvent(id, timelineId, '2025-07-01', { title: id });
const design = makeTimeline('t1', { name: 'Design' });
const build = makeTimeline('t2', { name: 'Build' });
const empty = makeTimeline('t3', { name: 'Empty' });
const layouts = [
  layoutOf([{ event: ev('late', 't1'), x: 300 }, { event: ev('early', 't1'), x: 10 }, { event: ev('middle', 't1'), x: 100 }]),
  layoutOf([{ event: ev('b1', 't2'), x: 0 }, { event: ev('b2', 't2'), x: 280 }], [500]),
  layoutOf([]),
];
const timelines: TimelineWithEvents[] = [design, build, empty];

/** The hook over plain buttons: each row's stop, then its stops, tabbable as the hook says. */
function Board({ rowLayouts = layouts, ...props }: Omit<BoardKeysOptions, 'timelines' | 'layouts' | 'scrollRef' | 'headerWidth'> & { rowLayouts?: TimelineLayout[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const keys = useBoardKeys({ ...props, timelines, layouts: rowLayouts, scrollRef, headerWidth: 240 });
  return (
    <div ref={scrollRef} onKeyDown={keys.onKeyDown} onFocus={keys.onFocus}>
      {timelines.map((timeline, index) => (
        <div key={timeline.id}>
          {rowStops(timeline, rowLayouts[index]!).map((stop) => (
            <button key={stop.id} type="button" data-stop={stop.id} tabIndex={keys.stopIn(timeline.id) === stop.id ? 0 : -1}>
              {stop.id}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}

function renderBoard(overrides: Partial<BoardKeysOptions> = {}) {
  const options = {
    scrollToRow: vi.fn(),
    canEdit: true,
    canDelete: true,
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    ...overrides,
  };
  render(<Board {...options} />);
  return options;
}

const stop = (name: string) => screen.getByRole('button', { name });

describe('rowStops', () => {
  it('lists the row, then its events and markers from left to right', () => {
    expect(rowStops(design, layouts[0]!).map((item) => item.id)).toEqual(['t1', 'early', 'middle', 'late']);
    expect(rowStops(build, layouts[1]!).map((item) => item.id)).toEqual(['t2', 'b1', 'b2', overflowStopId('t2', 500)]);
  });

  it('goes to the event nearest in time, and from a row to a row', () => {
    const row = rowStops(design, layouts[0]!);
    expect(nearestColumn(row, { id: 'b2', x: 280, width: 20 })).toBe(3);
    expect(nearestColumn(row, { id: 'b1', x: 0, width: 20 })).toBe(1);
    expect(nearestColumn(row, { id: 't2', x: -1, width: 0 })).toBe(0);
    expect(nearestColumn(rowStops(empty, layouts[2]!), { id: 'b1', x: 0, width: 20 })).toBe(0);
  });

  it('keeps the row with the stop rendered', () => {
    expect(keepRendered([3, 4, 5], 9)).toEqual([3, 4, 5, 9]);
    expect(keepRendered([3, 4, 5], 0)).toEqual([0, 3, 4, 5]);
    expect(keepRendered([3, 4, 5], 4)).toEqual([3, 4, 5]);
    expect(keepRendered([3, 4, 5], null)).toEqual([3, 4, 5]);
  });
});

describe('useBoardKeys', () => {
  useFakeFrames();

  it('is one tab stop: the first row until something else is focused', () => {
    renderBoard();
    const tabbable = screen.getAllByRole('button').filter((button) => button.tabIndex === 0);
    expect(tabbable).toEqual([stop('t1')]);
    act(() => stop('middle').focus());
    expect(screen.getAllByRole('button').filter((button) => button.tabIndex === 0)).toEqual([stop('middle')]);
  });

  it('moves between events with Left/Right, between rows with Up/Down, to the ends with Home/End', () => {
    const options = renderBoard();
    act(() => stop('t1').focus());
    pressOnFocused('ArrowRight');
    expect(stop('early')).toHaveFocus();
    pressOnFocused('ArrowRight');
    pressOnFocused('ArrowRight');
    expect(stop('late')).toHaveFocus();
    pressOnFocused('ArrowRight');
    expect(stop('late')).toHaveFocus();
    // Down: the event of the next row nearest in time.
    pressOnFocused('ArrowDown');
    expect(stop('b2')).toHaveFocus();
    expect(options.scrollToRow).toHaveBeenLastCalledWith(1);
    pressOnFocused('End');
    expect(stop(overflowStopId('t2', 500))).toHaveFocus();
    pressOnFocused('Home');
    expect(stop('t2')).toHaveFocus();
    // A row without events is still a stop.
    pressOnFocused('ArrowDown');
    expect(stop('t3')).toHaveFocus();
    pressOnFocused('ArrowUp');
    pressOnFocused('ArrowUp');
    expect(stop('t1')).toHaveFocus();
    expect(stop('t1').tabIndex).toBe(0);
  });

  it('edits on Enter, asks to delete on Delete, and goes back to the row on Escape', () => {
    const options = renderBoard();
    act(() => stop('middle').focus());
    pressOnFocused('Enter');
    expect(options.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'middle' }));
    pressOnFocused('Delete');
    expect(options.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'middle' }));
    pressOnFocused('Escape');
    expect(stop('t1')).toHaveFocus();
    // On a row, Enter and Delete are not an event's.
    pressOnFocused('Enter');
    pressOnFocused('Delete');
    expect(options.onEdit).toHaveBeenCalledTimes(1);
    expect(options.onDelete).toHaveBeenCalledTimes(1);
  });

  it('gives the Tab stop to the row of an event that is gone', () => {
    const handlers = { scrollToRow: vi.fn(), canEdit: true, canDelete: true, onEdit: vi.fn(), onDelete: vi.fn() };
    const { rerender } = render(<Board {...handlers} />);
    act(() => stop('b2').focus());
    const withoutB2 = [layouts[0]!, layoutOf([{ event: ev('b1', 't2'), x: 0 }]), layouts[2]!];
    rerender(<Board {...handlers} rowLayouts={withoutB2} />);
    expect(stop('t2')).toHaveAttribute('tabindex', '0');
  });

  it('offers no edit or delete the user may not make, and leaves Shift+Arrow (the move) alone', () => {
    const options = renderBoard({ canEdit: false, canDelete: false });
    act(() => stop('middle').focus());
    pressOnFocused('Enter');
    pressOnFocused('Delete');
    pressOnFocused('ArrowRight', { shiftKey: true });
    expect(options.onEdit).not.toHaveBeenCalled();
    expect(options.onDelete).not.toHaveBeenCalled();
    expect(stop('middle')).toHaveFocus();
  });
});
