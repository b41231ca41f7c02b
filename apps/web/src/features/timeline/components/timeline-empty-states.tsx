import type { ReactNode } from 'react';
import { CalendarRange, ChartGantt } from 'lucide-react';
import { Button } from '@/components/ui/button';

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

function Frame({
  icon,
  title,
  description,
  features,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  features: string[];
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center">
      <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        {icon}
      </div>
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-gray-500">{description}</p>
      <ul className="mt-4 space-y-1 text-left text-sm text-gray-600">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span className="text-brand-500" aria-hidden="true">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
    </div>
  );
}

export function NoTimelinesState({ canAdmin, onCreate }: { canAdmin: boolean; onCreate: () => void }) {
  return (
    <Frame
      icon={<ChartGantt className="h-6 w-6" aria-hidden="true" />}
      title="Ready to create your first timeline!"
      description="Timelines are the rows of your plan: one per team, stream or phase."
      features={TIMELINE_FEATURES}
      action={
        canAdmin ? (
          <Button onClick={onCreate}>Create Your First Timeline</Button>
        ) : (
          <p className="text-sm font-medium text-gray-700">
            You need admin permissions to create timelines in this project.
          </p>
        )
      }
    />
  );
}

export function NoProjectState({ onCreate }: { onCreate: () => void }) {
  return (
    <Frame
      icon={<CalendarRange className="h-6 w-6" aria-hidden="true" />}
      title="Welcome to Timeline View!"
      description="Create a project to start planning on a timeline."
      features={PROJECT_FEATURES}
      action={<Button onClick={onCreate}>Create Your First Project</Button>}
    />
  );
}
