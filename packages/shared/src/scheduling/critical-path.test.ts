import { describe, expect, it } from 'vitest';
import { criticalPath } from './critical-path.js';
import { activities, dep, event } from './testing.js';

describe('criticalPath on textbook networks (every activity as soon as possible from day 1)', () => {
  it('finds the one longest chain of a six-activity network', () => {
    // A3 → B5 → D4 → F2 and A → C2 → E3 → F: A 1–3, B 4–8, C 4–5, D 9–12, E 6–8, F 13–14.
    // C and E have 4 days of slack.
    const events = activities({ A: 3, B: 5, C: 2, D: 4, E: 3, F: 2 });
    const deps = [dep('A', 'B'), dep('A', 'C'), dep('B', 'D'), dep('C', 'E'), dep('D', 'F'), dep('E', 'F')];
    expect(criticalPath(events, deps)).toEqual({
      eventIds: ['A', 'B', 'D', 'F'],
      dependencyIds: ['A>B', 'B>D', 'D>F'],
    });
  });

  it('marks both branches of a diamond when they tie', () => {
    const events = activities({ A: 2, B: 3, C: 3, D: 1 });
    const deps = [dep('A', 'B'), dep('A', 'C'), dep('B', 'D'), dep('C', 'D')];
    expect(criticalPath(events, deps)).toEqual({
      eventIds: ['A', 'B', 'C', 'D'],
      dependencyIds: ['A>B', 'A>C', 'B>D', 'C>D'],
    });
  });

  it('marks only the longer branch of a diamond', () => {
    const events = activities({ A: 2, B: 3, C: 5, D: 1 });
    const deps = [dep('A', 'B'), dep('A', 'C'), dep('B', 'D'), dep('C', 'D')];
    expect(criticalPath(events, deps)).toEqual({ eventIds: ['A', 'C', 'D'], dependencyIds: ['A>C', 'C>D'] });
  });

  it('marks two separate chains that end on the same latest day, and not a shorter parallel one', () => {
    // A4 → B6 ends day 10; C7 → D3 ends day 10; E2 → F2 ends day 4.
    const events = activities({ A: 4, B: 6, C: 7, D: 3, E: 2, F: 2 });
    const deps = [dep('A', 'B'), dep('C', 'D'), dep('E', 'F')];
    expect(criticalPath(events, deps)).toEqual({
      eventIds: ['A', 'C', 'B', 'D'],
      dependencyIds: ['A>B', 'C>D'],
    });
  });

  it('counts lags: a positive lag lengthens a branch, a negative one shortens it', () => {
    // A2 → B3 with lag 4 ends day 10; A → C5 with lag -1 ends day 6.
    const events = activities({ A: 2, B: 3, C: 5 });
    const deps = [dep('A', 'B', 'finish_to_start', 4), dep('A', 'C', 'finish_to_start', -1)];
    expect(criticalPath(events, deps)).toEqual({ eventIds: ['A', 'B'], dependencyIds: ['A>B'] });
    // With a long enough lag the other branch takes over.
    const longer = [dep('A', 'B', 'finish_to_start', 4), dep('A', 'C', 'finish_to_start', 4)];
    expect(criticalPath(events, longer)).toEqual({ eventIds: ['A', 'C'], dependencyIds: ['A>C'] });
  });

  it('handles all four types with lags in one network', () => {
    // A 1–4; B starts 2 days after A starts (SS+2): 3–7; C ends a day after B ends (FF+1): 7–8;
    // D ends 5 days after A starts (SF+5): 4–6, 2 days of slack.
    const events = activities({ A: 4, B: 5, C: 2, D: 3 });
    const deps = [
      dep('A', 'B', 'start_to_start', 2),
      dep('B', 'C', 'finish_to_finish', 1),
      dep('A', 'D', 'start_to_finish', 5),
    ];
    expect(criticalPath(events, deps)).toEqual({ eventIds: ['A', 'B', 'C'], dependencyIds: ['A>B', 'B>C'] });
  });

  it('sees through a start-to-start link: a long predecessor of a short successor is the end itself', () => {
    // A 1–10, B SS+1 2–3: A ends last, B has slack.
    const events = activities({ A: 10, B: 2 });
    expect(criticalPath(events, [dep('A', 'B', 'start_to_start', 1)])).toEqual({
      eventIds: ['A'],
      dependencyIds: [],
    });
  });

  it('makes a finish-to-finish predecessor critical through its successor', () => {
    // A 1–6, B FF+2 ends day 8 (B 1 day: 8); C 1–5 leads into B with SF: B's end ≥ C start + 3.
    const events = activities({ A: 6, B: 1, C: 5 });
    const deps = [dep('A', 'B', 'finish_to_finish', 2), dep('C', 'B', 'start_to_finish', 3)];
    expect(criticalPath(events, deps)).toEqual({ eventIds: ['A', 'B'], dependencyIds: ['A>B'] });
  });
});

describe('criticalPath on a plan with dates', () => {
  it('a gap before an event takes the slack away from its predecessors', () => {
    // A 1–3, B planned from day 10 (not before): only B decides the finish.
    expect(criticalPath([event('A', 1, 3), event('B', 10, 12)], [dep('A', 'B')])).toEqual({
      eventIds: ['B'],
      dependencyIds: [],
    });
  });

  it('reads a violated dependency as the schedule auto-scheduling would make of it', () => {
    // B (3–4) violates A (1–5): the forward pass puts it at 6–7, after A, ending the project.
    const events = [event('A', 1, 5), event('B', 3, 4), event('C', 1, 6)];
    expect(criticalPath(events, [dep('A', 'B')])).toEqual({ eventIds: ['A', 'B'], dependencyIds: ['A>B'] });
  });

  it('an event without dependencies that ends last is the critical path alone', () => {
    const events = [event('A', 1, 5), event('B', 6, 8), event('Z', 2, 20)];
    expect(criticalPath(events, [dep('A', 'B')])).toEqual({ eventIds: ['Z'], dependencyIds: [] });
  });

  it('a single-day milestone at the end of a chain is on it', () => {
    const events = [event('A', 1, 5), event('B', 6, 9), event('Launch', 10)];
    expect(criticalPath(events, [dep('A', 'B'), dep('B', 'Launch')])).toEqual({
      eventIds: ['A', 'B', 'Launch'],
      dependencyIds: ['A>B', 'B>Launch'],
    });
  });

  it('leaves out a dependency that holds nothing even between critical events', () => {
    // A → C and B → C, with B ending later than A: A still critical through A → B.
    const events = [event('A', 1, 2), event('B', 3, 6), event('C', 7, 8)];
    const deps = [dep('A', 'B'), dep('B', 'C'), dep('A', 'C')];
    expect(criticalPath(events, deps)).toEqual({ eventIds: ['A', 'B', 'C'], dependencyIds: ['A>B', 'B>C'] });
  });

  it('is empty for an empty project and ignores dependencies on unknown events', () => {
    expect(criticalPath([], [])).toEqual({ eventIds: [], dependencyIds: [] });
    expect(criticalPath([event('A', 1, 3)], [dep('A', 'ghost'), dep('A', 'A')])).toEqual({
      eventIds: ['A'],
      dependencyIds: [],
    });
  });

  it('does not loop on a cycle (never stored): the events outside it still count', () => {
    const events = [event('A', 1, 3), event('B', 4, 5), event('C', 6, 7), event('D', 1, 4)];
    const deps = [dep('A', 'B'), dep('B', 'C'), dep('C', 'B')];
    expect(criticalPath(events, deps)).toEqual({ eventIds: ['D'], dependencyIds: [] });
  });
});
