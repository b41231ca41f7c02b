import { ShieldCheck } from 'lucide-react';
import { isSysAdmin } from '@plotline/shared';
import { useCurrentUser } from '@/api/auth';
import { EmptyState } from '@/components/ui/empty-state';
import { AccessDenied, Page } from '@/components/ui/page';

export const ADMIN_ACCESS_DENIED = 'Access denied. Admin privileges required.';

export function AdminPage() {
  const user = useCurrentUser();
  return (
    <Page title="Admin Panel">
      {isSysAdmin(user) ? (
        <EmptyState
          icon={<ShieldCheck className="h-6 w-6" aria-hidden="true" />}
          title="Admin Panel is coming soon"
          description="Users, invitations and organizations of the whole installation will appear here."
        />
      ) : (
        <AccessDenied message={ADMIN_ACCESS_DENIED} />
      )}
    </Page>
  );
}
