import { useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { Building2, UserPlus, Users } from 'lucide-react';
import {
  ADMIN_MESSAGES,
  canManageOrganization,
  canManageOrganizationOwners,
  isSysAdmin,
  type CurrentUser,
  type OrganizationMember,
} from '@plotline/shared';
import { useCurrentUser } from '@/api/auth';
import {
  useOrganizationMembersQuery,
  useScopedOrganizationQuery,
  useRemoveMember,
  useUpdateMemberRole,
  useUpdateMemberStatus,
  type OrganizationScope,
} from '@/api/organization';
import { Button } from '@/components/ui/button';
import { ConfirmFor } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { AccessDenied, Page } from '@/components/ui/page';
import { LoadingBlock } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toastFailure, toastOutcome } from '@/lib/failure-toast';
import { OrganizationChooser } from './components/organization-chooser';
import { InviteMemberDialog } from './components/invite-member-dialog';
import { MembersTable } from './components/members-table';
import { OrganizationDetailsCard } from './components/organization-details-card';
import { PendingInvitations } from './components/pending-invitations';

export const ORGANIZATION_ACCESS_DENIED = ADMIN_MESSAGES.organizationAdminRequired;

function ErrorPanel({ title, error }: { title: string; error: unknown }) {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
      <p className="font-medium">{title}</p>
      {reason && reason !== title ? <p className="mt-1">{reason}</p> : null}
    </div>
  );
}

export function OrganizationPage() {
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  // A SysAdmin manages any organization by id (?org=…); everyone else their own (docs/decisions.md D27).
  const pickedId = isSysAdmin(user) ? (searchParams.get('org') ?? undefined) : undefined;
  const view = organizationView(user, pickedId);
  return view === 'manage' ? (
    <ManagedOrganization scope={pickedId} user={user} />
  ) : (
    <Page title="Organization Management">
      {view === 'denied' ? (
        <AccessDenied message={ORGANIZATION_ACCESS_DENIED} />
      ) : view === 'choose' ? (
        <OrganizationChooser />
      ) : (
        <EmptyState
          icon={<Building2 className="h-6 w-6" aria-hidden="true" />}
          title={NO_ORGANIZATION_TITLE}
          description="When an organization invites you, the invitation appears at the top of the page for you to accept."
        />
      )}
    </Page>
  );
}

/** What Organization shows: a SysAdmin without an organization picks one; a member without one is told so. */
function organizationView(user: CurrentUser, pickedId: OrganizationScope): 'denied' | 'no-organization' | 'choose' | 'manage' {
  if (pickedId) return 'manage';
  if (user.organizationId === null) return isSysAdmin(user) ? 'choose' : 'no-organization';
  return canManageOrganization(user) ? 'manage' : 'denied';
}

export const NO_ORGANIZATION_TITLE = 'You do not belong to an organization yet';

function ManagedOrganization({ scope, user }: { scope: OrganizationScope; user: CurrentUser }) {
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const organization = useScopedOrganizationQuery(scope);
  return (
    <Page
      title="Organization Management"
      description={organization.data ? organization.data.name : undefined}
      actions={
        organization.isSuccess ? (
          <Button onClick={() => setIsInviteOpen(true)}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            Invite User
          </Button>
        ) : undefined
      }
    >
      {organization.isPending ? (
        <LoadingBlock label="Loading organization" size="lg" />
      ) : organization.isError ? (
        <ErrorPanel title={ADMIN_MESSAGES.failedToFetchOrganization} error={organization.error} />
      ) : (
        <div className="space-y-6">
          <OrganizationDetailsCard organization={organization.data} scope={scope} />
          <Members scope={scope} currentUserId={user.id} canManageOwners={canManageOrganizationOwners(user)} isSysAdmin={isSysAdmin(user)} />
          <PendingInvitations organizationId={organization.data.id} />
          <InviteMemberDialog open={isInviteOpen} onOpenChange={setIsInviteOpen} scope={scope} />
        </div>
      )}
    </Page>
  );
}

function Members({
  scope,
  currentUserId,
  canManageOwners,
  isSysAdmin,
}: {
  scope: OrganizationScope;
  currentUserId: string;
  canManageOwners: boolean;
  isSysAdmin: boolean;
}) {
  const members = useOrganizationMembersQuery(scope);
  const updateRole = useUpdateMemberRole(scope);
  const updateStatus = useUpdateMemberStatus(scope);
  const remove = useRemoveMember(scope);
  const [removing, setRemoving] = useState<OrganizationMember | null>(null);

  return (
    <section aria-labelledby="members-heading" className="space-y-3">
      <h2 id="members-heading" className="text-base font-semibold text-gray-900">
        Members {members.data ? <span className="font-normal text-gray-500">({members.data.length})</span> : null}
      </h2>
      {members.isPending ? (
        <LoadingBlock label="Loading members" className="py-10" size="md" />
      ) : members.isError ? (
        <ErrorPanel title={ADMIN_MESSAGES.failedToFetchOrganizationUsers} error={members.error} />
      ) : members.data.length === 0 ? (
        <EmptyState icon={<Users className="h-6 w-6" aria-hidden="true" />} title={ADMIN_MESSAGES.noMembersFound} />
      ) : (
        <MembersTable
          members={members.data}
          currentUserId={currentUserId}
          canManageOwners={canManageOwners}
          isSysAdmin={isSysAdmin}
          onRoleChange={(member, role) =>
            updateRole.mutate({ id: member.id, role }, { onError: (error) => toastFailure(ADMIN_MESSAGES.failedToUpdateRoleOrStatus, error, 'server-first') })
          }
          onStatusChange={(member, status) =>
            updateStatus.mutate({ id: member.id, status }, { onError: (error) => toastFailure(ADMIN_MESSAGES.failedToUpdateRoleOrStatus, error, 'server-first') })
          }
          onRemove={setRemoving}
        />
      )}
      <ConfirmFor
        item={removing}
        onClose={() => setRemoving(null)}
        title="Remove Member"
        description={ADMIN_MESSAGES.removeMemberPrompt}
        confirmLabel="Remove"
        isDestructive
        onConfirm={(member) =>
          toastOutcome(remove.mutateAsync(member.id), `${member.name || member.email} was removed from the organization`, {
            text: ADMIN_MESSAGES.failedToRemoveUser,
            wording: 'server-first',
          })
        }
      />
    </section>
  );
}
