import { Building2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { ORGANIZATION_BOUNDARY_MESSAGES, type OrganizationInvitation } from '@plotline/shared';
import { useAcceptInvitation, useDeclineInvitation, useOwnInvitationsQuery } from '@/api/organization';
import { Button } from '@/components/ui/button';
import { toastFailure } from '@/lib/failure-toast';

/**
 * One invitation. Its answer re-reads the list, which unmounts this row before a `mutate` callback
 * would run, so the outcome is toasted from the mutation's promise instead.
 */
function InvitationNotice({ invitation }: { invitation: OrganizationInvitation }) {
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const isBusy = accept.isPending || decline.isPending;
  // The server's message on success; 'Failed to accept/decline the invitation' unless the server says why.
  const answer = (mutation: typeof accept, verb: 'accept' | 'decline') => () =>
    mutation.mutateAsync(invitation.id).then(
      ({ message }) => toast.success(message),
      (error: unknown) => toastFailure(`Failed to ${verb} the invitation`, error, 'server-first'),
    );
  const textId = `organization-invitation-${invitation.id}`;
  const text = ORGANIZATION_BOUNDARY_MESSAGES.invitationNotice(
    invitation.invitedByName ?? 'An organization admin',
    invitation.organizationName,
    invitation.organizationRole,
  );
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p id={textId} className="flex min-w-0 items-start gap-2 text-gray-800">
        <Building2 className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
        <span>{text}</span>
      </p>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" disabled={isBusy} aria-describedby={textId} onClick={answer(accept, 'accept')}>
          Accept
        </Button>
        <Button size="sm" variant="secondary" disabled={isBusy} aria-describedby={textId} onClick={answer(decline, 'decline')}>
          Decline
        </Button>
      </div>
    </li>
  );
}

/**
 * Invitations to join an organization, above every view (docs/decisions.md D20): an organization
 * owner or admin cannot add an existing account, only invite it, and the person decides here.
 * Shows nothing while there are none (or they cannot be loaded: it is not worth an error).
 */
export function OrganizationInvitationsNotice() {
  const invitations = useOwnInvitationsQuery();
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <section aria-label="Organization invitations" className="border-b border-gray-200 bg-white px-4 py-3 sm:px-6">
      <ul className="mx-auto max-w-7xl space-y-2">
        {invitations.data.map((invitation) => (
          <InvitationNotice key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}
