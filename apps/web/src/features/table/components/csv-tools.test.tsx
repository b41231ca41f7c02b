import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from 'radix-ui';
import { BUILTIN_OBJECTIVE_MAP } from '@plotline/shared';
import { mockFetch, ok, requestsWith } from '@/test/fetch-mock';
import { makeEvent, makeProjectDetail, makeTimeline } from '@/test/projects';
import { renderWithProviders } from '@/test/render';
import { CsvTools } from './csv-tools';

const HEADER = 'Timeline,Title,Start Date,End Date,Objective,Description,Milestone';
const csvFile = (text: string) => new File([text], 'plan.csv', { type: 'text/csv' });

const project = makeProjectDetail('owner', [
  makeTimeline('t1', { name: 'Design', events: [makeEvent('e1', 't1', '2025-07-21', { title: 'Sketch, "v1"', objective: 'development' })] }),
]);

/** The tools as the table toolbar holds them (its tooltips need the provider). */
const renderTools = (canAdmin: boolean) =>
  renderWithProviders(
    <Tooltip.Provider>
      <CsvTools project={project} objectives={BUILTIN_OBJECTIVE_MAP} canAdmin={canAdmin} />
    </Tooltip.Provider>,
  );

describe('CSV tools', () => {
  it('previews every row with its problems and imports nothing from a file that has any', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderTools(true);
    await user.upload(
      screen.getByLabelText('CSV file to import'),
      csvFile(`${HEADER}\nDesign,Review,2025-08-01,,Testing,,false\nOps,,2025-08-32,,,,\n`),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Line 3, Title: must not be blank');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Line 3, Start Date: must be a real date (YYYY-MM-DD)');
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 rows, 1 row with problems');
    expect(within(dialog).getByRole('cell', { name: 'Review' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 2 events' })).toBeDisabled();
    expect(requestsWith(fetchMock, 'POST')).toHaveLength(0);
  });

  it('imports a clean file into the open project, naming the timelines it will create', async () => {
    const fetchMock = mockFetch({
      [`POST /api/v1/projects/${project.id}/csv-import`]: () => ok({ eventsImported: 2, timelinesCreated: ['Ops'], message: 'Imported 2 events (1 new timeline: Ops)' }),
    });
    const user = userEvent.setup();
    renderTools(true);
    const text = `${HEADER}\r\nDesign,Review,2025-08-01,,Testing,,false\r\nOps,Go live,2025-08-05,,Deployment,,true\r\n`;
    await user.upload(screen.getByLabelText('CSV file to import'), csvFile(text));
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 rows, ready to import. New timeline: Ops.');
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 events' }));
    expect(await screen.findByText('Imported 2 events (1 new timeline: Ops)')).toBeInTheDocument();
    const [post] = requestsWith(fetchMock, 'POST');
    expect(String(post?.[0])).toBe(`/api/v1/projects/${project.id}/csv-import`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ csv: text });
    expect(screen.queryByRole('dialog', { name: 'Import CSV' })).not.toBeInTheDocument();
  });

  it('exports the project as a CSV download and offers no import without admin rights', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    renderTools(false);
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const bytes = new Uint8Array(await createObjectURL.mock.calls[0]![0].arrayBuffer());
    // UTF-8 with a byte-order mark, then RFC 4180 rows.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(`${HEADER},Freeze\r\nDesign,"Sketch, ""v1""",2025-07-21,,Development,,false,false\r\n`);
  });
});
