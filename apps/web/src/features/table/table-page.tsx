import { Table2 } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';

export function TablePage() {
  return (
    <Page title="Table View">
      <EmptyState
        icon={<Table2 className="h-6 w-6" aria-hidden="true" />}
        title="Table View is coming soon"
        description="Every event of the project in a sortable table will appear here."
      />
    </Page>
  );
}
