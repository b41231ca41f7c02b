import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { layoutRow, type PlanningEvent } from '@plotline/shared';
import { makeDependency as dep, makeEvent } from '@/test/projects';
import { scheduleEventMap } from '@/api/planning';
import type { DependencyBoardData } from '../hooks/use-dependencies';
import { createDragPreviewStore } from '@/components/planning/timeline/use-drag-preview';
import type { TimelineLayout } from '@/components/planning/timeline/use-row-layouts';
import { DependencyLayer } from './dependency-layer';

const RANGE = { start: '2025-07-01', end: '2025-07-31' };
const WIDTH = 31 * 20;
const T = 't1';
const events: PlanningEvent[] = [
  makeEvent('a', T, '2025-07-02', { title: 'Rehearsal', endDate: '2025-07-05T12:00:00.000Z' }),
  makeEvent('b', T, '2025-07-04', { title: 'Cutover', endDate: '2025-07-08T12:00:00.000Z' }),
  makeEvent('c', T, '2025-07-20', { title: 'Go-live', isMilestone: true }),
];
function layouts(): TimelineLayout[] {
  const row = layoutRow(events, RANGE, WIDTH);
  return [
    {
      placed: row.placed.map((placed) => ({ ...placed, objective: { name: 'Testing', color: '#3b82f6' } })),
      overflow: [],
      laneCount: row.laneCount,
      height: row.height,
    },
  ];
}

function renderLayer(overrides: Partial<DependencyBoardData> = {}, window = { left: -400, right: 2000, top: 0, bottom: 500 }) {
  const data: DependencyBoardData = {
    dependencies: [dep('d1', 'a', 'b'), dep('d2', 'b', 'c')],
    violated: new Set(['d1']),
    critical: null,
    events: scheduleEventMap({ timelines: [{ events } as never] }),
    titles: new Map(events.map((event) => [event.id, event.title])),
    autoSchedule: false,
    canEdit: true,
    onCreate: vi.fn(),
    onDelete: vi.fn(),
    onUpdate: vi.fn(),
    focus: null,
    dragPreview: createDragPreviewStore(),
    ...overrides,
  };
  function Board() {
    const scrollRef = useRef<HTMLDivElement>(null);
    return (
      <div ref={scrollRef}>
        {events.map((event) => (
          <button key={event.id} type="button" data-event-id={event.id}>
            {event.title}
          </button>
        ))}
        <DependencyLayer
          data={data}
          layouts={layouts()}
          range={RANGE}
          width={WIDTH}
          headerWidth={240}
          scrollRef={scrollRef}
          window={window}
        />
      </div>
    );
  }
  render(<Board />);
  return { data, user: userEvent.setup() };
}

const arrow = (name: string | RegExp) => screen.getByRole('button', { name });

afterEach(() => vi.restoreAllMocks());

describe('DependencyLayer', () => {
  it('draws an arrow per dependency, named by its events, the violated one red', () => {
    renderLayer();
    expect(arrow('Violated dependency: Rehearsal → Cutover (finish to start)')).toHaveAttribute('data-tone', 'violated');
    expect(arrow('Dependency: Cutover → Go-live (finish to start)')).toHaveAttribute('data-tone', 'normal');
  });

  it('draws only the arrows that reach into the view', () => {
    // Day 20 (Go-live) is at x ≈ 380-400: a window left of it keeps the first arrow only.
    renderLayer({}, { left: 0, right: 100, top: 0, bottom: 500 });
    expect(arrow(/Rehearsal → Cutover/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cutover → Go-live/ })).not.toBeInTheDocument();
  });

  it('outlines only the critical events in the view', () => {
    renderLayer({ violated: new Set(), critical: { eventIds: new Set(['b', 'c']), dependencyIds: new Set(['d2']) } }, { left: 0, right: 100, top: 0, bottom: 500 });
    expect(screen.getByRole('img', { name: 'On the critical path: Cutover' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'On the critical path: Go-live' })).not.toBeInTheDocument();
  });

  it('selects an arrow on click; Delete or the Remove button removes it', async () => {
    const { data, user } = renderLayer();
    await user.click(arrow(/Rehearsal → Cutover/));
    expect(arrow(/Rehearsal → Cutover/)).toHaveAttribute('aria-pressed', 'true');
    expect(arrow(/Rehearsal → Cutover/)).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(data.onDelete).toHaveBeenCalledWith('d1');

    await user.click(arrow(/Cutover → Go-live/));
    await user.click(screen.getByRole('button', { name: 'Remove dependency' }));
    expect(data.onDelete).toHaveBeenCalledWith('d2');
  });

  it("edits the selected arrow's type and lag from the keyboard: Enter opens the editor, Save sends both", async () => {
    const { data, user } = renderLayer();
    await user.click(arrow(/Cutover → Go-live/));
    await user.keyboard('{Enter}');
    const editor = screen.getByRole('dialog', { name: 'Edit dependency: Cutover → Go-live' });
    const type = within(editor).getByRole('combobox', { name: 'Type' });
    expect(type).toHaveValue('finish_to_start');
    await user.selectOptions(type, 'Start to start');
    const lag = within(editor).getByRole('spinbutton', { name: 'Lag (days)' });
    await user.clear(lag);
    await user.type(lag, '-2');
    await user.keyboard('{Enter}');
    expect(data.onUpdate).toHaveBeenCalledWith(expect.objectContaining({ id: 'd2' }), { type: 'start_to_start', lagDays: -2 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a lag that is not a whole number of days, and sends nothing', async () => {
    const { data, user } = renderLayer();
    await user.click(arrow(/Rehearsal → Cutover/));
    await user.click(screen.getByRole('button', { name: 'Edit dependency' }));
    const editor = screen.getByRole('dialog', { name: 'Edit dependency: Rehearsal → Cutover' });
    const lag = within(editor).getByRole('spinbutton', { name: 'Lag (days)' });
    await user.clear(lag);
    await user.type(lag, '1.5');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent('Lag must be a whole number of days');
    expect(lag).toHaveAttribute('aria-invalid', 'true');
    expect(data.onUpdate).not.toHaveBeenCalled();
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(data.onUpdate).not.toHaveBeenCalled();
  });

  it('without the edit right selects but never removes, and offers no handle', async () => {
    const { data, user } = renderLayer({ canEdit: false });
    await user.click(arrow(/Rehearsal → Cutover/));
    await user.keyboard('{Delete}');
    expect(data.onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Remove dependency' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Rehearsal' }));
    expect(screen.queryByRole('button', { name: /^Link/ })).not.toBeInTheDocument();
  });

  it("creates a dependency by dragging the hovered bar's handle onto another bar", () => {
    const { data } = renderLayer();
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Rehearsal' }));
    const handle = screen.getByRole('button', { name: 'Link Rehearsal to another event' });
    fireEvent.pointerDown(handle, { button: 0, clientX: 100, clientY: 20 });
    const sheet = screen.getByTestId('dependency-drawing');
    fireEvent.pointerMove(sheet, { clientX: 300, clientY: 20 });
    expect(screen.getByTestId('dependency-layer').querySelector('line')).not.toBeNull();
    // jsdom has no layout: say what lies under the pointer.
    document.elementsFromPoint = vi.fn(() => [sheet, screen.getByRole('button', { name: 'Go-live' })]);
    fireEvent.pointerUp(sheet, { clientX: 300, clientY: 20 });
    expect(data.onCreate).toHaveBeenCalledWith('a', 'c');
    expect(screen.queryByTestId('dependency-drawing')).not.toBeInTheDocument();
  });

  it('outlines the critical events and draws their arrows as critical', () => {
    renderLayer({ violated: new Set(), critical: { eventIds: new Set(['b', 'c']), dependencyIds: new Set(['d2']) } });
    expect(screen.getByRole('img', { name: 'On the critical path: Cutover' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'On the critical path: Go-live' })).toBeInTheDocument();
    expect(arrow(/Cutover → Go-live/)).toHaveAttribute('data-tone', 'critical');
  });

  it('previews where auto-schedule pushes the successors while a bar is dragged', () => {
    const { data } = renderLayer({ autoSchedule: true });
    expect(screen.queryByRole('img', { name: /would move here/ })).not.toBeInTheDocument();
    // Rehearsal three days later (ends July 8): Cutover must start July 9; Go-live (July 20) stays.
    act(() => data.dragPreview.set({ eventId: 'a', days: 3 }));
    expect(screen.getByRole('img', { name: 'Cutover would move here' })).toHaveAttribute('x', String(8 * 20));
    expect(screen.queryByRole('img', { name: 'Go-live would move here' })).not.toBeInTheDocument();
    act(() => data.dragPreview.set(null));
    expect(screen.queryByRole('img', { name: /would move here/ })).not.toBeInTheDocument();
  });
});
