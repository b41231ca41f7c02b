import { CalendarDays } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';

export function CalendarPage() {
  return (
    <Page title="Calendar View">
      <EmptyState
        icon={<CalendarDays className="h-6 w-6" aria-hidden="true" />}
        title="Calendar View is coming soon"
        description="A month calendar of your project's events will appear here."
      />
    </Page>
  );
}
