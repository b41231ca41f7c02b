import { CalendarRange, ChartGantt } from 'lucide-react';
import { NoProjectsState, NoTimelinesState as EmptyTimelines } from '@/components/planning/planning-empty-states';

const TIMELINE_FEATURES = [
  'Colour-coded timelines for each workstream',
  'Single-day milestones and multi-day events',
  'Drag events to reschedule them',
  'Export and import your plans as JSON',
];
const PROJECT_FEATURES = [
  'Organize work into projects',
  'Add timelines and events to each project',
  'Share projects with your team',
  'See everything on a week-by-week axis',
];

function Features({ items }: { items: string[] }) {
  return (
    <ul className="mt-6 space-y-1 text-left text-sm text-gray-600">
      {items.map((feature) => (
        <li key={feature} className="flex gap-2">
          <span className="text-brand-500" aria-hidden="true">
            ✓
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}

/** The timeline view's 'Ready to create your first timeline!' (components/planning/planning-empty-states.tsx). */
export function NoTimelinesState({ canAdmin, onCreate }: { canAdmin: boolean; onCreate: () => void }) {
  return (
    <EmptyTimelines
      canAdmin={canAdmin}
      onCreate={onCreate}
      icon={<ChartGantt className="h-6 w-6" aria-hidden="true" />}
      description="Timelines are the rows of your plan: one per team, stream or phase."
    >
      <Features items={TIMELINE_FEATURES} />
    </EmptyTimelines>
  );
}

/** The timeline view's welcome without projects. */
export function NoProjectState({ onCreate }: { onCreate: () => void }) {
  return (
    <NoProjectsState
      onCreate={onCreate}
      icon={<CalendarRange className="h-6 w-6" aria-hidden="true" />}
      title="Welcome to Timeline View!"
      description="Create a project to start planning on a timeline."
    >
      <Features items={PROJECT_FEATURES} />
    </NoProjectsState>
  );
}
