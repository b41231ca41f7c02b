import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { COLOR_SAVE_DELAY_MS, DebouncedColorInput } from './debounced-color-input';

/** The input for timeline "Design", saved colour #3B82F6, with a spy for what it saves. */
function renderInput() {
  const onCommit = vi.fn();
  const { unmount } = render(<DebouncedColorInput name="Design" color="#3B82F6" onCommit={onCommit} />);
  return { onCommit, input: screen.getByLabelText('Colour of Design'), unmount };
}

describe('DebouncedColorInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, the last colour picked, upper-case, after the picker settles', () => {
    const { onCommit, input } = renderInput();
    fireEvent.change(input, { target: { value: '#111111' } });
    fireEvent.change(input, { target: { value: '#10b981' } });
    // The picked colour shows while the user is still picking; nothing is saved yet.
    expect(input).toHaveValue('#10b981');
    act(() => vi.advanceTimersByTime(COLOR_SAVE_DELAY_MS - 1));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('#10B981');
    // Afterwards the saved colour shows again: the parent's, until it changes (or rolls back).
    expect(input).toHaveValue('#3b82f6');
  });

  it('saves nothing when the user settles back on the saved colour', () => {
    const { onCommit, input } = renderInput();
    fireEvent.change(input, { target: { value: '#111111' } });
    fireEvent.change(input, { target: { value: '#3b82f6' } });
    act(() => vi.advanceTimersByTime(COLOR_SAVE_DELAY_MS));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('saves nothing after it is gone', () => {
    const { onCommit, input, unmount } = renderInput();
    fireEvent.change(input, { target: { value: '#111111' } });
    unmount();
    act(() => vi.advanceTimersByTime(COLOR_SAVE_DELAY_MS));
    expect(onCommit).not.toHaveBeenCalled();
  });
});
