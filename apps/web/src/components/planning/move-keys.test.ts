import { describe, expect, it, vi } from 'vitest';
import { altArrowShortcuts, altArrowStep, AXIS_DAY_STEPS, GRID_DAY_STEPS, onAltArrow, ROW_STEPS } from './alt-arrow';

const press = (key: string, modifiers: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
  key,
  altKey: true,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('altArrowStep', () => {
  it('moves rows one place up or down', () => {
    expect(altArrowStep(press('ArrowUp'), ROW_STEPS)).toBe(-1);
    expect(altArrowStep(press('ArrowDown'), ROW_STEPS)).toBe(1);
    expect(altArrowStep(press('ArrowLeft'), ROW_STEPS)).toBeNull();
  });

  it('moves a bar on the time axis a day either way, and nothing up or down', () => {
    expect(altArrowStep(press('ArrowLeft'), AXIS_DAY_STEPS)).toBe(-1);
    expect(altArrowStep(press('ArrowRight'), AXIS_DAY_STEPS)).toBe(1);
    expect(altArrowStep(press('ArrowUp'), AXIS_DAY_STEPS)).toBeNull();
  });

  it('moves a calendar item a day sideways and a week up or down', () => {
    expect(altArrowStep(press('ArrowLeft'), GRID_DAY_STEPS)).toBe(-1);
    expect(altArrowStep(press('ArrowRight'), GRID_DAY_STEPS)).toBe(1);
    expect(altArrowStep(press('ArrowUp'), GRID_DAY_STEPS)).toBe(-7);
    expect(altArrowStep(press('ArrowDown'), GRID_DAY_STEPS)).toBe(7);
  });

  it('leaves plain arrows, arrows with other modifiers and other keys alone', () => {
    expect(altArrowStep(press('ArrowRight', { altKey: false }), GRID_DAY_STEPS)).toBeNull();
    expect(altArrowStep(press('ArrowRight', { ctrlKey: true }), GRID_DAY_STEPS)).toBeNull();
    expect(altArrowStep(press('ArrowRight', { metaKey: true }), GRID_DAY_STEPS)).toBeNull();
    expect(altArrowStep(press('ArrowRight', { shiftKey: true }), GRID_DAY_STEPS)).toBeNull();
    expect(altArrowStep(press('Enter'), GRID_DAY_STEPS)).toBeNull();
  });
});

describe('altArrowShortcuts', () => {
  it('names each shortcut for aria-keyshortcuts', () => {
    expect(altArrowShortcuts(ROW_STEPS)).toBe('Alt+ArrowUp Alt+ArrowDown');
    expect(altArrowShortcuts(AXIS_DAY_STEPS)).toBe('Alt+ArrowLeft Alt+ArrowRight');
    expect(altArrowShortcuts(GRID_DAY_STEPS)).toBe('Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown');
  });
});

describe('onAltArrow', () => {
  it('calls back with the step of an Alt+Arrow press and keeps the browser from acting on it', () => {
    const onStep = vi.fn();
    const preventDefault = vi.fn();
    onAltArrow(GRID_DAY_STEPS, onStep)({ ...press('ArrowDown'), preventDefault });
    expect(onStep).toHaveBeenCalledWith(7);
    expect(preventDefault).toHaveBeenCalled();
  });

  it('leaves a plain arrow to the browser', () => {
    const onStep = vi.fn();
    const preventDefault = vi.fn();
    onAltArrow(GRID_DAY_STEPS, onStep)({ ...press('ArrowDown', { altKey: false }), preventDefault });
    expect(onStep).not.toHaveBeenCalled();
    expect(preventDefault).not.toHaveBeenCalled();
  });
});
