import { UserRound } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';

export function AccountPage() {
  return (
    <Page title="Account">
      <EmptyState
        icon={<UserRound className="h-6 w-6" aria-hidden="true" />}
        title="Account is coming soon"
        description="Your profile and preferences will appear here."
      />
    </Page>
  );
}
