import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { makeTimeline } from '@/test/projects';
import { TimelineFilter } from './timeline-filter';

const timeline = (id: string, name: string) => makeTimeline(id, { projectId: 'p', name, color: '#EF4444', displayOrder: 1 });
const timelines = [timeline('t1', 'Backend'), timeline('t2', 'Frontend')];

describe('TimelineFilter', () => {
  it('is named by what it shows, so speech and sight agree', () => {
    const { rerender } = render(<TimelineFilter timelines={timelines} selectedIds={null} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Timelines (2/2)' })).toBeInTheDocument();
    rerender(<TimelineFilter timelines={timelines} selectedIds={['t2']} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Timelines (1/2)' })).toHaveAccessibleDescription('Filter timelines');
  });
});
