import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILTIN_OBJECTIVE_MAP } from '@plotline/shared';
import { mockFetch, ok } from '@/test/fetch-mock';
import { stubElementSizes } from '@/test/layout';
import { makeEvent, makeProjectDetail, makeTimeline, TEST_PROJECT_ID } from '@/test/projects';
import { renderSignedIn } from '@/test/render';
import { TimelinePage } from './timeline-page';

stubElementSizes({ clientWidth: 1200, clientHeight: 800 });
// Bringing a focused event into view scrolls the board, which jsdom cannot.
beforeAll(() => {
  Element.prototype.scrollTo ??= () => undefined;
});
// The chunks the board fetches after its first paint (the arrows' layer, which holds the focus
// request, D88; the popups; the rows' drag), compiled up front: on a loaded machine their first
// import alone could outlast the test's wait for the focus.
beforeAll(
  () =>
    Promise.all([
      import('./components/dependency-layer'),
      import('@/components/lazy/radix-popups'),
      import('@/components/planning/sortable-rows-drag'),
    ]),
  60_000,
);

const P = TEST_PROJECT_ID;
const TIMELINE = '0190f5b2-0000-7000-8000-00000000d001';
const LAUNCH = '0190f5b2-0000-7000-8000-00000000d002';
const detail = makeProjectDetail('read', [
  makeTimeline(TIMELINE, { events: [makeEvent(LAUNCH, TIMELINE, '2025-08-13', { projectId: P, title: 'Launch', objective: 'deployment' })] }),
]);
const CLASH = {
  kind: 'freeze',
  days: { from: '2025-08-13', to: '2025-08-13' },
  events: [
    { eventId: null, projectId: null, projectName: null, timelineId: null, title: "another project's freeze", date: '2025-08-11T12:00:00.000Z', endDate: '2025-08-15T12:00:00.000Z' },
    { eventId: LAUNCH, projectId: P, projectName: 'Apollo', timelineId: TIMELINE, title: 'Launch', date: '2025-08-13T12:00:00.000Z', endDate: null },
  ],
  eventCount: 2,
};

function renderTimeline(route: string) {
  const fetchMock = mockFetch({
    'GET /api/v1/projects': ok([detail]),
    [`GET /api/v1/projects/${P}`]: ok(detail),
    'GET /api/v1/objectives': ok(BUILTIN_OBJECTIVE_MAP),
    'GET /api/v1/preferences/timeline': ok({}),
    'GET /api/v1/portfolio/clashes': ok({ clashes: [CLASH], total: 1, truncated: false }),
  });
  renderSignedIn(<TimelinePage />, { route });
  return fetchMock;
}

/**
 * The Launch bar as it is now: the rows are mounted again when the pointer drag arrives (D80), and
 * the focus goes with them (lib/focus-path.ts), so an element found before that is a stale one:
 * the polls below look it up at every try.
 */
const launchBar = () => within(screen.getByRole('list', { name: 'Timelines' })).getByRole('button', { name: /^Launch,/ });

describe('the timeline and the portfolio (docs/decisions.md D45)', () => {
  it('focuses the event a link names (?event=) and shows its details', async () => {
    renderTimeline(`/timeline?project=${P}&zoom=week&from=2025-08-10&event=${LAUNCH}`);
    await screen.findByRole('list', { name: 'Timelines' });
    await expect.poll(() => document.activeElement === launchBar(), { timeout: 5000 }).toBe(true);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Launch');
  });

  it('counts the clashes involving the project, never naming an unreadable one; choosing one focuses its event', async () => {
    const fetchMock = renderTimeline(`/timeline?project=${P}&zoom=week&from=2025-08-10`);
    const button = await screen.findByRole('button', { name: 'Clashes (1)' });
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/v1/portfolio/clashes');
    expect(asked?.searchParams.get('projectIds')).toBe(P);
    await userEvent.click(button);
    const clash = within(screen.getByRole('dialog', { name: 'Clashes' })).getByRole('button', { name: /Deployment during a freeze/ });
    expect(clash).toHaveTextContent("Freeze: another project's freeze1 deployment: Launch (Apollo)");
    await userEvent.click(clash);
    await expect.poll(() => document.activeElement === launchBar(), { timeout: 5000 }).toBe(true);
  });
});
