import { CalendarDays, FolderPlus, Layers, MousePointerClick, SlidersHorizontal } from 'lucide-react';
import { NoProjectsState as NoProjects, NoTimelinesState as EmptyTimelines } from '@/components/planning/planning-empty-states';

const FEATURES = [
  {
    icon: CalendarDays,
    title: 'Month at a glance',
    text: 'See every event of the month, with multi-day events drawn as connected bars.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Filter by timeline',
    text: 'Show only the timelines you care about and read their totals and date ranges.',
  },
  {
    icon: MousePointerClick,
    title: 'Drag to reschedule',
    text: 'Drag an event to another day (or press Shift+Arrow keys) to move it.',
  },
  {
    icon: Layers,
    title: 'Colour by objective',
    text: 'Events take their objective’s colour with their timeline’s colour as an accent.',
  },
];

export function FeatureList() {
  return (
    <ul aria-label="Calendar features" className="mx-auto mt-8 grid max-w-3xl gap-4 text-left sm:grid-cols-2">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <div className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
            <Icon className="h-5 w-5" aria-hidden="true" />
          </div>
          <div>
            <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
            <p className="mt-0.5 text-sm text-gray-500">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The calendar's 'Ready to create your first timeline!' (components/planning/planning-empty-states.tsx). */
export function NoTimelinesState({ canAdmin, onCreate }: { canAdmin: boolean; onCreate: () => void }) {
  return (
    <EmptyTimelines canAdmin={canAdmin} onCreate={onCreate} icon={<CalendarDays className="h-6 w-6" aria-hidden="true" />}>
      <FeatureList />
    </EmptyTimelines>
  );
}

export function NoProjectsState({ onCreate }: { onCreate: () => void }) {
  return (
    <NoProjects
      onCreate={onCreate}
      icon={<FolderPlus className="h-6 w-6" aria-hidden="true" />}
      title="Welcome to Plotline!"
      description="Projects hold your timelines and their events. Create a project to start planning on the calendar."
    >
      <FeatureList />
    </NoProjects>
  );
}
