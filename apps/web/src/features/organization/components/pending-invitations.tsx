import { toast } from '@/lib/toast';
import { ORGANIZATION_BOUNDARY_MESSAGES } from '@plotline/shared';
import { useCancelInvitation, useOrganizationInvitationsQuery } from '@/api/organization';
import { Button } from '@/components/ui/button';
import { toastFailure } from '@/lib/failure-toast';
import { formatShortDate, humanLabel } from '@/lib/format';

/**
 * Existing accounts invited to the organization that have not answered yet (docs/decisions.md D20):
 * they are not members until they accept, so they are listed apart, each with Cancel. Shows nothing
 * while there are none.
 */
export function PendingInvitations({ organizationId }: { organizationId: string }) {
  const invitations = useOrganizationInvitationsQuery(organizationId);
  const cancel = useCancelInvitation();
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <section aria-labelledby="pending-invitations-heading" className="space-y-3">
      <h2 id="pending-invitations-heading" className="text-base font-semibold text-gray-900">
        Pending invitations <span className="font-normal text-gray-500">({invitations.data.length})</span>
      </h2>
      <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white text-sm">
        {invitations.data.map((invitation) => {
          const name = invitation.userName || invitation.userEmail;
          return (
            <li key={invitation.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900">{name}</p>
                <p className="break-words text-gray-500">
                  {invitation.userEmail} · {humanLabel(invitation.organizationRole)} · invited {formatShortDate(invitation.createdAt)}
                  {invitation.invitedByName ? ` by ${invitation.invitedByName}` : ''}
                </p>
              </div>
              <Button
                variant="ghost-danger"
                size="sm"
                className="self-start sm:self-auto"
                aria-label={`Cancel the invitation of ${name}`}
                disabled={cancel.isPending}
                onClick={() =>
                  cancel.mutate(
                    { organizationId, id: invitation.id },
                    {
                      onSuccess: () => toast.success(ORGANIZATION_BOUNDARY_MESSAGES.invitationCancelled),
                      onError: (error) => toastFailure('Failed to cancel the invitation', error, 'server-first'),
                    },
                  )
                }
              >
                Cancel
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
