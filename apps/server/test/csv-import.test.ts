import { expect, it } from 'vitest';
import { eventsToCsv, type CsvExportTimeline } from '@plotline/shared';
import { describeEachDatabase } from './harness.js';
import { insertEvents, insertProject, insertShare, insertTimelines } from './fixtures.js';

/*
 * POST /projects/:id/csv-import (docs/decisions.md D43): rows are appended in one transaction,
 * timelines created by name; one bad row refuses the file; CSV → import → CSV is identical.
 */

const HEADER = 'Timeline,Title,Start Date,End Date,Objective,Description,Milestone';

describeEachDatabase('CSV import', (ctx) => {
  async function setup() {
    const owner = await ctx().createUser();
    const reader = await ctx().createUser();
    const stranger = await ctx().createUser();
    const projectId = await insertProject(ctx().db, owner.id, { name: 'Source' });
    const [build, launch] = await insertTimelines(ctx().db, projectId, ['Build, phase 1', 'Launch']);
    await insertEvents(ctx().db, { projectId, timelineId: build! }, [
      { title: 'Kick-off "alpha"', startDate: '2025-03-03', description: 'Agenda:\nintro, plan', objective: 'preparation' },
      { title: 'Sprint', startDate: '2025-03-04', endDate: '2025-03-14', objective: 'development' },
    ]);
    await insertEvents(ctx().db, { projectId, timelineId: launch! }, [{ title: 'Gö live', startDate: '2025-03-20', objective: 'business' }]);
    await insertShare(ctx().db, { projectId, userId: reader.id, level: 'read', grantedBy: owner.id });
    const as = async (userId: string) => await ctx().cookieFor(userId);
    const csvOf = async (id: string): Promise<string> => {
      const answer = await ctx().app.inject({ method: 'GET', url: `/api/v1/projects/${id}`, headers: await as(owner.id) });
      return eventsToCsv((answer.json() as { data: { timelines: CsvExportTimeline[] } }).data.timelines);
    };
    const importInto = async (id: string, csv: string, userId = owner.id) =>
      ctx().app.inject({ method: 'POST', url: `/api/v1/projects/${id}/csv-import`, headers: await as(userId), payload: { csv } });
    return { owner, reader, stranger, projectId, csvOf, importInto };
  }

  it('round-trips: a project exported to CSV and imported into an empty one exports the same file', async () => {
    const { owner, projectId, csvOf, importInto } = await setup();
    const csv = await csvOf(projectId);
    expect(csv).toContain('"Kick-off ""alpha""",2025-03-03,,Preparation,"Agenda:\nintro, plan",false,false');
    const emptyId = await insertProject(ctx().db, owner.id, { name: 'Copy' });
    const answer = await importInto(emptyId, csv);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      eventsImported: 3,
      timelinesCreated: ['Build, phase 1', 'Launch'],
      message: 'Imported 3 events (2 new timelines: Build, phase 1, Launch)',
    });
    expect(await csvOf(emptyId)).toBe(csv);
  });

  it('appends to the open project: rows for an existing timeline join it, new names become timelines, milestones stay milestones', async () => {
    const { projectId, csvOf, importInto } = await setup();
    const answer = await importInto(projectId, `${HEADER}\r\nLaunch,Retro,2025-03-25,,Maintenance,,true\r\nOps,On call,2025-03-21,2025-03-28,,,\r\n`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.timelinesCreated).toEqual(['Ops']);
    const lines = (await csvOf(projectId)).split('\r\n');
    expect(lines).toContain('Launch,Retro,2025-03-25,,Maintenance,,true,false');
    expect(lines).toContain('Ops,On call,2025-03-21,2025-03-28,Preparation,,false,false');
    expect(lines.filter((line) => line.startsWith('Launch,'))).toHaveLength(2);
  });

  it('refuses the whole file when a row has a problem, naming each by line and column, and saves nothing', async () => {
    const { projectId, csvOf, importInto } = await setup();
    const before = await csvOf(projectId);
    const answer = await importInto(projectId, `${HEADER}\nLaunch,Fine,2025-04-01,,,,\nLaunch,,2025-04-31,,Party,,\n`);
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.message).toBe('csv: 1 row cannot be imported, so nothing was saved. Line 3, Title: must not be blank');
    expect(body.details).toEqual([
      { field: 'csv', message: 'Line 3, Title: must not be blank' },
      { field: 'csv', message: 'Line 3, Start Date: must be a real date (YYYY-MM-DD)' },
      {
        field: 'csv',
        message: 'Line 3, Objective: "Party" is not an objective (Preparation, Development, Testing, Deployment, Maintenance, Business Critical)',
      },
    ]);
    expect(await csvOf(projectId)).toBe(before);

    const header = await importInto(projectId, 'Name,Start Date\nx,2025-01-01\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().details[0]).toEqual({ field: 'csv', message: 'Missing column: Timeline' });
    const empty = await importInto(projectId, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toMatchObject({ field: 'csv' });
  });

  it('lets only people who may add events import', async () => {
    const { reader, stranger, projectId, importInto } = await setup();
    const csv = `${HEADER}\nLaunch,Retro,2025-03-25,,,,\n`;
    expect((await importInto(projectId, csv, reader.id)).statusCode).toBe(403);
    expect((await importInto(projectId, csv, stranger.id)).statusCode).toBe(404);
  });
});
