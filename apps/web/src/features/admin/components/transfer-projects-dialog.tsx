import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { AdminUser } from '@plotline/shared';
import { useAdminUsersQuery, useDeleteUser } from '@/api/admin';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { Field, FormDialog, FormError, SELECT_CLASS } from './form-dialog';

/** How many active users the picker lists at a time; the search narrows it down. */
const CANDIDATES = 50;

/**
 * Deleting a user who owns projects (the server answered OWNS_PROJECTS): the admin names an active
 * user who takes every one of them over, and the deletion goes ahead with that (docs/decisions.md
 * D17). Nothing happens until they confirm.
 */
export function TransferProjectsDialog({
  user,
  reason,
  onOpenChange,
}: {
  /** The user being deleted; null closes the dialog. */
  user: AdminUser | null;
  /** The server's words ('This user owns N project(s); …'). */
  reason: string;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title="Transfer Projects"
      description={`${reason}. Choose who takes them over; then ${user?.name || user?.email || 'the user'} is deleted.`}
    >
      {user ? <TransferForm user={user} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function TransferForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const ids = { search: useId(), heir: useId() };
  const [search, setSearch] = useState('');
  const [heirId, setHeirId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const candidates = useAdminUsersQuery({ q: search.trim(), page: 1, pageSize: CANDIDATES, status: 'active' });
  const deleteUser = useDeleteUser();
  const options = (candidates.data?.users ?? []).filter((candidate) => candidate.id !== user.id);

  async function submit() {
    if (!heirId) {
      setError('Choose who takes the projects over.');
      return;
    }
    setError(null);
    try {
      await deleteUser.mutateAsync({ id: user.id, transferProjectsTo: heirId });
      const heir = options.find((candidate) => candidate.id === heirId);
      toast.success(`${user.name || user.email} was deleted; their projects now belong to ${heir?.name || heir?.email || 'the chosen user'}`);
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field id={ids.search} label="Find a user">
        <Input id={ids.search} type="search" placeholder="Name or email" value={search} onChange={(event) => setSearch(event.target.value)} />
      </Field>
      <Field id={ids.heir} label="New owner">
        <select id={ids.heir} className={SELECT_CLASS} value={heirId} onChange={(event) => setHeirId(event.target.value)}>
          <option value="">{candidates.isPending ? 'Loading users…' : options.length === 0 ? 'No active users found' : 'Select a user…'}</option>
          {options.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name ? `${candidate.name} (${candidate.email})` : candidate.email}
            </option>
          ))}
        </select>
      </Field>
      <FormError message={error} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone} disabled={deleteUser.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={deleteUser.isPending}>
          {deleteUser.isPending ? 'Processing...' : 'Transfer and Delete'}
        </Button>
      </div>
    </form>
  );
}
