import { describe, expect, it } from 'vitest';
import { describeCsvProblem, eventsToCsv, parseEventCsv } from './event-csv.js';

const HEADER = 'Timeline,Title,Start Date,End Date,Objective,Description,Milestone,Freeze';
/** Files written before the Freeze column (docs/decisions.md D44) still import. */
const HEADER_BEFORE_FREEZE = 'Timeline,Title,Start Date,End Date,Objective,Description,Milestone';

const timelines = [
  {
    name: 'Build, test',
    events: [
      { title: 'Kick-off "alpha"', description: 'Line one\nline two', date: '2025-07-21T12:00:00.000Z', endDate: null, objective: 'preparation' },
      { title: 'Sprint', description: '', date: '2025-07-22T12:00:00.000Z', endDate: '2025-07-30T12:00:00.000Z', objective: 'development', isFreeze: true },
    ],
  },
  {
    name: 'Release',
    events: [{ title: 'Go live', description: 'Ünïcödé', date: '2025-08-01T12:00:00.000Z', endDate: null, objective: 'business', isMilestone: true }],
  },
];

describe('exporting events as CSV', () => {
  it('writes the header, one quoted-when-needed row per event, objective names, the milestone and the freeze flag', () => {
    const csv = eventsToCsv(timelines);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      HEADER,
      '"Build, test","Kick-off ""alpha""",2025-07-21,,Preparation,"Line one\nline two",false,false',
      '"Build, test",Sprint,2025-07-22,2025-07-30,Development,,false,true',
      'Release,Go live,2025-08-01,,Business Critical,Ünïcödé,true,false',
      '',
    ]);
  });
});

describe('reading an event CSV', () => {
  it('reads what the export wrote back into the same events', () => {
    const { fileErrors, rows } = parseEventCsv(eventsToCsv(timelines));
    expect(fileErrors).toEqual([]);
    expect(rows.map((r) => r.event)).toEqual([
      { timeline: 'Build, test', title: 'Kick-off "alpha"', startDate: '2025-07-21', endDate: null, objective: 'preparation', description: 'Line one\nline two', isMilestone: false, isFreeze: false },
      { timeline: 'Build, test', title: 'Sprint', startDate: '2025-07-22', endDate: '2025-07-30', objective: 'development', description: '', isMilestone: false, isFreeze: true },
      { timeline: 'Release', title: 'Go live', startDate: '2025-08-01', endDate: null, objective: 'business', isMilestone: true, isFreeze: false, description: 'Ünïcödé' },
    ]);
    expect(rows.map((r) => r.line)).toEqual([2, 4, 5]);
  });

  it('names each problem by line and column', () => {
    const csv = [
      HEADER_BEFORE_FREEZE,
      ',No timeline,2025-07-01,,,,',
      'A,Bad dates,2025-02-30,2025-01-01,Testing,,',
      'A,Backwards,2025-03-05,2025-03-01,Unknown thing,,maybe',
      'A,Milestone with end,2025-03-05,2025-03-06,,,true',
      'A,Short row',
    ].join('\n');
    const { fileErrors, rows } = parseEventCsv(csv);
    expect(fileErrors).toEqual([]);
    expect(rows.every((r) => r.event === null)).toBe(true);
    expect(rows.flatMap((r) => r.problems.map((p) => describeCsvProblem(r.line, p)))).toEqual([
      'Line 2, Timeline: must not be blank',
      'Line 3, Start Date: must be a real date (YYYY-MM-DD)',
      'Line 4, End Date: must not be before Start Date',
      'Line 4, Objective: "Unknown thing" is not an objective (Preparation, Development, Testing, Deployment, Maintenance, Business Critical)',
      'Line 4, Milestone: must be true or false',
      'Line 5, End Date: must be empty for a milestone (a milestone is a single day)',
      'Line 6: has 2 fields; the header has 7',
      'Line 6, Start Date: must be a real date (YYYY-MM-DD)',
    ]);
  });

  it('accepts columns in any order, case-insensitively, and leaves optional ones out', () => {
    const { rows } = parseEventCsv('title,TIMELINE,start date\nLaunch,Ops,2025-09-01\n');
    expect(rows[0]?.event).toEqual({
      timeline: 'Ops',
      title: 'Launch',
      startDate: '2025-09-01',
      endDate: null,
      objective: 'preparation',
      description: '',
      isMilestone: false,
      isFreeze: false,
    });
  });

  it('reads the Freeze column and names a bad value', () => {
    const { rows } = parseEventCsv(`${HEADER}\nOps,Year-end,2025-12-20,2025-12-31,,,false,TRUE\nOps,Odd,2025-12-01,,,,,often\n`);
    expect(rows[0]?.event).toMatchObject({ title: 'Year-end', isFreeze: true, isMilestone: false });
    expect(rows[1]?.problems).toEqual([{ column: 'Freeze', message: 'must be true or false' }]);
  });

  it('refuses a file whose header is missing columns or has unknown ones', () => {
    expect(parseEventCsv('Title,Colour\nx,y').fileErrors).toEqual([
      'Missing column: Timeline',
      'Missing column: Start Date',
      'Unknown column: Colour (expected Timeline, Title, Start Date, End Date, Objective, Description, Milestone, Freeze)',
    ]);
    expect(parseEventCsv('').fileErrors).toEqual(['The file is empty: the first line must name the columns']);
    expect(parseEventCsv(`${HEADER}\n`).fileErrors).toEqual(['The file has no event rows']);
    expect(parseEventCsv('a\n"b').fileErrors).toEqual(['Line 2: a quoted field is never closed']);
  });
});
