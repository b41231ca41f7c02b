import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch, useLocation } from '@/lib/router';
import { BUILTIN_OBJECTIVE_MAP, dayNumber, localToday } from '@plotline/shared';
import { WINDOW_DAYS } from '@/api/portfolio';
import { mockFetch, ok } from '@/test/fetch-mock';
import { stubElementSizes } from '@/test/layout';
import { makeEvent, makeProjectSummary, makeTimeline } from '@/test/projects';
import { renderSignedIn } from '@/test/render';
import { portfolioRange } from './hooks/use-portfolio-view';
import { PortfolioPage } from './portfolio-page';

stubElementSizes();

const MINE = '0190f5b2-0000-7000-8000-0000000000c1';
const SHARED = '0190f5b2-0000-7000-8000-0000000000c2';
// The board opens at the canvas's first day (`?from=`), so the events are in its first weeks.
const START = portfolioRange(localToday()).start;
const day = (offset: number) => new Date((dayNumber(START) + offset) * 86_400_000).toISOString().slice(0, 10);

const project = (id: string, name: string, level: 'owner' | 'read', events: ReturnType<typeof makeEvent>[]) => ({
  ...makeProjectSummary({ id, name, isOwner: level === 'owner', userAccessLevel: level, effectiveLevel: level, revision: 1, timelineCount: 1 }),
  timelines: [makeTimeline(`${id}-t`, { projectId: id, name: `${name} Ops`, events })],
  dependencies: [],
});

const PORTFOLIO = {
  from: START,
  to: day(90),
  projects: [
    project(MINE, 'Mine', 'owner', [makeEvent('deploy', `${MINE}-t`, day(10), { projectId: MINE, title: 'Deploy', objective: 'deployment' })]),
    project(SHARED, 'Theirs', 'read', [
      makeEvent('freeze', `${SHARED}-t`, day(8), { projectId: SHARED, title: 'Freeze', endDate: `${day(12)}T12:00:00.000Z` }),
    ]),
  ],
};

const CLASH = {
  kind: 'freeze',
  days: { from: day(10), to: day(10) },
  events: [
    { eventId: 'freeze', projectId: SHARED, projectName: 'Theirs', timelineId: `${SHARED}-t`, title: 'Freeze', date: day(8), endDate: day(12) },
    { eventId: 'deploy', projectId: MINE, projectName: 'Mine', timelineId: `${MINE}-t`, title: 'Deploy', date: day(10), endDate: null },
  ],
  eventCount: 2,
};

function Where() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

function renderPortfolio() {
  const fetchMock = mockFetch({
    'GET /api/v1/portfolio': ok(PORTFOLIO),
    'GET /api/v1/portfolio/clashes': ok({ clashes: [CLASH], total: 1, truncated: false }),
    'GET /api/v1/projects': ok(PORTFOLIO.projects),
    'GET /api/v1/objectives': ok(BUILTIN_OBJECTIVE_MAP),
  });
  renderSignedIn(
    <Switch>
      <Route path="/portfolio">
        <PortfolioPage />
      </Route>
      <Route path="/timeline">
        <Where />
      </Route>
    </Switch>,
    { route: `/portfolio?zoom=week&from=${START}` },
  );
  return fetchMock;
}

const rows = () => screen.findByRole('list', { name: 'Projects and timelines' });

/** The requests made to `path` and how many days each asked about. */
const asked = (fetchMock: ReturnType<typeof renderPortfolio>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => ({ url, days: dayNumber(url.searchParams.get('to') ?? '') - dayNumber(url.searchParams.get('from') ?? '') + 1 }));

describe('PortfolioPage', () => {
  it('groups the timelines under their projects, with the access, and collapses a project', async () => {
    renderPortfolio();
    const list = await rows();
    const mine = await within(list).findByRole('button', { name: 'Mine, 1 timeline' });
    expect(within(list).getByRole('button', { name: 'Theirs, 1 timeline' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getByText('Owner')).toBeInTheDocument();
    expect(within(list).getByText('View')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^Deploy,/ })).toBeInTheDocument();
    await userEvent.click(mine);
    expect(mine).toHaveAttribute('aria-expanded', 'false');
    expect(within(list).queryByRole('button', { name: /^Deploy,/ })).not.toBeInTheDocument();
  });

  it('loads windows of days, never the whole canvas', async () => {
    const fetchMock = renderPortfolio();
    await rows();
    const windows = asked(fetchMock, '/api/v1/portfolio');
    expect(windows.length).toBeGreaterThan(0);
    for (const { url, days } of windows) {
      expect(days).toBeLessThanOrEqual(WINDOW_DAYS.week);
      // A page of the listed projects, by name, never "every project".
      expect(url.searchParams.get('projectIds')).toBe(`${MINE},${SHARED}`);
    }
  });

  it('asks for the clashes of the loaded days, not of the whole canvas', async () => {
    const fetchMock = renderPortfolio();
    await screen.findByRole('button', { name: 'Clashes (1)' });
    const clashes = asked(fetchMock, '/api/v1/portfolio/clashes');
    expect(clashes.length).toBeGreaterThan(0);
    for (const { days } of clashes) expect(days).toBeLessThanOrEqual(3 * WINDOW_DAYS.week);
  });

  it('lets the user drag only the events of projects they may edit', async () => {
    renderPortfolio();
    const list = await rows();
    expect(within(list).getByRole('button', { name: /^Deploy,/ })).toHaveAttribute('aria-roledescription', 'draggable event');
    const freeze = within(list).getByRole('button', { name: /^Freeze,/ });
    expect(freeze).not.toHaveAttribute('aria-roledescription');
  });

  it('opens a clicked event in its project’s timeline view', async () => {
    renderPortfolio();
    const list = await rows();
    await userEvent.click(within(list).getByRole('button', { name: /^Freeze,/ }));
    expect(await screen.findByText(`At /timeline?project=${SHARED}&zoom=week&from=${day(5)}&event=freeze`)).toBeInTheDocument();
  });

  it('is one tab stop: arrows move between rows and events, Enter opens the event', async () => {
    renderPortfolio();
    const list = await rows();
    const deploy = await within(list).findByRole('button', { name: /^Deploy,/ });
    const header = within(list).getByRole('button', { name: 'Mine, 1 timeline' });
    expect([...list.querySelectorAll('[tabindex="0"]')]).toEqual([header]);
    header.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => document.activeElement).toBe(within(list).getByRole('group', { name: 'Mine Ops, 1 event' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => document.activeElement).toBe(deploy);
    expect([...list.querySelectorAll('[tabindex="0"]')]).toEqual([deploy]);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(`At /timeline?project=${MINE}&zoom=week&from=${day(7)}&event=deploy`)).toBeInTheDocument();
  });

  it('keeps only the own projects for "Only my projects"', async () => {
    renderPortfolio();
    const list = await rows();
    await userEvent.click(screen.getByLabelText('Only my projects'));
    expect(within(list).queryByRole('button', { name: 'Theirs, 1 timeline' })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Mine, 1 timeline' })).toBeInTheDocument();
  });

  it('lists the clashes; choosing one focuses its event', async () => {
    renderPortfolio();
    const list = await rows();
    await userEvent.click(await screen.findByRole('button', { name: 'Clashes (1)' }));
    const clash = within(screen.getByRole('dialog', { name: 'Clashes' })).getByRole('button', { name: /Deployment during a freeze/ });
    expect(clash).toHaveTextContent('Freeze: Freeze (Theirs)1 deployment: Deploy (Mine)');
    await userEvent.click(clash);
    await expect.poll(() => document.activeElement).toBe(within(list).getByRole('button', { name: /^Deploy,/ }));
  });
});
