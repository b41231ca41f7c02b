import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILTIN_OBJECTIVE_MAP, type PlanningDependency } from '@plotline/shared';
import { mockFetch, ok } from '@/test/fetch-mock';
import { stubElementSizes } from '@/test/layout';
import { makeEvent, makeProjectDetail, makeTimeline, TEST_PROJECT_ID } from '@/test/projects';
import { renderSignedIn } from '@/test/render';
import { TablePage } from './table-page';
import { predecessorsByEvent } from './utils/predecessors';

const P = TEST_PROJECT_ID;
const BACKEND = '0190f5b2-0000-7000-8000-0000000000b1';
const LAUNCH_TIMELINE = '0190f5b2-0000-7000-8000-0000000000b2';
const DESIGN = '0190f5b2-0000-7000-8000-0000000000c1';
const BUILD = '0190f5b2-0000-7000-8000-0000000000c2';
const LAUNCH = '0190f5b2-0000-7000-8000-0000000000c3';

const dependency = (id: string, fromEventId: string, toEventId: string): PlanningDependency => ({
  id,
  fromEventId,
  toEventId,
  type: 'finish_to_start',
  lagDays: 0,
  version: 1,
  isViolated: false,
});

// Design → Build → Launch (a milestone in its own timeline), and Design → Launch.
const project = () => ({
  ...makeProjectDetail('write', [
    makeTimeline(BACKEND, {
      name: 'Backend',
      events: [
        makeEvent(DESIGN, BACKEND, '2025-08-01', { title: 'Design' }),
        makeEvent(BUILD, BACKEND, '2025-08-04', { title: 'Build', endDate: '2025-08-08T12:00:00.000Z' }),
      ],
    }),
    makeTimeline(LAUNCH_TIMELINE, {
      name: 'Release',
      displayOrder: 1,
      events: [makeEvent(LAUNCH, LAUNCH_TIMELINE, '2025-08-11', { title: 'Launch', isMilestone: true })],
    }),
  ]),
  dependencies: [
    dependency('d1', DESIGN, BUILD),
    dependency('d2', BUILD, LAUNCH),
    dependency('d3', DESIGN, LAUNCH),
  ],
});

stubElementSizes();
afterEach(() => window.localStorage.clear());

function renderTable() {
  mockFetch({
    [`GET /api/v1/projects/${P}`]: ok(project()),
    'GET /api/v1/objectives': ok(BUILTIN_OBJECTIVE_MAP),
    'GET /api/v1/preferences/table': ok({}),
  });
  renderSignedIn(<TablePage />, { route: `/table?project=${P}` });
}

const IDS: Record<string, string> = { Design: DESIGN, Build: BUILD, Launch: LAUNCH };
/** A cell by event title and column (names alone are ambiguous: "Depends on" cells hold titles too). */
const cellOf = (title: string, column: string) =>
  document.querySelector<HTMLElement>(`[data-cell="${IDS[title]}:${column}"]`);
const rowOf = async (title: string) => {
  await waitFor(() => expect(cellOf(title, 'title')).not.toBeNull());
  return cellOf(title, 'title')!.closest<HTMLElement>('[role="row"]')!;
};
const dependsOnCell = (row: HTMLElement) => row.querySelector<HTMLElement>('[data-cell$=":dependsOn"]')!;

describe('predecessorsByEvent', () => {
  it("lists each event's predecessors by title, in the project's dependency order", () => {
    const byEvent = predecessorsByEvent(project());
    expect(byEvent.get(LAUNCH)).toEqual([
      { id: BUILD, title: 'Build' },
      { id: DESIGN, title: 'Design' },
    ]);
    expect(byEvent.get(BUILD)).toEqual([{ id: DESIGN, title: 'Design' }]);
    expect(byEvent.has(DESIGN)).toBe(false);
    expect(predecessorsByEvent(undefined).size).toBe(0);
  });
});

describe('Table view: dependencies and milestones', () => {
  it('has a read-only "Depends on" column listing predecessor titles', async () => {
    renderTable();
    expect(await screen.findByRole('columnheader', { name: /Depends on/ })).toBeInTheDocument();
    const launch = dependsOnCell(await rowOf('Launch'));
    expect(launch).toHaveAttribute('aria-readonly', 'true');
    expect(
      within(launch)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Build', 'Design']);
    expect(
      within(dependsOnCell(await rowOf('Build'))).getByRole('button', { name: 'Go to Design' }),
    ).toBeVisible();
    expect(dependsOnCell(await rowOf('Design'))).toBeEmptyDOMElement();
  });

  it("puts a diamond before a milestone's title, and none before an ordinary event's", async () => {
    renderTable();
    const launchTitle = await screen.findByRole('gridcell', { name: 'Milestone: Launch' });
    expect(within(launchTitle).getByRole('img', { name: 'Milestone' })).toHaveClass('rotate-45');
    await rowOf('Build');
    expect(cellOf('Build', 'title')).toHaveAccessibleName('Build');
    expect(within(cellOf('Build', 'title')!).queryByRole('img')).toBeNull();
  });

  it("clicking a title focuses that event's row", async () => {
    renderTable();
    const user = userEvent.setup();
    await user.click(
      within(dependsOnCell(await rowOf('Launch'))).getByRole('button', { name: 'Go to Build' }),
    );
    await waitFor(() => expect(cellOf('Build', 'title')).toHaveFocus());
    expect(cellOf('Build', 'title')).toHaveAttribute('tabindex', '0');
  });

  it('shows a predecessor that the search hides, then focuses it', async () => {
    renderTable();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search events' }), 'Launch');
    await waitFor(() => expect(cellOf('Design', 'title')).toBeNull());
    await user.click(
      within(dependsOnCell(await rowOf('Launch'))).getByRole('button', { name: 'Go to Design' }),
    );
    await waitFor(() => expect(cellOf('Design', 'title')).toHaveFocus());
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('');
  });

  it('shows a predecessor in a collapsed timeline, then focuses it', async () => {
    renderTable();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Collapse Backend/ }));
    await waitFor(() => expect(cellOf('Build', 'title')).toBeNull());
    await user.click(
      within(dependsOnCell(await rowOf('Launch'))).getByRole('button', { name: 'Go to Build' }),
    );
    await waitFor(() => expect(cellOf('Build', 'title')).toHaveFocus());
  });

  it('reaches the titles from the keyboard: Enter enters the cell, arrows move, Escape comes back', async () => {
    renderTable();
    const user = userEvent.setup();
    const cell = dependsOnCell(await rowOf('Launch'));
    cell.focus();
    await user.keyboard('{Enter}');
    expect(within(cell).getByRole('button', { name: 'Go to Build' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(cell).getByRole('button', { name: 'Go to Design' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(cell).getByRole('button', { name: 'Go to Build' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(cell).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(cellOf('Build', 'title')).toHaveFocus());
  });
});
