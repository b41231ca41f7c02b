import { describe, expect, it } from 'vitest';
import { findDependencyCycle } from './cycle.js';
import { dep } from './testing.js';

describe('findDependencyCycle', () => {
  it('is null when the new dependency closes no loop', () => {
    const deps = [dep('A', 'B'), dep('B', 'C')];
    expect(findDependencyCycle(deps, { fromEventId: 'A', toEventId: 'C' })).toBeNull();
    expect(findDependencyCycle(deps, { fromEventId: 'C', toEventId: 'D' })).toBeNull();
    expect(findDependencyCycle([], { fromEventId: 'A', toEventId: 'B' })).toBeNull();
  });

  it('names the two-event loop of a reversed dependency', () => {
    expect(findDependencyCycle([dep('A', 'B')], { fromEventId: 'B', toEventId: 'A' })).toEqual([
      'A',
      'B',
      'A',
    ]);
  });

  it('names the chain [to, …, from, to] a dependency would close', () => {
    const deps = [dep('A', 'B'), dep('B', 'C'), dep('C', 'D')];
    expect(findDependencyCycle(deps, { fromEventId: 'D', toEventId: 'A' })).toEqual([
      'A',
      'B',
      'C',
      'D',
      'A',
    ]);
    expect(findDependencyCycle(deps, { fromEventId: 'C', toEventId: 'B' })).toEqual(['B', 'C', 'B']);
  });

  it('names the shortest chain when several paths lead back', () => {
    const deps = [dep('A', 'B'), dep('B', 'C'), dep('C', 'D'), dep('A', 'D')];
    expect(findDependencyCycle(deps, { fromEventId: 'D', toEventId: 'A' })).toEqual(['A', 'D', 'A']);
  });

  it('treats an event depending on itself as a loop of one', () => {
    expect(findDependencyCycle([], { fromEventId: 'A', toEventId: 'A' })).toEqual(['A', 'A']);
  });

  it('ignores the type: a start-to-start loop is a loop too', () => {
    const deps = [dep('A', 'B', 'start_to_start', -5), dep('B', 'C', 'finish_to_finish')];
    expect(findDependencyCycle(deps, { fromEventId: 'C', toEventId: 'A' })).toEqual(['A', 'B', 'C', 'A']);
  });

  it('walks a diamond without revisiting events', () => {
    const deps = [dep('A', 'B'), dep('A', 'C'), dep('B', 'D'), dep('C', 'D'), dep('D', 'E')];
    expect(findDependencyCycle(deps, { fromEventId: 'E', toEventId: 'B' })).toEqual(['B', 'D', 'E', 'B']);
    expect(findDependencyCycle(deps, { fromEventId: 'C', toEventId: 'B' })).toBeNull();
  });
});
