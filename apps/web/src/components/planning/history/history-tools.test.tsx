import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryOperation } from '@plotline/shared';
import type { HistoryFilterValues, HistoryListState } from './history-panel';
import { HistoryTools, type UndoRedoState } from './history-tools';

// The panel loads on first open (D59): loaded here first, so no test's first open waits on a busy host's import.
beforeAll(() => import('./history-panel'), 60_000);

const ME = { id: 'ada', name: 'Ada Lovelace' };
const GRACE = { id: 'grace', name: 'Grace Hopper' };

function operation(id: string, overrides: Partial<HistoryOperation> = {}): HistoryOperation {
  return {
    id,
    projectId: 'p1',
    actor: ME,
    at: '2025-08-01T10:00:00.000Z',
    kind: 'event.moved',
    summary: `Ada moved 'Cutover rehearsal' from 08/04/2025 to 08/11/2025`,
    changes: [{ entity: 'event', entityId: 'e1', before: { title: 'Cutover rehearsal' }, after: { title: 'Cutover rehearsal' } }],
    changeCount: 1,
    undoneAt: null,
    ...overrides,
  };
}

const BULK = operation('op2', {
  kind: 'bulk.shift',
  summary: 'Grace shifted 2 events by 7 days',
  actor: GRACE,
  changes: [
    { entity: 'event', entityId: 'e1', before: { title: 'Cutover rehearsal', startDate: '2025-08-04', endDate: null }, after: { title: 'Cutover rehearsal', startDate: '2025-08-11', endDate: null } },
    { entity: 'event', entityId: 'e2', before: { title: 'Go-live', startDate: '2025-08-20', endDate: null }, after: { title: 'Go-live', startDate: '2025-08-27', endDate: null } },
  ],
  changeCount: 2,
});

interface Setup {
  canEdit?: boolean;
  exhausted?: Partial<UndoRedoState['isExhausted']>;
  list?: Partial<HistoryListState>;
}

/** HistoryTools with fake state: the panel opens and filters for real, the calls are spies. */
function renderTools({ canEdit = true, exhausted = {}, list = {} }: Setup = {}) {
  const run = vi.fn();
  const setFiltersSpy = vi.fn();
  const loadMore = vi.fn();
  function Harness() {
    const [isOpen, setOpen] = useState(false);
    const [filters, setFilters] = useState<HistoryFilterValues>({});
    const history: HistoryListState = {
      isOpen,
      setOpen,
      filters,
      setFilters: (next) => {
        setFiltersSpy(next);
        setFilters(next);
      },
      entries: [],
      isLoading: false,
      error: null,
      hasMore: false,
      isLoadingMore: false,
      loadMore,
      people: [{ id: ME.id, name: `${ME.name} (you)` }, GRACE],
      events: [{ id: 'e1', name: 'Cutover rehearsal' }, { id: 'e2', name: 'Go-live' }],
      ...list,
    };
    const undoRedo: UndoRedoState = {
      run,
      isPending: false,
      isExhausted: { undo: false, redo: false, ...exhausted },
      nothingLeft: { undo: 'Nothing to undo', redo: 'Nothing to redo' },
    };
    return (
      <>
        <input aria-label="Title" />
        <HistoryTools undoRedo={undoRedo} history={history} hasProject canEdit={canEdit} />
      </>
    );
  }
  const view = render(<Harness />);
  return { ...view, run, setFilters: setFiltersSpy, loadMore };
}

const buttonNames = () => screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));

describe('HistoryTools', () => {
  it('names its buttons and their keys, in the contract order; readers get History alone', () => {
    const { unmount } = renderTools();
    expect(buttonNames()).toEqual(['Undo', 'Redo', 'History']);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-keyshortcuts', 'Control+Z Meta+Z');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-keyshortcuts', 'Control+Shift+Z Meta+Shift+Z Control+Y');
    unmount();
    renderTools({ canEdit: false });
    expect(buttonNames()).toEqual(['History']);
  });

  it('undoes on Ctrl+Z and ⌘+Z, redoes on Ctrl+Shift+Z and Ctrl+Y, and on the buttons', async () => {
    const { run } = renderTools();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(run.mock.calls.map(([direction]) => direction)).toEqual(['undo', 'undo', 'redo', 'redo', 'undo', 'redo']);
  });

  it('leaves Ctrl+Z to a text field and to an open dialog; readers have no shortcut', async () => {
    const { run, unmount } = renderTools();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Title' }), { key: 'z', ctrlKey: true });
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    fireEvent.keyDown(dialog, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(run).not.toHaveBeenCalled();
    unmount();
    const reader = renderTools({ canEdit: false });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(reader.run).not.toHaveBeenCalled();
  });

  it('turns a button off with the reason when there is nothing left', () => {
    renderTools({ exhausted: { undo: true } });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('title', 'Nothing to undo');
    expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled();
  });
});

describe('HistoryPanel', () => {
  it('lists operations in words, newest first, with the parts of one that changed several things', async () => {
    renderTools({ list: { entries: [BULK, operation('op1', { undoneAt: '2025-08-01T11:00:00.000Z' })] } });
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Grace shifted 2 events by 7 days');
    expect(items[0]).toHaveTextContent(`Changed event 'Cutover rehearsal': dates 08/04/2025 → 08/11/2025`);
    expect(items[0]).toHaveTextContent(`Changed event 'Go-live': dates 08/20/2025 → 08/27/2025`);
    expect(items[1]).toHaveTextContent(`Ada moved 'Cutover rehearsal' from 08/04/2025 to 08/11/2025`);
    expect(items[1]).toHaveTextContent('Undone');
  });

  it('counts the parts of a large operation from changeCount: the answer lists only its first ones', async () => {
    const listed = Array.from({ length: 20 }, (_, index) => ({
      entity: 'event' as const,
      entityId: `e${index}`,
      before: { title: `Task ${index}`, startDate: '2025-08-04', endDate: null },
      after: { title: `Task ${index}`, startDate: '2025-08-11', endDate: null },
    }));
    const large = operation('op3', { kind: 'bulk.shift', summary: 'Ada shifted 5,000 events by 7 days', changes: listed, changeCount: 5000 });
    renderTools({ list: { entries: [large] } });
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    const parts = within(list).getAllByRole('listitem').filter((item) => item.parentElement !== list);
    expect(parts).toHaveLength(9);
    expect(parts.at(-1)).toHaveTextContent(/^and 4992 more$/);
  });

  it('filters by person and by event, and loads more', async () => {
    const { setFilters, loadMore } = renderTools({ list: { entries: [operation('op1')], hasMore: true } });
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    await userEvent.selectOptions(screen.getByLabelText('Person'), 'Grace Hopper');
    expect(setFilters).toHaveBeenLastCalledWith({ actorId: 'grace' });
    await userEvent.selectOptions(screen.getByLabelText('Event'), 'Go-live');
    expect(setFilters).toHaveBeenLastCalledWith({ actorId: 'grace', eventId: 'e2' });
    await userEvent.selectOptions(screen.getByLabelText('Person'), 'Everyone');
    expect(setFilters).toHaveBeenLastCalledWith({ actorId: undefined, eventId: 'e2' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(loadMore).toHaveBeenCalledOnce();
  });

  it('says when there is nothing, for the project or for the filters', async () => {
    renderTools();
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(screen.getByText('No changes yet.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Event'), 'Go-live');
    expect(screen.getByText('No changes match these filters.')).toBeInTheDocument();
  });
});
