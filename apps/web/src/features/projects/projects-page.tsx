import { FolderKanban } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';

export function ProjectsPage() {
  return (
    <Page title="Projects">
      <EmptyState
        icon={<FolderKanban className="h-6 w-6" aria-hidden="true" />}
        title="Projects is coming soon"
        description="Your projects, their timelines and sharing will appear here."
      />
    </Page>
  );
}
