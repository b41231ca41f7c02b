import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeDependency } from '@/test/projects';
import { DependencyControls, type DependencyControlsProps } from './dependency-controls';

const dependency = (id: string, fromEventId: string, toEventId: string) =>
  makeDependency(id, fromEventId, toEventId, { isViolated: true });

function renderControls(overrides: Partial<DependencyControlsProps> = {}) {
  const props: DependencyControlsProps = {
    conflicts: [],
    onFocusEvent: vi.fn(),
    showCritical: false,
    onShowCriticalChange: vi.fn(),
    autoSchedule: false,
    onAutoScheduleChange: vi.fn(),
    canAdmin: true,
    ...overrides,
  };
  render(<DependencyControls {...props} />);
  return { props, user: userEvent.setup() };
}

describe('DependencyControls', () => {
  it('lists the violated dependencies and focuses the successor of the one clicked', async () => {
    const { props, user } = renderControls({
      conflicts: [
        { dependency: dependency('d1', 'a', 'b'), fromTitle: 'Rehearsal', toTitle: 'Cutover' },
        { dependency: dependency('d2', 'b', 'c'), fromTitle: 'Cutover', toTitle: 'Launch' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Conflicts (2)' }));
    const list = await screen.findByRole('list', { name: 'Violated dependencies' });
    expect(within(list).getAllByRole('button').map((item) => item.textContent)).toEqual([
      'Rehearsal → Cutover',
      'Cutover → Launch',
    ]);
    expect(screen.getByText(/2 dependencies not kept/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Cutover → Launch' }));
    expect(props.onFocusEvent).toHaveBeenCalledWith('c');
    expect(screen.queryByRole('list', { name: 'Violated dependencies' })).not.toBeInTheDocument();
  });

  it('says when every dependency is kept', async () => {
    const { user } = renderControls();
    await user.click(screen.getByRole('button', { name: 'Conflicts (0)' }));
    expect(await screen.findByText('No conflicts: every dependency is kept.')).toBeInTheDocument();
  });

  it('toggles the critical path and auto-schedule', async () => {
    const { props, user } = renderControls({ showCritical: true });
    expect(screen.getByRole('button', { name: 'Critical path' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Critical path' }));
    expect(props.onShowCriticalChange).toHaveBeenCalledWith(false);
    const toggle = screen.getByRole('switch', { name: 'Auto-schedule' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(props.onAutoScheduleChange).toHaveBeenCalledWith(true);
  });

  it('shows auto-schedule read-only without the admin right', async () => {
    const { props, user } = renderControls({ canAdmin: false, autoSchedule: true });
    const toggle = screen.getByRole('switch', { name: 'Auto-schedule' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    expect(props.onAutoScheduleChange).not.toHaveBeenCalled();
  });
});
