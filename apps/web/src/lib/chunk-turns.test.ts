import { describe, expect, it } from 'vitest';
import { inTurn } from './chunk-turns';

/** A chunk fetch the test settles by hand, recording when it was asked for. */
function chunk(name: string, log: string[]) {
  let settle: (ok: boolean) => void = () => {};
  const load = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`ask ${name}`);
      settle = (ok) => (ok ? resolve(name) : reject(new Error(name)));
    });
  return { load, settle: (ok = true) => settle(ok) };
}

const tasksPass = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('chunks fetched after the first paint, one at a time (docs/decisions.md D102)', () => {
  it('asks for the next chunk only a task after the one before has arrived, the last-marked after the rest', async () => {
    const log: string[] = [];
    const popups = chunk('popups', log);
    const schemas = chunk('schemas', log);
    const arrows = chunk('arrows', log);
    const arrived: string[] = [];
    const track = (promise: Promise<string>) =>
      promise.then(
        (name) => void arrived.push(name),
        () => arrived.push('failed'),
      );
    const all = [
      track(inTurn(popups.load)),
      track(inTurn(schemas.load, { isLast: true })),
      track(inTurn(arrows.load)),
    ];

    await tasksPass();
    expect(log).toEqual(['ask popups']);
    popups.settle(false);
    await tasksPass();
    // A failed chunk does not hold the others; the one marked last waits for the arrows queued after it.
    expect(log).toEqual(['ask popups', 'ask arrows']);
    arrows.settle();
    await tasksPass();
    expect(log).toEqual(['ask popups', 'ask arrows', 'ask schemas']);
    schemas.settle();
    await Promise.all(all);
    expect(arrived).toEqual(['failed', 'arrows', 'schemas']);
  });

  it('asks at once when nothing else is being fetched', async () => {
    await tasksPass();
    const log: string[] = [];
    const alone = chunk('alone', log);
    const done = inTurn(alone.load);
    await new Promise((resolve) => setTimeout(resolve));
    expect(log).toEqual(['ask alone']);
    alone.settle();
    await expect(done).resolves.toBe('alone');
  });
});
