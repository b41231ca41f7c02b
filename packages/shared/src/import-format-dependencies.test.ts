import { describe, expect, it } from 'vitest';
import { ImportLimitError, parseImportData } from './import-format.js';

/* Dependencies in import files (docs/decisions.md D36); the API tests cover the server's side. */

const projectWith = (events: object[], dependencies: unknown) => ({
  projects: [{ name: 'P', timelines: [{ name: 'T', events }], dependencies }],
});
const chain = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `e${index}`, title: `E${index}`, date: '2025-01-01' }));
const links = (count: number) => Array.from({ length: count - 1 }, (_, index) => ({ fromEventId: `e${index}`, toEventId: `e${index + 1}` }));

describe('import dependencies', () => {
  it('reads them by the file’s event ids, with the API’s defaults', () => {
    const parsed = parseImportData(projectWith(chain(3), [...links(3), { fromEventId: 'e0', toEventId: 'e2', type: 'finish_to_finish', lagDays: -2 }]));
    expect(parsed.projects[0]!.dependencies).toEqual([
      { fromEventId: 'e0', toEventId: 'e1', type: 'finish_to_start', lagDays: 0 },
      { fromEventId: 'e1', toEventId: 'e2', type: 'finish_to_start', lagDays: 0 },
      { fromEventId: 'e0', toEventId: 'e2', type: 'finish_to_finish', lagDays: -2 },
    ]);
  });

  it('refuses a dependency naming an id two events share', () => {
    const events = [{ id: 'x', title: 'A', date: '2025-01-01' }, { id: 'x', title: 'B', date: '2025-01-02' }, { id: 'y', title: 'C', date: '2025-01-03' }];
    expect(() => parseImportData(projectWith(events, [{ fromEventId: 'x', toEventId: 'y' }]))).toThrow(
      'projects[0].dependencies[0].fromEventId: names two events of this project (id "x" is not unique)',
    );
    // Without dependencies, repeated ids do not matter (older files).
    expect(parseImportData(projectWith(events, undefined)).projects[0]!.dependencies).toEqual([]);
  });

  it('counts them against the limit (the events limit unless given)', () => {
    const file = projectWith(chain(5), links(5));
    expect(() => parseImportData(file, { projects: 10, timelines: 10, events: 10, dependencies: 3 })).toThrow(ImportLimitError);
    expect(() => parseImportData(file, { projects: 10, timelines: 10, events: 5 })).not.toThrow();
    expect(() => parseImportData(file, { projects: 10, timelines: 10, events: 5, dependencies: 3 })).toThrow('Too many dependencies: an import holds at most 3 dependencies');
  });

  it('names a cycle in a long chain without trying every prefix', () => {
    const count = 20_000;
    const file = projectWith(chain(count), [...links(count), { fromEventId: `e${count - 1}`, toEventId: 'e0' }]);
    expect(() => parseImportData(file)).toThrow(/^projects\[0\]\.dependencies: must not form a cycle \("E\d+" → /);
  });
});
