import { Building2 } from 'lucide-react';
import { canManageOrganization } from '@plotline/shared';
import { useCurrentUser } from '@/api/auth';
import { EmptyState } from '@/components/ui/empty-state';
import { AccessDenied, Page } from '@/components/ui/page';

export const ORGANIZATION_ACCESS_DENIED = 'Access denied. Organization admin privileges required.';

export function OrganizationPage() {
  const user = useCurrentUser();
  return (
    <Page title="Organization">
      {canManageOrganization(user) ? (
        <EmptyState
          icon={<Building2 className="h-6 w-6" aria-hidden="true" />}
          title="Organization management is coming soon"
          description="Your organization's members and their roles will appear here."
        />
      ) : (
        <AccessDenied message={ORGANIZATION_ACCESS_DENIED} />
      )}
    </Page>
  );
}
