import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Clash, ClashEvent } from '@plotline/shared';
import { ClashesButton } from './clashes-button';

/* Clashes (N) shows the server's groups (docs/decisions.md D55): a freeze with the deployments on it, counted whole. */

const event = (id: string, title: string, projectName: string): ClashEvent => ({
  eventId: id,
  projectId: `p-${projectName}`,
  projectName,
  timelineId: `t-${projectName}`,
  title,
  date: '2025-12-20T12:00:00.000Z',
  endDate: null,
});

const freezeGroup: Clash = {
  kind: 'freeze',
  days: { from: '2025-12-19', to: '2025-12-27' },
  events: [
    event('f', 'Year-end', 'Finance'),
    ...['Web', 'Ops', 'API', 'Mobile', 'Data'].map((project, index) => event(`d${index}`, `Release ${index + 1}`, project)),
  ],
  eventCount: 9,
};
const deploymentGroup: Clash = {
  kind: 'deployment',
  days: { from: '2026-01-05', to: '2026-01-06' },
  events: [event('x', 'Cutover', 'Web'), event('y', 'Upgrade', 'Ops')],
  eventCount: 2,
};

describe('ClashesButton', () => {
  it('lists each group once: the freeze, its deployments named up to four and the rest counted; N is the total', async () => {
    const onFocusClash = vi.fn();
    render(<ClashesButton clashes={[freezeGroup, deploymentGroup]} total={5} onFocusClash={onFocusClash} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clashes (5)' }));
    const panel = screen.getByRole('dialog', { name: 'Clashes' });
    expect(panel).toHaveTextContent('The first 2 of 5 clashes in this range.');
    const items = within(within(panel).getByRole('list', { name: 'Clashes' })).getAllByRole('button');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Deployment during a freeze12/19/2025 – 12/27/2025');
    expect(items[0]).toHaveTextContent('Freeze: Year-end (Finance)');
    expect(items[0]).toHaveTextContent('8 deployments: Release 1 (Web) · Release 2 (Ops) · Release 3 (API) · Release 4 (Mobile) and 4 more');
    expect(items[1]).toHaveTextContent('Deployments on the same days01/05/2026 – 01/06/2026');
    expect(items[1]).toHaveTextContent('2 deployments: Cutover (Web) · Upgrade (Ops)');
    expect(items[1]).not.toHaveTextContent('Freeze:');
    await userEvent.click(items[0]!);
    expect(onFocusClash).toHaveBeenCalledWith(freezeGroup);
  });

  it('says when there are none', async () => {
    render(<ClashesButton clashes={[]} total={0} onFocusClash={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clashes (0)' }));
    expect(screen.getByRole('dialog', { name: 'Clashes' })).toHaveTextContent('No clashes in this range.');
  });
});
