import { useId, useState } from 'react';
import { Laptop, LogOut } from 'lucide-react';
import type { AccountSession } from '@plotline/shared';
import { useAccountSessionsQuery, useRevokeAccountSession, useRevokeAllAccountSessions } from '@/api/account';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, ConfirmFor } from '@/components/ui/confirm-dialog';
import { ItemText, RowAction } from '@/components/ui/list-row';
import { toastOutcome } from '@/lib/failure-toast';
import { formatShortDateTime } from '@/lib/format';
import { describeUserAgent, formatRelative } from '../utils/format';
import { AccountSection } from './account-section';
import { SectionQuery } from './section-query';

/** Active browser sessions with per-session sign-out and 'Sign out everywhere'. */
export function SessionsCard() {
  const headingId = useId();
  const sessions = useAccountSessionsQuery();
  const revoke = useRevokeAccountSession();
  const revokeAll = useRevokeAllAccountSessions();
  const [isConfirmingAll, setIsConfirmingAll] = useState(false);
  const [pendingSession, setPendingSession] = useState<AccountSession | null>(null);

  return (
    <AccountSection
      labelledBy={headingId}
      title="Active sessions"
      description="Browsers where you are signed in to Plotline."
      actions={
        <Button variant="secondary" size="sm" onClick={() => setIsConfirmingAll(true)} disabled={!sessions.data?.length}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Sign out everywhere
        </Button>
      }
    >
      <SectionQuery query={sessions} what="sessions">
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-gray-500">No active sessions.</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {list.map((session) => (
                <li key={session.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
                  <Laptop className="h-5 w-5 shrink-0 text-gray-400" aria-hidden="true" />
                  <ItemText
                    as="div"
                    primary={describeUserAgent(session.userAgent)}
                    title={session.userAgent ?? undefined}
                    secondary={
                      <>
                        {session.ipAddress ?? 'Unknown IP'} · Last seen{' '}
                        <time dateTime={session.lastSeenAt} title={formatShortDateTime(session.lastSeenAt)}>
                          {formatRelative(session.lastSeenAt)}
                        </time>{' '}
                        · Signed in {formatShortDateTime(session.createdAt)}
                      </>
                    }
                  />
                  {session.isCurrent ? (
                    <span className="inline-flex items-center rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-700 ring-1 ring-green-600/20">
                      This device
                    </span>
                  ) : null}
                  <RowAction
                    label="Sign out"
                    itemName={`${describeUserAgent(session.userAgent)}${session.isCurrent ? ' (this device)' : ''}`}
                    onClick={() => setPendingSession(session)}
                  />
                </li>
              ))}
        </ul>
          )
        }
      </SectionQuery>

      <ConfirmFor
        item={pendingSession}
        onClose={() => setPendingSession(null)}
        title="Sign out this session?"
        description={(session) =>
          session.isCurrent
            ? 'This is the device you are using now: you will be signed out here.'
            : `${describeUserAgent(session.userAgent)} will need to sign in again.`
        }
        confirmLabel="Sign out"
        isDestructive
        onConfirm={(session) =>
          toastOutcome(revoke.mutateAsync({ id: session.id, isCurrent: session.isCurrent }), session.isCurrent ? null : 'Session signed out')
        }
      />
      <ConfirmDialog
        open={isConfirmingAll}
        onOpenChange={setIsConfirmingAll}
        title="Sign out everywhere?"
        description="Every browser signed in to your account, this one included, will be signed out. Your API tokens keep working."
        confirmLabel="Sign out everywhere"
        isDestructive
        onConfirm={() => toastOutcome(revokeAll.mutateAsync(), null)}
      />
    </AccountSection>
  );
}
