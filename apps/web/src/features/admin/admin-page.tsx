import { useEffect, useState } from 'react';
import { Search, UserPlus, Users } from 'lucide-react';
import { toast } from '@/lib/toast';
import { ADMIN_MESSAGES, ADMIN_USERS_DEFAULT_PAGE_SIZE, isSysAdmin, type AdminUser } from '@plotline/shared';
import { useCurrentUser } from '@/api/auth';
import {
  useAdminUsersQuery,
  useApproveUser,
  useDeleteUser,
  useUpdateUserRole,
  useUpdateUserStatus,
  useUpdateUserSysRole,
} from '@/api/admin';
import { Button } from '@/components/ui/button';
import { ConfirmFor } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { AccessDenied, Page } from '@/components/ui/page';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toastFailure } from '@/lib/failure-toast';
import { EditUserDialog } from './components/edit-user-dialog';
import { InviteUserDialog } from './components/invite-user-dialog';
import { TransferProjectsDialog } from './components/transfer-projects-dialog';
import { UsersTable } from './components/users-table';

export const ADMIN_ACCESS_DENIED = ADMIN_MESSAGES.adminRequired;

const SEARCH_DEBOUNCE_MS = 300;

export function AdminPage() {
  const user = useCurrentUser();
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const canAdminister = isSysAdmin(user);
  return (
    <Page
      title="Admin Panel"
      description={canAdminister ? 'User Management: every user of this installation, their roles, status and invitations.' : undefined}
      actions={
        canAdminister ? (
          <Button onClick={() => setIsInviteOpen(true)}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            Invite New User
          </Button>
        ) : undefined
      }
    >
      {canAdminister ? (
        <>
          <AdminUsers onInvite={() => setIsInviteOpen(true)} />
          <InviteUserDialog open={isInviteOpen} onOpenChange={setIsInviteOpen} />
        </>
      ) : (
        <AccessDenied message={ADMIN_ACCESS_DENIED} />
      )}
    </Page>
  );
}

function AdminUsers({ onInvite }: { onInvite: () => void }) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const pageSize = ADMIN_USERS_DEFAULT_PAGE_SIZE;
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [transfer, setTransfer] = useState<{ user: AdminUser; reason: string } | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const users = useAdminUsersQuery({ q: query, page, pageSize });
  const updateRole = useUpdateUserRole();
  const updateSysRole = useUpdateUserSysRole();
  const approve = useApproveUser();
  const updateStatus = useUpdateUserStatus();
  const deleteUser = useDeleteUser();

  const total = users.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  return (
    <div className="space-y-4">
      <div className="relative max-w-sm">
        <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-400" aria-hidden="true" />
        <Input type="search" aria-label="Search users" placeholder="Search by name or email" className="pl-9" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>

      {users.isPending ? (
        <LoadingBlock label="Loading users" size="lg" />
      ) : users.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          <p className="font-medium">{ADMIN_MESSAGES.failedToFetchUsers}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void users.refetch()}>
            Try again
          </Button>
        </div>
      ) : users.data.users.length === 0 ? (
        <EmptyState
          icon={<Users className="h-6 w-6" aria-hidden="true" />}
          title={ADMIN_MESSAGES.noUsersFound}
          description={ADMIN_MESSAGES.noUsersHint}
          action={
            <Button onClick={onInvite}>
              <UserPlus className="h-4 w-4" aria-hidden="true" />
              Invite New User
            </Button>
          }
        />
      ) : (
        <>
          <UsersTable
            users={users.data.users}
            onRoleChange={(target, role) =>
              updateRole.mutate({ id: target.id, role }, { onError: (error) => toastFailure(ADMIN_MESSAGES.failedToUpdateRole, error, 'reason-below') })
            }
            onSysRoleChange={(target, sysRole) =>
              updateSysRole.mutate({ id: target.id, sysRole }, { onError: (error) => toastFailure(ADMIN_MESSAGES.failedToUpdateSysRole, error, 'reason-below') })
            }
            onApprove={(target) =>
              approve.mutate(target.id, {
                // The server's message says whether the approval e-mail went out.
                onSuccess: ({ message }) => toast.success(message || `${target.name || target.email} was approved`),
                onError: (error) => toastFailure(ADMIN_MESSAGES.failedToApprove, error, 'reason-below'),
              })
            }
            onEdit={setEditing}
            onToggleSuspension={(target) => {
              const status = target.status === 'active' ? 'suspended' : 'active';
              updateStatus.mutate(
                { id: target.id, status },
                {
                  onSuccess: () => toast.success(`${target.name || target.email} was ${status === 'suspended' ? 'suspended' : 'reinstated'}`),
                  onError: (error) => toastFailure(ADMIN_MESSAGES.failedToUpdateStatus, error, 'reason-below'),
                },
              );
            }}
            onDelete={(target) =>
              // Someone who owns projects cannot go without an heir: ask for one straight away.
              target.ownedProjectCount > 0
                ? setTransfer({ user: target, reason: ADMIN_MESSAGES.ownsProjects(target.ownedProjectCount) })
                : setDeleting(target)
            }
          />
          <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm text-gray-600">
            <p>
              {total === 1 ? '1 user' : `${total} users`}
              {users.isFetching ? <Spinner className="ml-2 h-4 w-4 align-middle" /> : null}
            </p>
            {pageCount > 1 ? (
              <div className="flex items-center gap-2">
                <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((current) => current - 1)}>
                  Previous
                </Button>
                <span>
                  Page {page} of {pageCount}
                </span>
                <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => setPage((current) => current + 1)}>
                  Next
                </Button>
              </div>
            ) : null}
          </nav>
        </>
      )}

      <EditUserDialog user={editing} onOpenChange={(open) => (open ? undefined : setEditing(null))} />
      <ConfirmFor
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete User"
        description={ADMIN_MESSAGES.deleteUserPrompt}
        confirmLabel="Delete"
        isDestructive
        onConfirm={(user) =>
          deleteUser.mutateAsync({ id: user.id }).then(
            () => void toast.success(`${user.name || user.email} was deleted`),
            (error: unknown) => {
              // They own projects: ask who takes them over instead of failing (docs/decisions.md D17).
              if (error instanceof ApiError && error.code === 'OWNS_PROJECTS') {
                setTransfer({ user, reason: error.message });
                return;
              }
              toastFailure(ADMIN_MESSAGES.failedToDelete, error, 'reason-below');
              throw error;
            },
          )
        }
      />
      <TransferProjectsDialog
        user={transfer?.user ?? null}
        reason={transfer?.reason ?? ''}
        onOpenChange={(open) => (open ? undefined : setTransfer(null))}
      />
    </div>
  );
}
