import { afterEach, beforeEach, expect, it, vi } from 'vitest';

/*
 * The work that waits for the first paint (docs/decisions.md D82) runs after the frame that paints
 * it, each task in a task of its own (D111). A fresh module per test: the first paint happens once.
 */

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => vi.useRealTimers());

it('holds the tasks until the frame after the mark, then runs each in a task of its own', async () => {
  const { afterFirstPaint, isFirstPaintDone, markFirstPaint } = await import('./first-paint');
  const ran: string[] = [];
  afterFirstPaint(() => ran.push('first'));
  afterFirstPaint(() => ran.push('second'));
  markFirstPaint();
  expect(ran).toEqual([]);
  // The frame that paints, then the task after it, which hands each waiting task a timer of its own.
  vi.advanceTimersToNextFrame();
  expect(vi.getTimerCount()).toBe(1);
  vi.advanceTimersToNextTimer();
  expect(isFirstPaintDone()).toBe(true);
  expect(ran).toEqual([]);
  expect(vi.getTimerCount()).toBe(2);
  await vi.runOnlyPendingTimersAsync();
  expect(ran).toEqual(['first', 'second']);
});

it('runs a task given after the first paint at once', async () => {
  const { afterFirstPaint, markFirstPaint } = await import('./first-paint');
  markFirstPaint();
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
  const ran: string[] = [];
  afterFirstPaint(() => ran.push('late'));
  expect(ran).toEqual(['late']);
});
