import { describe, expect, it, vi } from 'vitest';
import { AXIS_DAY_STEPS, GRID_DAY_STEPS, moveKeyShortcuts, moveKeyStep, onMoveKey, ROW_STEPS } from './move-keys';

const press = (key: string, modifiers: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: true,
  ...modifiers,
});

describe('moveKeyStep', () => {
  it('moves rows one place up or down', () => {
    expect(moveKeyStep(press('ArrowUp'), ROW_STEPS)).toBe(-1);
    expect(moveKeyStep(press('ArrowDown'), ROW_STEPS)).toBe(1);
    expect(moveKeyStep(press('ArrowLeft'), ROW_STEPS)).toBeNull();
  });

  it('moves a bar on the time axis a day either way, and nothing up or down', () => {
    expect(moveKeyStep(press('ArrowLeft'), AXIS_DAY_STEPS)).toBe(-1);
    expect(moveKeyStep(press('ArrowRight'), AXIS_DAY_STEPS)).toBe(1);
    expect(moveKeyStep(press('ArrowUp'), AXIS_DAY_STEPS)).toBeNull();
  });

  it('moves a calendar item a day sideways and a week up or down', () => {
    expect(moveKeyStep(press('ArrowLeft'), GRID_DAY_STEPS)).toBe(-1);
    expect(moveKeyStep(press('ArrowRight'), GRID_DAY_STEPS)).toBe(1);
    expect(moveKeyStep(press('ArrowUp'), GRID_DAY_STEPS)).toBe(-7);
    expect(moveKeyStep(press('ArrowDown'), GRID_DAY_STEPS)).toBe(7);
  });

  it('leaves plain arrows (they move the focus), arrows with other modifiers and other keys alone', () => {
    expect(moveKeyStep(press('ArrowRight', { shiftKey: false }), GRID_DAY_STEPS)).toBeNull();
    expect(moveKeyStep(press('ArrowRight', { ctrlKey: true }), GRID_DAY_STEPS)).toBeNull();
    expect(moveKeyStep(press('ArrowRight', { metaKey: true }), GRID_DAY_STEPS)).toBeNull();
    // Alt+ArrowLeft is the browser's Back on Windows and Linux: never a move.
    expect(moveKeyStep(press('ArrowLeft', { altKey: true }), GRID_DAY_STEPS)).toBeNull();
    expect(moveKeyStep(press('Enter'), GRID_DAY_STEPS)).toBeNull();
  });
});

describe('moveKeyShortcuts', () => {
  it('names each shortcut for aria-keyshortcuts', () => {
    expect(moveKeyShortcuts(ROW_STEPS)).toBe('Shift+ArrowUp Shift+ArrowDown');
    expect(moveKeyShortcuts(AXIS_DAY_STEPS)).toBe('Shift+ArrowLeft Shift+ArrowRight');
    expect(moveKeyShortcuts(GRID_DAY_STEPS)).toBe('Shift+ArrowLeft Shift+ArrowRight Shift+ArrowUp Shift+ArrowDown');
  });
});

describe('onMoveKey', () => {
  it('calls back with the step of a Shift+Arrow press and keeps the browser from acting on it', () => {
    const onStep = vi.fn();
    const preventDefault = vi.fn();
    expect(onMoveKey(GRID_DAY_STEPS, onStep)({ ...press('ArrowDown'), preventDefault })).toBe(true);
    expect(onStep).toHaveBeenCalledWith(7);
    expect(preventDefault).toHaveBeenCalled();
  });

  it('leaves a plain arrow to the roving focus', () => {
    const onStep = vi.fn();
    const preventDefault = vi.fn();
    expect(onMoveKey(GRID_DAY_STEPS, onStep)({ ...press('ArrowDown', { shiftKey: false }), preventDefault })).toBe(false);
    expect(onStep).not.toHaveBeenCalled();
    expect(preventDefault).not.toHaveBeenCalled();
  });
});
