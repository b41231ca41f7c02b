import { ChartGantt } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';

export function TimelinePage() {
  return (
    <Page title="Timeline View">
      <EmptyState
        icon={<ChartGantt className="h-6 w-6" aria-hidden="true" />}
        title="Timeline View is coming soon"
        description="Timelines, events and the week axis will appear here."
      />
    </Page>
  );
}
