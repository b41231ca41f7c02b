import { describe, expect, it, vi } from 'vitest';
import {
  IMPORT_ERRORS,
  ImportFormatError,
  ImportLimitError,
  countImport,
  importResultMessage,
  parseImportData,
  shouldRetryImportInOlderFormat,
} from './import-format.js';
import {
  preferenceValueSchema,
  PREFERENCE_VALUE_MAX_BYTES,
  preferenceCategorySchema,
  preferenceKeySchema,
} from './schemas/preferences.js';

const project = {
  id: 'ignored-id',
  name: 'Launch',
  description: 'Go live',
  color: '#10b981',
  timelines: [
    {
      id: 'ignored',
      name: 'Build',
      color: '#EF4444',
      displayOrder: 3,
      events: [
        {
          id: 'x',
          title: 'Kick-off',
          date: '2025-08-01T12:00:00.000Z',
          endDate: null,
          objective: 'development',
          displayOrder: 2,
        },
        { title: 'Ship', date: '2025-09-01 09:30:00', end_date: '2025-09-03', description: 'big day' },
      ],
    },
    { name: 'QA' },
  ],
};

function errorOf(input: unknown): ImportFormatError {
  try {
    parseImportData(input);
  } catch (error) {
    if (error instanceof ImportFormatError) return error;
    throw error;
  }
  throw new Error('expected the import to be rejected');
}

describe('parseImportData', () => {
  it('normalises the current {projects, replace} form', () => {
    const parsed = parseImportData({ projects: [project], replace: true });
    expect(parsed.format).toBe('projects');
    expect(parsed.replace).toBe(true);
    expect(parsed.projects).toEqual([
      {
        name: 'Launch',
        description: 'Go live',
        color: '#10B981',
        // Files made before dependencies (issue 16) have none and no milestones.
        autoSchedule: false,
        isFreeze: false,
        timelines: [
          {
            name: 'Build',
            color: '#EF4444',
            displayOrder: 3,
            events: [
              {
                title: 'Kick-off',
                description: '',
                date: '2025-08-01',
                endDate: null,
                objective: 'development',
                displayOrder: 2,
                isMilestone: false,
                isFreeze: false,
                fileId: 'x',
              },
              {
                title: 'Ship',
                description: 'big day',
                date: '2025-09-01',
                endDate: '2025-09-03',
                objective: 'preparation',
                displayOrder: 2,
                isMilestone: false,
                isFreeze: false,
                fileId: null,
              },
            ],
          },
          { name: 'QA', color: '#3B82F6', displayOrder: 2, events: [] },
        ],
        dependencies: [],
        // …and files made before baselines (D57) none either.
        baselines: [],
      },
    ]);
  });

  it('accepts a JSON string, as the web passes file text', () => {
    const parsed = parseImportData(JSON.stringify({ projects: [project] }));
    expect(parsed.replace).toBe(false);
    expect(countImport(parsed.projects)).toEqual({ projects: 1, timelines: 2, events: 2 });
  });

  it('reads an export file {success, data}', () => {
    const parsed = parseImportData({ success: true, data: [project] });
    expect(parsed.format).toBe('export');
    expect(parsed.projects[0]?.name).toBe('Launch');
  });

  it('reads the older {migrationData} form, holding any other form', () => {
    const asProjects = parseImportData({ migrationData: { projects: [project] }, replace: true });
    expect(asProjects).toMatchObject({ format: 'migrationData', replace: true });
    expect(asProjects.projects[0]?.timelines).toHaveLength(2);
    const asText = parseImportData({ migrationData: JSON.stringify({ success: true, data: [project] }) });
    expect(asText.projects[0]?.name).toBe('Launch');
  });

  it('places legacy flat timelines keyed by name into one project', () => {
    const parsed = parseImportData({
      Design: { color: '#8B5CF6', events: [{ title: 'Wireframes', start_date: '2025-07-21 00:00:00' }] },
      Build: [{ title: 'Code', date: '2025-07-25' }],
    });
    expect(parsed.format).toBe('legacy');
    expect(parsed.projects).toHaveLength(1);
    expect(parsed.projects[0]?.name).toBe('Imported Migration Project');
    expect(parsed.projects[0]?.timelines.map((timeline) => [timeline.name, timeline.displayOrder])).toEqual([
      ['Design', 1],
      ['Build', 2],
    ]);
    expect(parsed.projects[0]?.timelines[0]?.events[0]).toMatchObject({
      date: '2025-07-21',
      objective: 'preparation',
      displayOrder: 1,
    });
  });

  it('places a legacy array of timelines (bare or under timelines) into one project', () => {
    const bare = parseImportData([{ name: 'A', events: [{ title: 'e', date: '2025-01-01' }] }]);
    expect(bare.projects[0]?.name).toBe('Imported Migration Project');
    const wrapped = parseImportData({
      timelines: [
        { name: 'A', events: [] },
        { name: 'B', events: [] },
      ],
    });
    expect(wrapped.projects[0]?.timelines.map((timeline) => timeline.name)).toEqual(['A', 'B']);
  });

  it('turns a one-day range into a single-day event', () => {
    const parsed = parseImportData({
      timelines: [{ name: 'A', events: [{ title: 'e', date: '2025-01-01', endDate: '2025-01-01' }] }],
    });
    expect(parsed.projects[0]?.timelines[0]?.events[0]?.endDate).toBeNull();
  });

  it.each([
    [{ projects: 'nope' }, IMPORT_ERRORS.projectsNotArray],
    [{ projects: { a: 1 } }, 'Projects must be an array'],
    [{ migrationData: 42 }, 'Invalid migration data format'],
    [{ migrationData: '{not json' }, 'Invalid migration data format'],
    [{ migrationData: { hello: 'world' } }, 'Invalid migration data format'],
    [42, 'Invalid import data format'],
    [null, 'Invalid import data format'],
    ['not json at all', 'Invalid import data format'],
    [{ hello: 'world' }, 'Unrecognized data format.'],
    [{}, 'Unrecognized data format.'],
    [{ projects: [] }, 'No valid timeline data found in import file.'],
    [[], 'No valid timeline data found in import file.'],
    [{ timelines: {} }, 'No valid timeline data found in import file.'],
  ])('rejects %j with the exact text', (input, message) => {
    const error = errorOf(input);
    expect(error.message).toBe(message);
    expect(error.path).toBeUndefined();
  });

  it('reports the path of the first bad item', () => {
    const events = Array.from({ length: 6 }, (_, index) => ({ title: `e${index}`, date: '2025-01-01' }));
    events[5] = { title: 'bad', date: '2025-02-30' };
    const input = {
      projects: [{ name: 'P', timelines: [{ name: 'A' }, { name: 'B' }, { name: 'C', events }] }],
    };
    const error = errorOf(input);
    expect(error.path).toBe('projects[0].timelines[2].events[5].date');
    expect(error.message).toMatch(/^projects\[0\]\.timelines\[2\]\.events\[5\]\.date: must be a real date/);
  });

  it.each([
    [{ projects: [{ name: '   ' }] }, 'projects[0].name: must not be blank'],
    [{ projects: [{ name: 'x'.repeat(121) }] }, 'projects[0].name: must be at most 120 characters'],
    [{ projects: [{ name: 'P', color: 'blue' }] }, 'projects[0].color: must be a colour like #3B82F6'],
    [
      { projects: [{ name: 'P', description: 'd'.repeat(5001) }] },
      'projects[0].description: must be at most 5000 characters',
    ],
    [
      { projects: [{ name: 'P', timelines: [{ name: 'A' }, { name: 'A' }] }] },
      'projects[0].timelines[1].name: must be unique within the project ("A" appears twice)',
    ],
    [
      { projects: [{ name: 'P', timelines: [{ name: 'A', events: [{ title: '', date: '2025-01-01' }] }] }] },
      'projects[0].timelines[0].events[0].title: must not be blank',
    ],
    [
      {
        projects: [
          {
            name: 'P',
            timelines: [{ name: 'A', events: [{ title: 't', date: '2025-01-05', endDate: '2025-01-04' }] }],
          },
        ],
      },
      'projects[0].timelines[0].events[0].endDate: must not be before date',
    ],
    [
      { projects: [{ name: 'P', timelines: [{ name: 'A', events: {} }] }] },
      'projects[0].timelines[0].events: must be an array',
    ],
    [
      {
        projects: [
          {
            name: 'P',
            timelines: [{ name: 'A', events: [{ title: 't', date: '2025-01-01', displayOrder: -1 }] }],
          },
        ],
      },
      'projects[0].timelines[0].events[0].displayOrder: must be a whole number of 0 or more',
    ],
    [{ projects: [7] }, 'projects[0]: must be an object'],
    [
      { Design: { events: [{ title: 't' }] } },
      'timelines["Design"].events[0].date: must be a real date (YYYY-MM-DD, YYYY-MM-DD HH:MM:SS or an ISO timestamp)',
    ],
  ])('rejects bad items: %j', (input, message) => {
    expect(errorOf(input).message).toBe(message);
  });

  it('tells the web when to fall back to the older format', () => {
    expect(shouldRetryImportInOlderFormat('Failed: Projects must be an array')).toBe(true);
    expect(shouldRetryImportInOlderFormat('Invalid migration data format')).toBe(true);
    expect(shouldRetryImportInOlderFormat('Unrecognized data format.')).toBe(false);
  });

  it('words the result for replace and append', () => {
    expect(importResultMessage({ projects: 1, timelines: 2, events: 1 }, true)).toBe(
      'Import complete: all previous data was removed and replaced with 1 project, 2 timelines and 1 event.',
    );
    expect(importResultMessage({ projects: 2, timelines: 1, events: 0 }, false)).toBe(
      'Import complete: 2 projects, 1 timeline and 0 events added to the existing data.',
    );
  });
});

describe('preference schemas', () => {
  it('validates categories and keys', () => {
    expect(preferenceCategorySchema.safeParse('ui').success).toBe(true);
    expect(preferenceCategorySchema.safeParse('other').error?.issues[0]?.message).toBe(
      'must be one of table, timeline, ui',
    );
    expect(preferenceKeySchema.safeParse('column_widths').success).toBe(true);
    expect(preferenceKeySchema.safeParse('Bad-Key').success).toBe(false);
    expect(preferenceKeySchema.safeParse(`a${'b'.repeat(64)}`).success).toBe(false);
  });

  it('validates known keys', () => {
    expect(preferenceValueSchema('ui', 'default_view').safeParse('calendar').success).toBe(true);
    expect(preferenceValueSchema('ui', 'default_view').safeParse('projects').success).toBe(false);
    expect(
      preferenceValueSchema('table', 'column_widths').safeParse({ title: 300, duration: 80 }).success,
    ).toBe(true);
    expect(preferenceValueSchema('table', 'column_widths').safeParse({ title: 79 }).success).toBe(false);
    expect(preferenceValueSchema('table', 'column_widths').safeParse({ title: 2001 }).success).toBe(false);
    expect(preferenceValueSchema('table', 'column_widths').safeParse({ colour: 100 }).success).toBe(false);
    expect(
      preferenceValueSchema('timeline', 'time_range').safeParse({ start: '2025-07-20', end: '2025-11-15' })
        .data,
    ).toEqual({
      start: '2025-07-20',
      end: '2025-11-15',
    });
    expect(
      preferenceValueSchema('timeline', 'time_range').safeParse({ start: '2025-07-20', end: '2025-07-19' })
        .success,
    ).toBe(false);
    expect(preferenceValueSchema('ui', 'selected_project').safeParse(null).success).toBe(true);
    expect(preferenceValueSchema('ui', 'selected_project').safeParse('abc').success).toBe(false);
  });

  it('caps unknown values by size', () => {
    expect(preferenceValueSchema('ui', 'settings').safeParse({ compact: true }).success).toBe(true);
    expect(
      preferenceValueSchema('ui', 'settings').safeParse('x'.repeat(PREFERENCE_VALUE_MAX_BYTES)).success,
    ).toBe(false);
  });
});

describe('NUL characters', () => {
  it.each([
    [{ projects: [{ name: 'a\u0000b' }] }, 'projects[0].name: must not contain NUL characters'],
    [
      {
        projects: [
          {
            name: 'P',
            timelines: [{ name: 'T', events: [{ title: 't', date: '2025-01-01', objective: 'x\u0000' }] }],
          },
        ],
      },
      'projects[0].timelines[0].events[0].objective: must not contain NUL characters',
    ],
    [
      { projects: [{ name: 'P', description: '\u0000' }] },
      'projects[0].description: must not contain NUL characters',
    ],
  ])('are refused, as PostgreSQL cannot store them: %#', (input, message) => {
    expect(() => parseImportData(input)).toThrow(message);
  });
});

describe('import limits', () => {
  const limits = { projects: 2, timelines: 3, events: 4 };
  const events = (count: number) => Array.from({ length: count }, (_, index) => ({ title: `E${index}`, date: '2026-01-05' }));

  it.each([
    [{ projects: [{ name: 'A', timelines: [{ name: 'T', events: events(5) }] }] }, 'events', 4],
    [{ projects: [{ name: 'A', timelines: [{ name: 'T', events: events(2) }, { name: 'U', events: events(3) }] }] }, 'events', 4],
    [{ projects: [{ name: 'A', timelines: [{ name: 'T' }, { name: 'U' }] }, { name: 'B', timelines: [{ name: 'V' }, { name: 'W' }] }] }, 'timelines', 3],
    [{ success: true, data: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] }, 'projects', 2],
    [{ timelines: { T: events(5) } }, 'events', 4],
  ])('refuses an import past a limit, naming it: %#', (input, limit, max) => {
    let error: unknown;
    try {
      parseImportData(input, limits);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ImportLimitError);
    expect(error).toMatchObject({ limit, max, message: `Too many ${limit}: an import holds at most ${max} ${limit}` });
  });

  it('accepts exactly the limits, and has none unless given', () => {
    const input = { projects: [{ name: 'A', timelines: [{ name: 'T', events: events(4) }] }, { name: 'B' }] };
    expect(countImport(parseImportData(input, limits).projects)).toEqual({ projects: 2, timelines: 1, events: 4 });
    expect(countImport(parseImportData({ projects: [{ name: 'A', timelines: [{ name: 'T', events: events(500) }] }] }).projects).events).toBe(500);
  });

  it('decodes a string migrationData once', () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      parseImportData({ migrationData: JSON.stringify({ projects: [{ name: 'A', timelines: [{ name: 'T', events: events(2) }] }] }) });
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });
});
