import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { pressOnFocused, useFakeFrames } from '@/test/keys';
import { layoutMonth } from '../utils/month-layout';
import type { CalendarEvent } from '../utils/calendar-events';
import { formatLongDay } from '@/lib/format';
import { CalendarGrid, type CalendarGridProps } from './calendar-grid';

const calendarEvent = (id: string, title: string, start: string, end: string | null = null): CalendarEvent => ({
  id,
  start,
  end,
  title,
  description: '',
  objective: 'development',
  objectiveName: 'Development',
  objectiveColor: '#3B82F6',
  timelineId: 't1',
  timelineName: 'Backend',
  timelineColor: '#EF4444',
  version: 1,
});

const kickoff = calendarEvent('e1', 'Kickoff', '2025-08-06');
const review = calendarEvent('e2', 'Review', '2025-08-14');
const retro = calendarEvent('e3', 'Retro', '2025-08-14');

function renderGrid(overrides: Partial<CalendarGridProps> = {}) {
  const props: CalendarGridProps = {
    layout: layoutMonth({ year: 2025, month: 8, columns: 7, events: [kickoff, review, retro] }),
    device: 'desktop',
    cellHeight: 120,
    today: '2025-08-06',
    canEdit: true,
    onOpenEvent: vi.fn(),
    onShiftEvent: vi.fn(),
    onOpenDaySheet: vi.fn(),
    onDeleteEvent: vi.fn(),
    ...overrides,
  };
  render(<CalendarGrid {...props} />);
  return props;
}

const dayCell = (date: string) => screen.getByRole('gridcell', { name: formatLongDay(date) });

// A month of day cells under dnd-kit is slow to render in jsdom on a busy machine.
describe('CalendarGrid keyboard', { timeout: 20_000 }, () => {
  useFakeFrames();

  it('is one tab stop, today, with its events; arrows move between days and weeks', () => {
    renderGrid();
    const tabbable = [...document.querySelectorAll<HTMLElement>('[tabindex="0"]')];
    expect(tabbable).toEqual([dayCell('2025-08-06'), within(dayCell('2025-08-06')).getByRole('button', { name: 'Kickoff' })]);
    act(() => dayCell('2025-08-06').focus());
    pressOnFocused('ArrowRight');
    expect(dayCell('2025-08-07')).toHaveFocus();
    pressOnFocused('ArrowDown');
    expect(dayCell('2025-08-14')).toHaveFocus();
    pressOnFocused('ArrowLeft');
    pressOnFocused('ArrowUp');
    expect(dayCell('2025-08-06')).toHaveFocus();
    // Saturday to Sunday goes on into the next week.
    act(() => dayCell('2025-08-09').focus());
    pressOnFocused('ArrowRight');
    expect(dayCell('2025-08-10')).toHaveFocus();
    pressOnFocused('End');
    expect(dayCell('2025-08-16')).toHaveFocus();
    expect(dayCell('2025-08-16')).toHaveAttribute('tabindex', '0');
    expect(dayCell('2025-08-06')).toHaveAttribute('tabindex', '-1');
  });

  it('opens a day: its one event, or the list of several', () => {
    const props = renderGrid();
    act(() => dayCell('2025-08-06').focus());
    pressOnFocused('Enter');
    expect(props.onOpenEvent).toHaveBeenCalledWith(kickoff);
    act(() => dayCell('2025-08-14').focus());
    pressOnFocused('Enter');
    expect(props.onOpenDaySheet).toHaveBeenCalledWith(expect.objectContaining({ date: '2025-08-14' }));
    act(() => dayCell('2025-08-15').focus());
    pressOnFocused('Enter');
    expect(props.onOpenEvent).toHaveBeenCalledTimes(1);
  });

  it('asks to delete a focused event with Delete, moves it with Shift+Arrow, and Escape goes back to its day', () => {
    const props = renderGrid();
    const item = within(dayCell('2025-08-06')).getByRole('button', { name: 'Kickoff' });
    act(() => item.focus());
    pressOnFocused('Delete');
    expect(props.onDeleteEvent).toHaveBeenCalledWith(kickoff);
    pressOnFocused('ArrowRight', { shiftKey: true });
    expect(props.onShiftEvent).toHaveBeenCalledWith(kickoff, 1);
    expect(item).toHaveFocus();
    pressOnFocused('Escape');
    expect(dayCell('2025-08-06')).toHaveFocus();
  });

  it('offers no delete when the user may not', () => {
    renderGrid({ onDeleteEvent: undefined });
    const item = within(dayCell('2025-08-06')).getByRole('button', { name: 'Kickoff' });
    // Not taken: the press is left to the browser.
    expect(fireEvent.keyDown(item, { key: 'Delete' })).toBe(true);
  });
});
