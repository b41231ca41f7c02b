import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeEvent as makeTestEvent, makeTimeline } from '@/test/projects';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  DEFAULT_TIME_RANGE,
  EDGE_SCROLL_STEP,
  type PlanningEvent,
  type TimelineWithEvents,
  type ZoomLevel,
} from '@plotline/shared';
import type { TimelineView } from '../hooks/use-timeline-view';
import { TimelineBoard, type TimelineBoardProps } from './timeline-board';
import { EDGE_SCROLL_INTERVAL_MS } from '@/components/planning/timeline/timeline-event';
import { loadRowDrag } from '@/components/planning/lazy-sortable-rows';

const stamp = '2025-01-01T00:00:00.000Z';
const TIMELINE_ID = '0190f5b2-0000-7000-8000-00000000b001';

const makeEvent = (id: string, title: string, date: string): PlanningEvent =>
  makeTestEvent(id, TIMELINE_ID, date, { projectId: 'p1', title, createdAt: stamp, updatedAt: stamp });

const timeline = makeTimeline(TIMELINE_ID, {
  projectId: 'p1',
  events: [makeEvent('e1', 'Kickoff', '2025-07-22'), makeEvent('e2', 'Launch', '2025-11-10')],
});

const makeView = (zoom: ZoomLevel = 'week', overrides: Partial<TimelineView> = {}): TimelineView => ({
  range: { ...DEFAULT_TIME_RANGE },
  setRange: vi.fn(),
  zoom,
  setZoom: vi.fn(),
  visibleStart: null,
  setVisibleStart: vi.fn(),
  isReady: true,
  request: null,
  requestView: vi.fn(),
  ...overrides,
});

function renderBoard(overrides: Partial<TimelineBoardProps> = {}) {
  const props: TimelineBoardProps = {
    timelines: [timeline],
    view: makeView(),
    objectives: {},
    isMobile: false,
    canEdit: true,
    canAdmin: true,
    canDeleteEvent: true,
    onRecolor: vi.fn(),
    onRename: vi.fn(),
    onAddEvent: vi.fn(),
    onReorder: vi.fn(),
    onEditEvent: vi.fn(),
    onDeleteEvent: vi.fn(),
    onMoveEvent: vi.fn(),
    ...overrides,
  };
  render(<TimelineBoard {...props} />);
  return props;
}

// jsdom lays nothing out: give the scroll container a size and let pointer capture be a no-op.
const originals = {
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  setPointerCapture: Object.getOwnPropertyDescriptor(Element.prototype, 'setPointerCapture'),
};
beforeAll(async () => {
  // The rows' pointer drag in before any board mounts, so no bar found by a test is mounted again
  // when it arrives (docs/decisions.md D80, D92; the swap has its own tests in sortable-rows.test.tsx).
  await loadRowDrag();
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(Element.prototype, 'setPointerCapture', { configurable: true, value: () => {} });
});
afterAll(() => {
  for (const [prop, original] of Object.entries(originals)) {
    const target = prop === 'setPointerCapture' ? Element.prototype : HTMLElement.prototype;
    if (original) Object.defineProperty(target, prop, original);
    else Reflect.deleteProperty(target, prop);
  }
});

async function scrollTo(container: HTMLElement, left: number) {
  container.scrollLeft = left;
  fireEvent.scroll(container);
  // The board reads the scroll position in an animation frame.
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

afterEach(() => vi.useRealTimers());

describe('TimelineBoard', () => {
  it('renders only the events near the visible part of the canvas', async () => {
    renderBoard();
    const container = screen.getByTestId('timeline-scroll');
    expect(screen.getByRole('button', { name: /^Kickoff,/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Launch,/ })).not.toBeInTheDocument();
    await scrollTo(container, 1600);
    expect(screen.queryByRole('button', { name: /^Kickoff,/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Launch,/ })).toBeInTheDocument();
  });

  it('keeps a dragged event while edge scrolling carries the view away, and saves the move on release', async () => {
    const { onMoveEvent } = renderBoard();
    const container = screen.getByTestId('timeline-scroll');
    const kickoff = screen.getByRole('button', { name: /^Kickoff,/ });
    fireEvent.pointerDown(kickoff, { pointerId: 1, button: 0, clientX: 400 });
    fireEvent.pointerMove(kickoff, { pointerId: 1, clientX: 500 });
    await scrollTo(container, 1600);

    expect(screen.getByRole('button', { name: /^Kickoff,/ })).toBe(kickoff);
    fireEvent.pointerMove(kickoff, { pointerId: 1, clientX: 500 });
    fireEvent.pointerUp(kickoff, { pointerId: 1, clientX: 500 });
    expect(onMoveEvent).toHaveBeenCalledTimes(1);
    const [moved, days] = vi.mocked(onMoveEvent).mock.calls[0] ?? [];
    expect(moved).toMatchObject({ id: 'e1' });
    expect(days).toBeGreaterThan(50);

    // Once released it is an ordinary event again, out of view.
    await scrollTo(container, 1800);
    expect(screen.queryByRole('button', { name: /^Kickoff,/ })).not.toBeInTheDocument();
  });

  it('keeps scrolling while the dragging pointer rests in the edge zone, and stops on release', async () => {
    const { onMoveEvent } = renderBoard();
    const container = screen.getByTestId('timeline-scroll');
    vi.spyOn(container, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1200, 800));
    const kickoff = screen.getByRole('button', { name: /^Kickoff,/ });
    vi.useFakeTimers();
    fireEvent.pointerDown(kickoff, { pointerId: 1, button: 0, clientX: 400 });
    fireEvent.pointerMove(kickoff, { pointerId: 1, clientX: 600 });
    expect(container.scrollLeft).toBe(0);

    fireEvent.pointerMove(kickoff, { pointerId: 1, clientX: 1180 });
    expect(container.scrollLeft).toBe(EDGE_SCROLL_STEP);
    act(() => vi.advanceTimersByTime(EDGE_SCROLL_INTERVAL_MS * 4));
    expect(container.scrollLeft).toBe(EDGE_SCROLL_STEP * 5);

    fireEvent.pointerUp(kickoff, { pointerId: 1, clientX: 1180 });
    act(() => vi.advanceTimersByTime(EDGE_SCROLL_INTERVAL_MS * 4));
    expect(container.scrollLeft).toBe(EDGE_SCROLL_STEP * 5);
    expect(onMoveEvent).toHaveBeenCalledTimes(1);
  });

  it('starts the left edge zone where the canvas shows, after the sticky row headers', async () => {
    renderBoard();
    const container = screen.getByTestId('timeline-scroll');
    vi.spyOn(container, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1200, 800));
    await scrollTo(container, 300);
    const kickoff = screen.getByRole('button', { name: /^Kickoff,/ });
    fireEvent.pointerDown(kickoff, { pointerId: 1, button: 0, clientX: 600 });
    // 30 px into the canvas, 270 px from the scroll box's edge (the headers are 240 px wide).
    fireEvent.pointerMove(kickoff, { pointerId: 1, clientX: 270 });
    expect(container.scrollLeft).toBe(300 - EDGE_SCROLL_STEP);
    fireEvent.pointerUp(kickoff, { pointerId: 1, clientX: 270 });
  });
});

describe('TimelineBoard zoom', () => {
  it("labels the axis for the level: 'Week N' at Week zoom, months at Month zoom, quarters at Quarter zoom", () => {
    renderBoard();
    expect(screen.getByText('Week 30')).toBeInTheDocument();
    renderBoard({ view: makeView('month') });
    expect(screen.getAllByText('Jul 2025').length).toBeGreaterThan(0);
    renderBoard({ view: makeView('quarter') });
    expect(screen.getByText('Q3 2025')).toBeInTheDocument();
  });

  it('zooms in one level with Ctrl + wheel up and out with Ctrl + wheel down, and leaves a plain wheel alone', () => {
    const view = makeView('month');
    renderBoard({ view });
    const container = screen.getByTestId('timeline-scroll');
    fireEvent.wheel(container, { deltaY: -120, ctrlKey: true, clientX: 600 });
    expect(view.setZoom).toHaveBeenLastCalledWith('week');
    fireEvent.wheel(container, { deltaY: 120, metaKey: true, clientX: 600 });
    expect(view.setZoom).toHaveBeenLastCalledWith('quarter');
    fireEvent.wheel(container, { deltaY: 120, clientX: 600 });
    expect(view.setZoom).toHaveBeenCalledTimes(2);
  });

  it('waits for the saved preferences, then opens at the first day in view', () => {
    const props = renderBoard({ view: makeView('week', { isReady: false, visibleStart: null }) });
    expect(screen.getByText('Loading timelines')).toBeInTheDocument();
    const container = screen.getByTestId('timeline-scroll');
    expect(container.scrollLeft).toBe(0);
    cleanup();
    render(<TimelineBoard {...props} view={makeView('week', { isReady: true, visibleStart: '2025-08-19' })} />);
    // 30 days after the range start at 20 px a day.
    expect(screen.getByTestId('timeline-scroll').scrollLeft).toBe(600);
  });

  it('fits the range and the level to the events on Auto-fit', () => {
    const view = makeView('day', { request: { kind: 'fit', seq: 1 } });
    renderBoard({ view });
    // 2025-07-22 … 2025-11-10 with 14 days either side: 140 days, which fit 960 px only at Month zoom.
    expect(view.setRange).toHaveBeenCalledWith({ start: '2025-07-08', end: '2025-11-24' });
    expect(view.setZoom).toHaveBeenCalledWith('month');
  });
});

describe('TimelineBoard lane overflow', () => {
  it('draws five lanes and lists the rest behind "+N", each opening its details like a bar', () => {
    const crowded: TimelineWithEvents = {
      ...timeline,
      events: Array.from({ length: 7 }, (_, i) => makeEvent(`c${i}`, `Crowd ${i}`, '2025-07-22')),
    };
    const props = renderBoard({ timelines: [crowded] });
    // Five bars drawn, two hidden: none of the hidden ones is drawn over a lane.
    expect(screen.getAllByRole('button', { name: /^Crowd \d, / })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /^Crowd 5, / })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '2 more events in Design' }));
    const hiddenOne = screen.getByRole('button', { name: /Crowd 5/, expanded: false });
    expect(screen.getByRole('button', { name: /Crowd 6/ })).toBeInTheDocument();
    fireEvent.click(hiddenOne);
    expect(hiddenOne).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Duration: 1 day')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(props.onEditEvent).toHaveBeenCalledWith(crowded.events[5]);
  });

  it("shows a milestone's title only when its lane has room for it before the next item", () => {
    const milestone = (id: string, title: string, date: string) => ({ ...makeEvent(id, title, date), isMilestone: true });
    renderBoard({
      timelines: [
        {
          ...timeline,
          events: [milestone('m1', 'Go/no-go decision', '2025-07-22'), milestone('m2', 'Launch', '2025-07-23')],
        },
      ],
    });
    // A day is a few pixels at Week zoom: the first title would run over the next diamond.
    expect(screen.getByRole('button', { name: 'Go/no-go decision, milestone, 07/22/2025' })).toBeInTheDocument();
    expect(screen.queryByText('Go/no-go decision')).not.toBeInTheDocument();
    expect(screen.getByText('Launch')).toBeInTheDocument();
  });

  it('shows no marker when every event has a lane', () => {
    renderBoard();
    expect(screen.queryByRole('button', { name: /more event/ })).not.toBeInTheDocument();
  });
});
