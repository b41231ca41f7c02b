import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILTIN_OBJECTIVE_MAP, type BulkEventsBody } from '@plotline/shared';
import { makeEvent, makeProjectDetail, makeTimeline } from '@/test/projects';
import { BulkActionBar, bulkDeleteQuestion } from './bulk-action-bar';
import { resetSelectionForTests, toggled, useEventSelection } from './selection-store';

const project = makeProjectDetail('owner', [
  makeTimeline('t1', { name: 'Design', events: [makeEvent('e1', 't1', '2025-08-01'), makeEvent('e2', 't1', '2025-08-04')] }),
  makeTimeline('t2', { name: 'Build', events: [makeEvent('e3', 't2', '2025-08-02')] }),
]);

/** The bar over a live selection of `project`, with `ids` selected first. */
function renderBar(ids: string[], options: { canEdit?: boolean; canDelete?: boolean } = {}) {
  const onApply = vi.fn((_body: BulkEventsBody) => Promise.resolve());
  const hook = renderHook(() => useEventSelection(project.id));
  act(() => hook.result.current.select(ids, 'replace'));
  function Harness() {
    const selection = useEventSelection(project.id);
    return (
      <BulkActionBar
        project={project}
        objectives={BUILTIN_OBJECTIVE_MAP}
        selection={selection}
        canEdit={options.canEdit ?? true}
        canDelete={options.canDelete ?? true}
        hint="Select some."
        onApply={onApply}
      />
    );
  }
  render(<Harness />);
  return { onApply, selection: () => hook.result.current };
}

afterEach(() => resetSelectionForTests());

describe('event selection (docs/decisions.md D48)', () => {
  it('toggles ids in and out, and a selection belongs to its project', () => {
    expect([...toggled(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...toggled(new Set(['a', 'b']), 'a')]).toEqual(['b']);
    const first = renderHook(() => useEventSelection('p1'));
    act(() => first.result.current.toggle('e1'));
    expect(first.result.current.ids.has('e1')).toBe(true);
    expect(renderHook(() => useEventSelection('p2')).result.current.ids.size).toBe(0);
  });
});

describe('BulkActionBar', () => {
  it('offers Select all while nothing is selected, and selects every event', async () => {
    const { selection } = renderBar([]);
    expect(screen.getByText('Select some.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect([...selection().ids].sort()).toEqual(['e1', 'e2', 'e3']);
    expect(await screen.findByRole('toolbar', { name: 'Bulk actions' })).toHaveTextContent('3 selected');
  });

  it('selects all in a timeline, adding to what is selected', async () => {
    const { selection } = renderBar([]);
    await userEvent.click(screen.getByRole('button', { name: 'Select all in timeline' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Build (1 event)' }));
    expect([...selection().ids]).toEqual(['e3']);
    const bar = await screen.findByRole('toolbar', { name: 'Bulk actions' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Select all in timeline' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Design (2 events)' }));
    expect([...selection().ids].sort()).toEqual(['e1', 'e2', 'e3']);
    expect(bar).toHaveTextContent('3 selected');
  });

  it('shifts the selected events by the days typed', async () => {
    const { onApply } = renderBar(['e1', 'e3']);
    await userEvent.click(screen.getByRole('button', { name: 'Shift by days' }));
    const days = await screen.findByLabelText('Days');
    await userEvent.clear(days);
    await userEvent.type(days, '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ eventIds: ['e1', 'e3'], action: 'shift', days: -3 });
  });

  it('refuses a shift of 0 days, naming the field', async () => {
    const { onApply } = renderBar(['e1']);
    await userEvent.click(screen.getByRole('button', { name: 'Shift by days' }));
    await userEvent.clear(await screen.findByLabelText('Days'));
    await userEvent.type(screen.getByLabelText('Days'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Days must not be 0');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('moves to the timeline chosen and sets the objective chosen', async () => {
    const { onApply } = renderBar(['e1', 'e2']);
    await userEvent.click(screen.getByRole('button', { name: 'Move to timeline' }));
    await userEvent.selectOptions(await screen.findByLabelText('Timeline'), 'Build');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({ eventIds: ['e1', 'e2'], action: 'move', timelineId: 't2' });
    await userEvent.click(screen.getByRole('button', { name: 'Set objective' }));
    await userEvent.selectOptions(await screen.findByLabelText('Objective'), 'Testing');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({ eventIds: ['e1', 'e2'], action: 'objective', objective: 'testing' });
  });

  it('asks before deleting with the count, then clears the selection', async () => {
    const { onApply, selection } = renderBar(['e1', 'e2', 'e3']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete 3 events' })).toHaveTextContent(bulkDeleteQuestion(3));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onApply).toHaveBeenCalledWith({ eventIds: ['e1', 'e2', 'e3'], action: 'delete' });
    await waitFor(() => expect(selection().ids.size).toBe(0));
  });

  it('shows only what the user may do, and Escape clears', async () => {
    const { selection } = renderBar(['e1'], { canEdit: false, canDelete: false });
    expect(screen.queryByRole('button', { name: 'Shift by days' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(selection().ids.size).toBe(0);
  });
});
