import { describe, expect, it } from 'vitest';
import { compileNetwork, topologicalOrder } from './network.js';
import { dep, event } from './testing.js';

const idsOf = (network: ReturnType<typeof compileNetwork>, order: Int32Array) =>
  Array.from(order, (node) => network.ids[node]);

describe('compileNetwork', () => {
  it('numbers events in their order, with first day and length, and links both ways', () => {
    const network = compileNetwork([event('A', 1, 3), event('B', 5)], [dep('A', 'B', 'start_to_finish', -2)]);
    expect(network.ids).toEqual(['A', 'B']);
    expect(network.start[1]! - network.start[0]!).toBe(4);
    expect(Array.from(network.extra)).toEqual([2, 0]);
    expect([network.from[0], network.to[0], network.code[0], network.lag[0]]).toEqual([0, 1, 3, -2]);
    expect(Array.from(network.outEdges.subarray(network.outStart[0], network.outStart[1]))).toEqual([0]);
    expect(Array.from(network.inEdges.subarray(network.inStart[1], network.inStart[2]))).toEqual([0]);
  });

  it('leaves out dependencies on unknown events and on the event itself', () => {
    const network = compileNetwork(
      [event('A', 1), event('B', 2)],
      [dep('A', 'ghost'), dep('A', 'A'), dep('A', 'B')],
    );
    expect(network.deps.map((item) => item.id)).toEqual(['A>B']);
  });
});

describe('topologicalOrder', () => {
  it('puts every predecessor before its successors', () => {
    const deps = [dep('C', 'D'), dep('A', 'C'), dep('B', 'C'), dep('A', 'B')];
    const network = compileNetwork(
      ['D', 'C', 'B', 'A'].map((id) => event(id, 1)),
      deps,
    );
    const order = idsOf(network, topologicalOrder(network));
    expect(order).toHaveLength(4);
    for (const { fromEventId, toEventId } of deps)
      expect(order.indexOf(fromEventId)).toBeLessThan(order.indexOf(toEventId));
  });

  it('counts only dependencies between members', () => {
    const network = compileNetwork(
      ['A', 'B', 'C'].map((id) => event(id, 1)),
      [dep('A', 'B'), dep('B', 'C')],
    );
    expect(idsOf(network, topologicalOrder(network, Uint8Array.from([0, 1, 1])))).toEqual(['B', 'C']);
  });

  it('leaves out a cycle and what follows it instead of looping', () => {
    const deps = [dep('A', 'B'), dep('B', 'C'), dep('C', 'B'), dep('C', 'D')];
    const network = compileNetwork(
      ['A', 'B', 'C', 'D', 'E'].map((id) => event(id, 1)),
      deps,
    );
    expect(idsOf(network, topologicalOrder(network))).toEqual(['A', 'E']);
  });
});
