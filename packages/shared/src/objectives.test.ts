import { describe, expect, it } from 'vitest';
import {
  BUILTIN_OBJECTIVES,
  DEFAULT_OBJECTIVE,
  UNKNOWN_OBJECTIVE,
  describeObjective,
  normalizeObjective,
  type ObjectiveMap,
} from './objectives.js';

const builtin: ObjectiveMap = Object.fromEntries(
  BUILTIN_OBJECTIVES.map((objective) => [objective.id, objective]),
);

describe('built-in objectives', () => {
  it('are the six of the spec, in order, with their names and colours', () => {
    expect(BUILTIN_OBJECTIVES.map(({ id, name, color }) => [id, name, color])).toEqual([
      ['preparation', 'Preparation', '#3B82F6'],
      ['development', 'Development', '#10B981'],
      ['testing', 'Testing', '#F59E0B'],
      ['deployment', 'Deployment', '#EF4444'],
      ['maintenance', 'Maintenance', '#8B5CF6'],
      ['business', 'Business Critical', '#EC4899'],
    ]);
  });

  it('have unique ids and descriptions', () => {
    expect(new Set(BUILTIN_OBJECTIVES.map((objective) => objective.id)).size).toBe(6);
    expect(BUILTIN_OBJECTIVES.every((objective) => objective.description.length > 0)).toBe(true);
  });

  it('default to preparation', () => {
    expect(DEFAULT_OBJECTIVE).toBe('preparation');
    expect(builtin[DEFAULT_OBJECTIVE]?.name).toBe('Preparation');
  });
});

describe('normalizeObjective', () => {
  it('keeps a known key', () => {
    expect(normalizeObjective('testing', builtin)).toBe('testing');
    expect(normalizeObjective('business', builtin)).toBe('business');
  });

  it('treats a missing or unknown key as preparation', () => {
    expect(normalizeObjective(undefined, builtin)).toBe('preparation');
    expect(normalizeObjective(null, builtin)).toBe('preparation');
    expect(normalizeObjective('', builtin)).toBe('preparation');
    expect(normalizeObjective('launch', builtin)).toBe('preparation');
  });

  it('does not take inherited object keys for objectives', () => {
    expect(normalizeObjective('toString', builtin)).toBe('preparation');
    expect(normalizeObjective('__proto__', builtin)).toBe('preparation');
  });

  it('accepts objectives the server adds', () => {
    const custom: ObjectiveMap = {
      ...builtin,
      launch: { id: 'launch', name: 'Launch', color: '#000000', description: '' },
    };
    expect(normalizeObjective('launch', custom)).toBe('launch');
  });
});

describe('describeObjective', () => {
  it('gives the name and colour of a known objective', () => {
    expect(describeObjective('deployment', builtin)).toEqual({ name: 'Deployment', color: '#EF4444' });
  });

  it("shows an unknown objective as 'Unknown' in grey", () => {
    expect(describeObjective('launch', builtin)).toEqual({ name: 'Unknown', color: '#6B7280' });
    expect(describeObjective(null, builtin)).toEqual(UNKNOWN_OBJECTIVE);
  });

  it('returns a copy, so callers cannot change the shared fallback', () => {
    const described = describeObjective('nope', builtin);
    described.name = 'Changed';
    expect(UNKNOWN_OBJECTIVE.name).toBe('Unknown');
  });
});
